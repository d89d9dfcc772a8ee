import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { mailQuarantine as mailQuarantineDef } from '@/domain/areas/mailQuarantine';
import { V } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { mailQuarantine } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { forbid, requireAuth } from '@/server/middleware/guard';
import { assignQuarantined, INBOUND_MAX_BYTES, receiveMail } from './receive';

const RFC822_REQUIRED = 'vp.api.rfc822_required';

/**
 * POST /api/inbound/mail: a raw RFC 5322 message forwarded by a mail provider's webhook, with the shared secret
 * (INBOUND_MAIL_SECRET) as a bearer token. Answers once the mail is threaded or quarantined.
 */
const postInboundMail = defineRoute({
  method: 'post',
  path: '/api/inbound/mail',
  tag: 'inbound',
  operationId: 'postInboundMail',
  // Its own authentication: the shared secret, not a user's token.
  public: true,
  summary: `Take an inbound mail (raw RFC 5322, at most ${INBOUND_MAX_BYTES / 1024 / 1024} MB) with the shared secret as Bearer token: threaded into the enquiry it answers, or quarantined`,
  body: {
    contentType: 'message/rfc822',
    schema: { type: 'string', format: 'binary' },
    description: 'The whole message, headers and body, as received',
  },
  responses: {
    202: {
      description: 'Taken: threaded into an enquiry, or kept in the quarantine for an admin',
      schema: z.object({ status: z.enum(['threaded', 'quarantined']) }),
    },
    401: errorAnswer('No secret, a wrong one, or no INBOUND_MAIL_SECRET configured'),
    413: ERRORS.tooLarge,
    415: errorAnswer('The body is not message/rfc822'),
  },
});

const assignQuarantine = defineRoute({
  method: 'post',
  path: '/api/inbound/quarantine/:id/assign',
  tag: 'inbound',
  operationId: 'assignInboundQuarantine',
  summary: 'Thread a quarantined mail into an enquiry the admin chose (admins)',
  body: z.object({
    enquiry_id: z.number({ error: V.invalid }).int({ error: V.invalid }).positive({ error: V.invalid }),
  }),
  responses: {
    200: { description: 'Threaded; the mail left the quarantine', schema: z.object({ enquiry_id: z.number().int() }) },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: errorAnswer('No such quarantined mail, or no such enquiry'),
    415: ERRORS.notJson,
  },
});

const deleteQuarantine = defineRoute({
  method: 'delete',
  path: '/api/inbound/quarantine/:id',
  tag: 'inbound',
  operationId: 'deleteInboundQuarantine',
  summary: 'Delete a quarantined mail (admins)',
  responses: {
    200: { description: 'Deleted', schema: z.object({ id: z.number().int() }) },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
  },
});

export const inboundRouteDeclarations = [postInboundMail, assignQuarantine, deleteQuarantine];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the shared secret (compared in constant time); never without a configured one. */
function hasSecret(secret: string | undefined, authorization: string | undefined): boolean {
  if (!secret) return false;
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}

export function inboundRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');
  const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.get('principal').role !== 'admin') await forbid(c, deps, mailQuarantineDef.name, 'list');
    await next();
  };

  mount(postInboundMail, [], async (c) => {
    if (!hasSecret(deps.config.inboundMailSecret, c.req.header('authorization')))
      throw new ApiError(401, MESSAGES.tokenInvalid);
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'message/rfc822') throw new ApiError(415, RFC822_REQUIRED);
    // The body limit (app.ts) answered 413 above INBOUND_MAX_BYTES before this reads it.
    const raw = Buffer.from(await c.req.arrayBuffer());
    const received = await receiveMail(deps, raw, { to: [] });
    if (received.status === 'refused') throw new ApiError(413, MESSAGES.tooLarge);
    return c.json({ status: received.status }, 202);
  });

  mount(assignQuarantine, [requireAuth(deps), adminOnly], async (c, { params: { id }, body: { enquiry_id } }) => {
    const principal = c.get('principal');
    const outcome = await assignQuarantined(deps, id, enquiry_id, { userId: principal.userId, ip: c.get('ip') });
    if (outcome !== 'assigned') throw new ApiError(404, MESSAGES.notFound);
    return c.json({ enquiry_id });
  });

  mount(deleteQuarantine, [requireAuth(deps), adminOnly], async (c, { params: { id } }) => {
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(mailQuarantine)
        .where(eq(mailQuarantine.id, id))
        .returning({ id: mailQuarantine.id, reason: mailQuarantine.reason });
      if (rows.length) {
        await audit(tx, {
          userId: c.get('principal').userId,
          action: 'delete',
          resource: mailQuarantineDef.name,
          recordId: id,
          ip: c.get('ip'),
          changes: { reason: rows[0].reason },
        });
      }
      return rows.length > 0;
    });
    if (!deleted) throw new ApiError(404, MESSAGES.notFound);
    return c.json({ id });
  });
  return app;
}
