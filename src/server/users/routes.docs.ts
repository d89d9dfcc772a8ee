import { z } from 'zod';
import { approveAccessRequestSchema } from '../../domain/areas/accessRequestApproval';
import { statusSchema } from '../auth/routes.docs';
import { ref, routeDocs } from '../openapi/registry';

const decided = (what: string) => ({ description: `The ${what} request`, schema: ref('access-requests') });

/** The admin's user routes beyond the generic CRUD (partners get 403). */
export const userAdminRouteDocs = routeDocs(
  {
    method: 'post',
    path: '/api/access-requests/:id/approve',
    tag: 'access-requests',
    summary:
      'Approve: create the user (in the given organisation of the requested type, or a new unpublished one) and mail a set-password code',
    body: {
      schema: approveAccessRequestSchema,
      optional: true,
      description: 'Without a body, a new organisation is created',
    },
    responses: {
      200: decided('approved'),
      403: 'Not allowed',
      404: 'Not found',
      409: 'Already decided, or the email has an account',
    },
  },
  {
    method: 'post',
    path: '/api/access-requests/:id/reject',
    tag: 'access-requests',
    summary: 'Reject (no account is created)',
    responses: { 200: decided('rejected'), 403: 'Not allowed', 404: 'Not found', 409: 'Already decided' },
  },
  {
    method: 'post',
    path: '/api/users/:id/send-reset',
    tag: 'users',
    summary: 'Mail the user a code to reset (or first set) the password',
    responses: {
      200: { description: 'Sent', schema: statusSchema },
      403: 'Not allowed',
      404: 'Not found',
      409: 'The user is deactivated',
      429: 'Too many codes',
    },
  },
  {
    method: 'post',
    path: '/api/users/:id/reset-factors',
    tag: 'users',
    summary: 'Remove every second factor and recovery code of the user (sessions end; the user is mailed)',
    responses: { 200: { description: 'Done', schema: statusSchema }, 403: 'Not allowed', 404: 'Not found' },
  },
  {
    method: 'post',
    path: '/api/users/:id/end-sessions',
    tag: 'users',
    summary: 'End every session of the user (signed out everywhere at once; the user is mailed)',
    body: z.object({}),
    responses: { 200: { description: 'Ended', schema: statusSchema }, 403: 'Not allowed', 404: 'Not found' },
  },
);
