import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { Database } from './database';
import { poolDatabase } from './postgres';
import { withTimeout } from './timeout';

// Beside this module, or beside the bundle in dist-server/ (the build copies it there). Under jsdom (UI tests)
// import.meta.url is not a file URL; the project root is the working directory there.
const here = new URL('./pgliteWorker.mjs', import.meta.url);
const WORKER =
  here.protocol === 'file:' ? fileURLToPath(here) : resolve('src/server/infrastructure/db/pgliteWorker.mjs');

export interface PgliteOptions {
  /** Data directory; omitted means in memory. */
  dataDir?: string;
  /** A data-dir dump to start from (tests start from a migrated, seeded template). */
  loadDataDir?: Uint8Array;
  /** Longest the API waits for a statement's answer. */
  statementTimeoutMs: number;
}

/**
 * Embedded PostgreSQL (PGlite) in a worker thread, served over the PostgreSQL protocol by
 * @electric-sql/pglite-socket on a Unix socket in a folder only this user can open. Its queries run on that
 * thread, so a long bulk edit no longer stops every other route; the API reaches it through one `pg`
 * connection, as it reaches a PostgreSQL server. One connection, because PGlite has one session: every
 * statement and every transaction as a whole run one after another (tests/api/db.test.ts proves it).
 */
/**
 * A connection that starts by dropping the named statements a previous connection left in PGlite's one session
 * (one dropped after a timeout), before any query of its own: the pool hands it out only once that is done.
 */
class FreshSessionClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
  override connect(
    callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void),
  ): Promise<pg.Client> | void {
    const ready = super.connect().then(async () => {
      await this.query('deallocate all');
      return this;
    });
    if (!callback) return ready;
    const done = callback as (error: Error | null, client?: pg.Client) => void;
    ready.then(
      (client) => done(null, client),
      (error: Error) => done(error),
    );
  }
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  const socketDir = mkdtempSync(join(tmpdir(), 'visapath-pglite-'));
  const worker = new Worker(WORKER, {
    workerData: {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      socketPath: join(socketDir, '.s.PGSQL.5432'),
    },
  });
  const call = workerCalls(worker);
  try {
    await call('ready');
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
  const pool = new pg.Pool({
    Client: FreshSessionClient,
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    // Named statements live in PGlite's one session: the connection is kept rather than reopened.
    idleTimeoutMillis: 0,
    // PGlite ignores statement_timeout (nothing can interrupt its thread): the API stops waiting instead, and the
    // statement runs on in the worker, the next ones waiting for it.
    query_timeout: options.statementTimeoutMs,
    // A request waiting that long for the one connection (a long bulk edit ahead) gets the same answer.
    connectionTimeoutMillis: options.statementTimeoutMs,
  });
  const shared = poolDatabase(pool);
  return {
    ...shared,
    engine: 'pglite',
    ping: (timeoutMs) => withTimeout(call('ping'), timeoutMs),
    dumpDataDir: async () => new Blob([(await call('dump')) as Uint8Array<ArrayBuffer>]),
    async close() {
      await shared.close();
      await call('close').catch(() => undefined);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** Requests to the worker, each answered by the message with its id (id 0: the worker is ready). */
function workerCalls(worker: Worker) {
  const waiting = new Map<number, { ok: (result: unknown) => void; fail: (error: Error) => void }>();
  let next = 0;
  worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error === undefined) call?.ok(message.result);
    else call?.fail(new Error(message.error));
  });
  const failAll = (error: Error) => {
    for (const call of waiting.values()) call.fail(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('the PGlite worker has stopped')));
  return (op: 'ready' | 'ping' | 'dump' | 'close') =>
    new Promise<unknown>((ok, fail) => {
      const id = op === 'ready' ? 0 : ++next;
      waiting.set(id, { ok, fail });
      if (op !== 'ready') worker.postMessage({ id, op });
    });
}
