import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema';

/** The Drizzle handle every query goes through, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open database: embedded PGlite (in a worker thread, reached over the PostgreSQL protocol) or a PostgreSQL
 * server. Either way every query goes through `pool`, with node-postgres.
 */
export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the checked-in migrations; safe to run on every start and from several processes. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Resolves once the database has answered, rejects if it has not within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  pool: pg.Pool;
  /** PGlite: its data directory as a tarball (tests start each file from a copy); null on PostgreSQL. */
  dumpDataDir: (() => Promise<Blob>) | null;
}
