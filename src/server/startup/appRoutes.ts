import { z } from 'zod';
import { defineRoute, ERRORS, errorAnswer } from '@/server/infrastructure/openapi/route';

/** The routes app.ts mounts itself, declared here so that the description need not import the whole app. */
export const healthRoute = defineRoute({
  method: 'get',
  path: '/api/health',
  tag: 'health',
  operationId: 'getHealth',
  public: true,
  summary: 'Ready?',
  responses: {
    200: { description: 'Seeded, and the database answers', schema: z.object({ status: z.literal('ok') }) },
    503: {
      description: 'Starting, or the database cannot be reached (Retry-After)',
      schema: z.object({ status: z.enum(['starting', 'unavailable']) }),
    },
  },
});

/** Outside production only. */
export const devOutboxRoute = defineRoute({
  method: 'get',
  path: '/api/dev/outbox',
  tag: 'dev',
  operationId: 'getDevOutbox',
  summary: 'The last 100 mails queued without SMTP_URL (admins; outside production only)',
  responses: {
    200: { description: 'The mails, newest first', schema: { type: 'array', items: { type: 'object' } } },
    401: ERRORS.unauthorized,
    403: errorAnswer('Not allowed'),
  },
});

export const appRouteDeclarations = [healthRoute];
export const devRouteDeclarations = [devOutboxRoute];
