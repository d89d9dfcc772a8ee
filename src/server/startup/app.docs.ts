import { z } from 'zod';
import { routeDocs } from '@/server/infrastructure/openapi/registry';

/** The routes app.ts mounts itself. */
export const appRouteDocs = routeDocs({
  method: 'get',
  path: '/api/health',
  tag: 'health',
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
export const devRouteDocs = routeDocs({
  method: 'get',
  path: '/api/dev/outbox',
  tag: 'dev',
  summary: 'The last 100 mails queued without SMTP_URL (admins; outside production only)',
  responses: {
    200: { description: 'The mails, newest first', schema: { type: 'array', items: { type: 'object' } } },
    403: 'Not allowed',
  },
});
