import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ResourceDef } from '../../domain/resource';
import { audit } from '../audit';
import { assertCan, requireAuth, sessionResolver } from '../auth/guard';
import { sameDigest } from '../auth/tokens';
import type { AppEnv, Deps } from '../context';
import { tableOf } from '../db/resourceTables';
import { users } from '../db/schema';
import { MESSAGES, errorJson, readJson } from '../http';
import { csvStream, exportFileName, exportPlan } from './csvExport';
import { parseListQuery } from './listQuery';

/** How long a download link stays valid: long enough for the browser to follow it, too short to share. */
export const EXPORT_TICKET_SECONDS = 60;

interface Ticket {
  sub: number;
  sid: string;
  tv: number;
  resource: string;
  filter?: string;
  sort?: string;
  exp: number;
}

const encode = (ticket: Ticket) => Buffer.from(JSON.stringify(ticket)).toString('base64url');

function readTicket(deps: Deps, raw: string, resource: string): Ticket | null {
  const [payload, mac] = raw.split('.');
  if (!payload || !mac || !sameDigest(mac, deps.tokens.digest(`export:${payload}`))) return null;
  try {
    const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Ticket;
    return ticket.resource === resource && ticket.exp > Date.now() / 1000 ? ticket : null;
  } catch {
    return null;
  }
}

/**
 * The streamed CSV export of a resource (docs/api.md, Exporting enquiries). A browser cannot send its Bearer token with a plain
 * download, and a download through fetch would hold the whole file in the page's memory; so the SPA asks for
 * a short-lived signed link (POST …/export-url with the list's filter and sort) and lets the browser fetch it.
 * API clients may also GET …/export.csv?filter=&sort= with their Bearer token.
 */
export function exportRoutes(def: ResourceDef, deps: Deps) {
  const { db } = deps.database;
  const table = tableOf(def.name);
  const app = new Hono<AppEnv>();
  const bearer = requireAuth(deps);
  const resolveSession = sessionResolver(deps);

  /** A ticket stands for its session: it dies with it (logout, deactivation, password change). */
  const ticketOrBearer = createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.query('ticket');
    if (raw === undefined) return bearer(c, next);
    const ticket = readTicket(deps, raw, def.name);
    const session = ticket && (await resolveSession(ticket.sid, ticket.sub, ticket.tv));
    if (!ticket || !session) return errorJson(c, 401, MESSAGES.tokenInvalid);
    c.set('principal', session.principal);
    c.set('exportQuery', { filter: ticket.filter, sort: ticket.sort });
    await next();
  });

  app.post(`/${def.name}/export-url`, bearer, async (c) => {
    await assertCan(c, deps, def.name, 'export');
    const body = (await readJson(c)) as { filter?: unknown; sort?: unknown } | null;
    const filter = body?.filter === undefined ? undefined : JSON.stringify(body.filter);
    const sort = body?.sort === undefined ? undefined : JSON.stringify(body.sort);
    parseListQuery(def, table, { filter, sort }); // a bad filter is a 400 now, not a broken download later
    const p = c.get('principal');
    const [user] = await db.select({ tv: users.token_version }).from(users).where(eq(users.id, p.userId));
    const payload = encode({
      sub: p.userId,
      sid: p.sessionId,
      tv: user.tv,
      resource: def.name,
      filter,
      sort,
      exp: Math.floor(Date.now() / 1000) + EXPORT_TICKET_SECONDS,
    });
    const ticket = `${payload}.${deps.tokens.digest(`export:${payload}`)}`;
    return c.json({ url: `${def.base}/${def.name}/export.csv?ticket=${ticket}`, expiresIn: EXPORT_TICKET_SECONDS });
  });

  app.get(`/${def.name}/export.csv`, ticketOrBearer, async (c) => {
    await assertCan(c, deps, def.name, 'export');
    const principal = c.get('principal');
    const params = c.get('exportQuery') ?? { filter: c.req.query('filter'), sort: c.req.query('sort') };
    const plan = exportPlan(def, table, parseListQuery(def, table, params), principal);
    await audit(db, {
      userId: principal.userId,
      action: 'export',
      resource: def.name,
      ip: c.get('ip'),
      changes: { filter: params.filter ?? null, sort: params.sort ?? null },
    });
    return c.body(csvStream(deps.database, plan), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(def)}"`,
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
