import pg from 'pg';
import { z } from 'zod';
import type { Database } from './db/client';
import { EVENTS_CHANNEL, type LiveEvent } from './events';

/**
 * What a process's listener hands its subscribers: an event, or `resync` after the listening connection was lost
 * and opened again (events published meanwhile are gone, so a client should reload what it shows), or `closing`
 * when the process shuts the listener down (a stream then ends).
 */
export type LiveSignal =
  { kind: 'event'; id: number; event: LiveEvent } | { kind: 'resync'; id: number } | { kind: 'closing'; id: number };

export interface LiveEventHub {
  /** Calls `listener` with every signal from now on; the listening connection opens with the first subscriber. */
  subscribe(listener: (signal: LiveSignal) => void): () => void;
  /** Resolves once the process listens (LISTEN has been answered); opens the connection if it was not yet. */
  ready(): Promise<void>;
  /** How many subscribers there are now. */
  size(): number;
  /** Tells the subscribers `closing` (the streams end), then closes the listening connection. */
  close(): Promise<void>;
}

const liveEventSchema = z.object({
  type: z.enum(['enquiry.created', 'enquiry.updated', 'enquiry.message']),
  enquiry_id: z.number().int(),
  organization_id: z.number().int().nullable(),
  by: z.number().int().positive().optional(),
});

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * One LISTEN per process on the events channel, fanned out to the process's subscribers (the open event streams):
 * any process's publishEvent (pg_notify) reaches every process's streams.
 *
 * - A PostgreSQL server: a dedicated `pg` client, outside the pool (a pooled connection would be handed to
 *   queries and given back; LISTEN belongs to one session for good). It reconnects after an error, with a
 *   growing pause, and tells the subscribers to resync.
 * - Embedded PGlite: its socket server takes one connection, the pool's, so there is no second one to open. The
 *   pool's connection LISTENs instead: PGlite has a single session, every NOTIFY is that session's own, and
 *   PostgreSQL sends a session its own notifications when the notifying transaction commits; pglite-socket
 *   forwards the NotificationResponse messages with the answer to that statement (tests/api/events.test.ts
 *   proves it). A replaced pool connection LISTENs again as it connects. A PGlite database has one process anyway.
 */
export function createLiveEventHub(database: Database): LiveEventHub {
  const listeners = new Set<(signal: LiveSignal) => void>();
  let nextId = 0;
  let started: Promise<void> | null = null;
  let closed = false;
  let stopSource: (() => Promise<void>) | null = null;

  const dispatch = (signal: LiveSignal) => {
    for (const listener of listeners) {
      try {
        listener(signal);
      } catch (error) {
        console.error('Live event listener failed:', error);
      }
    }
  };
  const onPayload = (message: pg.Notification) => {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    const event = liveEventSchema.safeParse(parsed);
    if (event.success) dispatch({ kind: 'event', id: ++nextId, event: event.data });
  };
  const resync = () => dispatch({ kind: 'resync', id: ++nextId });

  function start(): Promise<void> {
    if (closed) return Promise.resolve();
    if (!started) {
      started = (database.engine === 'pglite' ? listenOnPool : listenDedicated)().catch((error: unknown) => {
        started = null;
        throw error;
      });
    }
    return started;
  }

  /** PGlite: the pool's one connection listens (see above). */
  async function listenOnPool() {
    const { pool } = database;
    const attached = new WeakSet<pg.PoolClient>();
    const attach = (client: pg.PoolClient) => {
      if (attached.has(client)) return;
      attached.add(client);
      client.on('notification', onPayload);
      client.query(`listen ${EVENTS_CHANNEL}`).catch(() => undefined);
    };
    const onConnect = (client: pg.PoolClient) => {
      attach(client);
      // Not the first connection: events may have been missed in between.
      resync();
    };
    const client = await pool.connect();
    try {
      attach(client);
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } finally {
      client.release();
    }
    pool.on('connect', onConnect);
    stopSource = async () => {
      pool.off('connect', onConnect);
    };
  }

  /** A PostgreSQL server: a client of its own, opened again after an error. */
  async function listenDedicated() {
    const connectionString = database.pool.options.connectionString;
    let client: pg.Client | null = null;
    let timer: NodeJS.Timeout | undefined;
    let pause = RECONNECT_FIRST_MS;

    const open = async (first = false) => {
      const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      fresh.on('notification', onPayload);
      fresh.on('error', (error) => lost(fresh, error));
      fresh.on('end', () => lost(fresh));
      client = fresh;
      try {
        await fresh.connect();
        await fresh.query(`listen ${EVENTS_CHANNEL}`);
      } catch (error) {
        // The first attempt's failure is the caller's (a later subscriber tries again); a reconnect's, the timer's.
        if (!first) lost(fresh, error);
        else {
          client = null;
          await fresh.end().catch(() => undefined);
        }
        throw error;
      }
      pause = RECONNECT_FIRST_MS;
    };
    const lost = (which: pg.Client, error?: unknown) => {
      if (closed || client !== which) return;
      client = null;
      which.removeAllListeners('notification');
      which.end().catch(() => undefined);
      if (error instanceof Error) console.error(`Live events: listening connection lost: ${error.message}`);
      timer = setTimeout(() => {
        open().then(resync, () => undefined);
      }, pause);
      timer.unref();
      pause = Math.min(pause * 2, RECONNECT_MAX_MS);
    };
    await open(true);
    stopSource = async () => {
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      start().catch((error: unknown) =>
        console.error(`Live events: cannot listen: ${error instanceof Error ? error.message : String(error)}`),
      );
      return () => listeners.delete(listener);
    },
    ready: () => start(),
    size: () => listeners.size,
    async close() {
      closed = true;
      dispatch({ kind: 'closing', id: ++nextId });
      listeners.clear();
      await stopSource?.();
    },
  };
}
