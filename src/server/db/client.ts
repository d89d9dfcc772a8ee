import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the checked-in migrations; safe to run on every start and from several processes. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Resolves once the database has answered a trivial query, rejects if it has not within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  /** The PGlite instance when running embedded (tests clone it), otherwise null. */
  pglite: PGlite | null;
  pool: pg.Pool | null;
  /**
   * LISTENs on `channel` (NOTIFY from any process, this one included). `state(true)` once notifications flow;
   * `state(false)` while they may not (connection lost, reconnecting): whatever was derived from them must not be
   * trusted then, and is stale once they flow again. Returns a function that stops the delivery to `handlers`.
   */
  listen(channel: string, handlers: NotificationHandlers): () => void;
  /**
   * Calls `handler` once a statement sent through this process's connections that may have changed one of
   * `tables` (UPDATE, DELETE, TRUNCATE, MERGE), or the transaction it ran in, has completed: before the caller
   * sees its result. On PostgreSQL a NOTIFY sent at the same commit reaches the listening connection only
   * later; PGlite delivers it before the statement's result, so there this never fires.
   */
  onLocalWrite(tables: readonly string[], handler: () => void): () => void;
}

export interface NotificationHandlers {
  message(payload: string): void;
  state(live: boolean): void;
}

const here = new URL('./migrations', import.meta.url);
// Under jsdom (UI tests) import.meta.url is not a file URL; the project root is the working directory there.
export const migrationsFolder = here.protocol === 'file:' ? fileURLToPath(here) : resolve('src/server/db/migrations');
const MIGRATION_LOCK = 7_320_551; // any constant shared by every Visapath process
const CONNECT_TIMEOUT_MS = 5_000;

/** Settles like `work`, or rejects once `ms` have passed. */
async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_ok, fail) => { timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms); });
  work.catch(() => undefined); // once timed out, a late failure is nobody's concern
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start from a migrated, seeded template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  // PGlite runs every query, and every transaction as a whole, under one mutex: a request's queries can
  // never land inside another request's transaction (tests/api/db.test.ts proves it).
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    pool: null,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    ping: (timeoutMs) => withTimeout(client.query('select 1'), timeoutMs),
    listen(channel, handlers) {
      let stopped = false;
      const unlisten = client.listen(channel, (payload) => { if (!stopped) handlers.message(payload); });
      unlisten.then(() => { if (!stopped) handlers.state(true); }, (error: unknown) => {
        console.error(`LISTEN ${channel} failed`, error);
      });
      return () => {
        stopped = true;
        void unlisten.then((stop) => stop()).catch(() => undefined);
      };
    },
    // PGlite runs statements one at a time and hands a statement's notifications to the listeners before its
    // result: listen() already sees every local write in time.
    onLocalWrite: () => () => undefined,
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const writes = localWriteWatch();
  // A server that is down refuses at once; one that does not answer at all must not hold requests forever.
  const pool = new pg.Pool({
    connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, Client: writes.Client as unknown as new () => pg.ClientBase,
  });
  // An idle connection the server drops (restart, failover, a dropped database) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = pgListener(url);
  return {
    db,
    engine: 'postgres',
    pglite: null,
    pool,
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    close: async () => {
      listener.close();
      await pool.end();
    },
    ping: (timeoutMs) => withTimeout(pool.query('select 1'), timeoutMs),
    listen: (channel, handlers) => listener.add(channel, handlers),
    onLocalWrite: writes.watch,
  };
}

interface Watcher { pattern: RegExp; handler: () => void }

/**
 * A pg.Client class for the pool that reports, per statement it runs, whether the statement may have written
 * a watched table; see Database.onLocalWrite. A statement counts when its text has a writing keyword and names
 * the table: a generous test, since a false positive only costs the watcher some cached state.
 */
function localWriteWatch() {
  const watchers = new Set<Watcher>();
  const seen = new Map<string, Watcher[]>(); // statement text → the watchers it concerns (texts repeat)
  const WRITE = /\b(?:update|delete|truncate|merge)\b/i;
  const concerned = (text: string): Watcher[] => {
    let hit = seen.get(text);
    if (!hit) {
      hit = WRITE.test(text) ? [...watchers].filter((w) => w.pattern.test(text)) : [];
      if (seen.size >= 1000) seen.clear();
      seen.set(text, hit);
    }
    return hit;
  };
  const fire = (list: Iterable<Watcher>) => {
    for (const w of list) {
      try { w.handler(); } catch (error) { console.error('local write watcher failed', error); }
    }
  };
  type Callback = (error: Error | null, result: unknown) => void;
  type Query = (...args: unknown[]) => unknown;

  class WatchedClient extends pg.Client {
    /** Watchers concerned by statements of the open transaction, told again once it ends. */
    private readonly pending = new Set<Watcher>();

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as Query;
      const watched: Query = (...args) => {
        if (!watchers.size) return query(...args);
        const first = args[0] as { text?: unknown; submit?: unknown } | string;
        const text = typeof first === 'string' ? first : typeof first?.text === 'string' && typeof first.submit !== 'function' ? first.text : undefined;
        if (text === undefined) return query(...args);
        const hit = concerned(text);
        if (!hit.length && !this.pending.size) return query(...args);
        const ends = /^\s*(?:commit|end|rollback|abort)\b(?!\s+to\b)/i.test(text);
        if (!hit.length && !ends) return query(...args);
        for (const w of hit) this.pending.add(w);
        const done = () => {
          fire(ends ? this.pending : hit);
          if (ends) this.pending.clear();
        };
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          const callback = args[last] as Callback;
          args[last] = ((error, result) => { done(); callback(error, result); }) satisfies Callback;
          return query(...args);
        }
        const result = query(...args) as Promise<unknown>;
        return result.then((value) => { done(); return value; }, (error: unknown) => { done(); throw error; });
      };
      this.query = watched as unknown as pg.Client['query'];
    }
  }

  return {
    Client: WatchedClient,
    watch(tables: readonly string[], handler: () => void) {
      const names = tables.map((t) => t.replace(/[^\w$]/g, '')).join('|');
      const watcher: Watcher = { pattern: new RegExp(`(?<![\\w$])"?(?:${names})"?(?![\\w$])`, 'i'), handler };
      watchers.add(watcher);
      seen.clear();
      return () => { watchers.delete(watcher); seen.clear(); };
    },
  };
}

const LISTEN_HEARTBEAT_MS = 15_000;
const LISTEN_TIMEOUT_MS = 5_000;

/**
 * One dedicated connection per Database for LISTEN, opened on first use, reconnecting with back-off. Handlers
 * hear `state(false)` as soon as it is lost (or a heartbeat goes unanswered) and `state(true)` once it listens
 * again.
 */
function pgListener(url: string) {
  const channels = new Map<string, Set<NotificationHandlers>>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let connecting = false;
  let retryMs = 100;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const tell = (set: Iterable<NotificationHandlers>, up: boolean) => {
    for (const h of set) {
      try { h.state(up); } catch (error) { console.error('notification handler failed', error); }
    }
  };
  const everyone = function* () { for (const set of channels.values()) yield* set; };

  function down(c: pg.Client, reason?: string) {
    if (c !== client) return;
    client = null;
    clearInterval(heartbeat);
    if (live) {
      live = false;
      if (reason) console.error(`PostgreSQL LISTEN connection lost (${reason}); reconnecting`);
      tell(everyone(), false);
    }
    c.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (closed || retry || connecting || client) return;
    retry = setTimeout(() => { retry = undefined; void connect(); }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 5_000);
  }

  async function connect() {
    if (closed || connecting || client) return;
    connecting = true;
    const c = new pg.Client({
      connectionString: url, keepAlive: true, connectionTimeoutMillis: LISTEN_TIMEOUT_MS, query_timeout: LISTEN_TIMEOUT_MS,
    });
    c.on('error', (error) => down(c, error.message));
    c.on('end', () => down(c, 'closed'));
    c.on('notification', (n) => {
      if (c !== client || !live) return;
      for (const h of channels.get(n.channel) ?? []) {
        try { h.message(n.payload ?? ''); } catch (error) { console.error('notification handler failed', error); }
      }
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      connecting = false;
      c.end().catch(() => undefined);
      if (!closed) {
        console.error(`PostgreSQL LISTEN connection failed (${(error as Error).message}); retrying`);
        schedule();
      }
      return;
    }
    connecting = false;
    if (closed) {
      c.end().catch(() => undefined);
      return;
    }
    client = c;
    live = true;
    retryMs = 100;
    heartbeat = setInterval(() => {
      c.query('select 1').catch((error: Error) => down(c, error.message));
    }, LISTEN_HEARTBEAT_MS);
    heartbeat.unref();
    tell(everyone(), true);
  }

  return {
    add(channel: string, handlers: NotificationHandlers) {
      let set = channels.get(channel);
      const fresh = !set;
      if (!set) channels.set(channel, (set = new Set()));
      set.add(handlers);
      if (client && fresh) {
        const c = client;
        c.query(`LISTEN ${quote(channel)}`).then(() => { if (c === client && set.has(handlers)) tell([handlers], true); },
          (error: Error) => down(c, error.message));
      } else if (client && live) {
        queueMicrotask(() => { if (client && live && set.has(handlers)) tell([handlers], true); });
      } else {
        void connect();
      }
      return () => { set.delete(handlers); };
    },
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = client;
      client = null;
      live = false;
      c?.end().catch(() => undefined);
    },
  };
}
