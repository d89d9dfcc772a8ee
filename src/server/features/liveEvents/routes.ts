import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { canAccess } from '@/domain/access';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import type { AppEnv, Deps, Principal } from '@/server/infrastructure/context';
import { sessions, users } from '@/server/infrastructure/db/schema';
import type { LiveEvent } from '@/server/infrastructure/events';
import { MESSAGES, errorJson } from '@/server/infrastructure/http';
import type { LiveSignal } from '@/server/infrastructure/liveEvents';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { createSingleUseTokens } from '@/server/infrastructure/singleUseTokens';
import { sameDigest } from '@/server/infrastructure/tokens';
import { requireAuth, sessionResolver } from '@/server/middleware/guard';
import { sessionActivity } from '@/server/middleware/sessionActivity';

/** How long a ticket from POST /api/events/ticket may wait to be used: long enough to open the stream. */
const TICKET_SECONDS = 60;
/** A comment this often keeps proxies and the browser from taking a quiet stream for a dead one. */
const HEARTBEAT_MS = 25_000;
/** How often a process checks that the sessions of its open streams are still live (one query for all of them). */
export const SESSION_CHECK_MS = 5_000;
/** What a browser waits before it reconnects a dropped stream (the `retry:` field). */
const RETRY_MS = 3_000;

/**
 * Whether a signed-in user's stream carries an event, scoped exactly like the enquiry list: an admin every event,
 * a partner role that may list enquiries those of its own organisation, any other role none.
 */
function mayReceive(principal: Pick<Principal, 'role' | 'organizationId'>, event: LiveEvent): boolean {
  if (!canAccess(principal.role, { resource: enquiryDef.name, action: 'list' })) return false;
  if (principal.role === 'admin') return true;
  return principal.organizationId != null && event.organization_id === principal.organizationId;
}

const ticketAnswer = z.object({
  ticket: z.string().describe('for GET /api/events?ticket=…; works once'),
  expiresIn: z.number().int().describe('seconds'),
});

const issueTicket = defineRoute({
  method: 'post',
  path: '/api/events/ticket',
  tag: 'events',
  operationId: 'createEventsTicket',
  summary: `A single-use ticket to open the event stream, valid for ${TICKET_SECONDS} seconds (a browser's EventSource cannot send a token)`,
  responses: {
    200: { description: 'The ticket', schema: ticketAnswer },
    401: ERRORS.unauthorized,
  },
});

const streamEvents = defineRoute({
  method: 'get',
  path: '/api/events',
  tag: 'events',
  operationId: 'streamEvents',
  summary: "The signed-in user's live events, as server-sent events, with a Bearer token or a ticket",
  description:
    'Each event names its type (`enquiry.created`, `enquiry.updated`, `enquiry.message`) and carries `{type, enquiry_id, organization_id, by}` (`by`: the user who made the change, when one did), ' +
    'scoped like the enquiry list (an admin every enquiry, partner staff their organisation’s, other roles none). ' +
    '`resync` (no data of interest) means events may have been missed: reload what is shown. ' +
    `A comment is sent every ${HEARTBEAT_MS / 1000} seconds; the stream ends when the session does (sign-out, revocation, a changed role).`,
  query: z.object({
    ticket: z.string().optional().describe('from POST /api/events/ticket: instead of a token'),
  }),
  responses: {
    200: { description: 'The stream', contentType: 'text/event-stream', schema: { type: 'string' } },
    401: errorAnswer('Authorization token missing or invalid, or a ticket that is not valid (any more)'),
  },
});

export const liveEventRouteDeclarations = [issueTicket, streamEvents];

const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(': heartbeat\n\n');
const OPENING = encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`);
/** Each signal's bytes, made once for all the streams that send it. */
const encodings = new WeakMap<LiveSignal, Uint8Array>();
function encoded(signal: Exclude<LiveSignal, { kind: 'closing' }>): Uint8Array {
  let bytes = encodings.get(signal);
  if (!bytes) {
    const [type, data] =
      signal.kind === 'resync' ? ['resync', '{}'] : [signal.event.type, JSON.stringify(signal.event)];
    bytes = encoder.encode(`id: ${signal.id}\nevent: ${type}\ndata: ${data}\n\n`);
    encodings.set(signal, bytes);
  }
  return bytes;
}

interface OpenStream {
  principal: Principal;
  tv: number;
  send: (signal: LiveSignal) => void;
  end: () => void;
}

const encodeTicket = (ticket: { sid: string; once: string }) =>
  Buffer.from(JSON.stringify(ticket)).toString('base64url');

/**
 * GET /api/events: one server-sent-events stream per signed-in user. The process's LISTEN (deps.events) hands
 * every event to each open stream, which passes on what its user may see; every SESSION_CHECK_MS one query
 * looks up the sessions of all open streams, and a stream whose session is no longer live exactly as it was
 * opened (signed out, revoked, expired, idle, the user deactivated, a new role or organisation) ends.
 */
export function liveEventRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');
  const bearer = requireAuth(deps);
  const resolveSession = sessionResolver(deps);
  const activity = sessionActivity(deps);
  const onceTokens = createSingleUseTokens(deps, 'events', TICKET_SECONDS * 1000);
  const streams = new Set<OpenStream>();
  let checker: NodeJS.Timeout | undefined;

  function readTicket(raw: string): { sid: string; once: string } | null {
    const [payload, mac] = raw.split('.');
    if (!payload || !mac || !sameDigest(mac, deps.tokens.digest(`events:${payload}`))) return null;
    try {
      const parsed = z
        .object({ sid: z.string(), once: z.string() })
        .safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** Ends every stream whose session is no longer live as it was opened. */
  async function checkSessions() {
    if (!streams.size) return;
    const open = [...streams];
    const sids = [...new Set(open.map((s) => s.principal.sessionId))];
    const now = new Date().toISOString();
    const rows = await db
      .select({
        sid: sessions.id,
        userId: sessions.user_id,
        tv: users.token_version,
        userType: users.user_type,
        organizationId: users.organization_id,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          inArray(sessions.id, sids),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, now),
          gt(sessions.last_seen_at, activity.idleSince()),
          eq(users.is_active, true),
        ),
      );
    const live = new Map(rows.map((r) => [r.sid, r]));
    for (const stream of open) {
      const row = live.get(stream.principal.sessionId);
      const same =
        row &&
        row.userId === stream.principal.userId &&
        row.tv === stream.tv &&
        row.userType === stream.principal.userType &&
        row.organizationId === stream.principal.organizationId;
      if (!same) stream.end();
    }
  }

  const track = (stream: OpenStream) => {
    streams.add(stream);
    checker ??= setInterval(() => {
      checkSessions().catch((error: unknown) =>
        console.error(`Live events: session check failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, SESSION_CHECK_MS);
    checker.unref();
  };
  const untrack = (stream: OpenStream) => {
    streams.delete(stream);
    if (!streams.size && checker) {
      clearInterval(checker);
      checker = undefined;
    }
  };

  /** The Bearer token, or a ticket that stands for its session (and dies with it) and works once. */
  const ticketOrBearer = createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.query('ticket');
    if (raw === undefined) return bearer(c, next);
    const ticket = readTicket(raw);
    const row = ticket && (await onceTokens.redeem(ticket.once));
    const session = ticket && row && (await resolveSession(ticket.sid, row.user_id, row.token_version));
    if (!session) return errorJson(c, 401, MESSAGES.tokenInvalid);
    c.set('principal', session.principal);
    await next();
  });

  mount(issueTicket, [bearer], async (c) => {
    const p = c.get('principal');
    const [user] = await db.select({ tv: users.token_version }).from(users).where(eq(users.id, p.userId));
    const once = await onceTokens.issue({ id: p.userId, token_version: user.tv });
    const payload = encodeTicket({ sid: p.sessionId, once });
    return c.json({ ticket: `${payload}.${deps.tokens.digest(`events:${payload}`)}`, expiresIn: TICKET_SECONDS });
  });

  mount(streamEvents, [ticketOrBearer], async (c) => {
    const principal = c.get('principal');
    const [user] = await db.select({ tv: users.token_version }).from(users).where(eq(users.id, principal.userId));
    await deps.events.ready();
    let stream: OpenStream | undefined;
    let unsubscribe: (() => void) | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe?.();
      if (stream) untrack(stream);
    };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let ended = false;
        const write = (bytes: Uint8Array) => {
          if (ended) return;
          try {
            controller.enqueue(bytes);
          } catch {
            end();
          }
        };
        const end = () => {
          if (ended) return;
          ended = true;
          cleanup();
          try {
            controller.close();
          } catch {
            /* already closed by the client */
          }
        };
        const send = (signal: LiveSignal) => {
          if (signal.kind === 'closing') end();
          else if (signal.kind === 'resync' || mayReceive(principal, signal.event)) write(encoded(signal));
        };
        stream = { principal, tv: user?.tv ?? -1, send, end };
        track(stream);
        unsubscribe = deps.events.subscribe(send);
        heartbeat = setInterval(() => write(HEARTBEAT), HEARTBEAT_MS);
        heartbeat.unref();
        write(OPENING);
      },
      cancel() {
        cleanup();
      },
    });
    return c.body(body, 200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
  });

  return app;
}
