import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema';

/** The Drizzle handle every query goes through, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: embedded PGlite or a PostgreSQL server behind a pool. */
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
}
