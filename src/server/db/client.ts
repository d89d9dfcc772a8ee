import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** The PGlite instance when running embedded (tests clone it), otherwise null. */
  pglite: PGlite | null;
  pool: pg.Pool | null;
}

const here = new URL('./migrations', import.meta.url);
// Under jsdom (UI tests) import.meta.url is not a file URL; the project root is the working directory there.
export const migrationsFolder = here.protocol === 'file:' ? fileURLToPath(here) : resolve('src/server/db/migrations');
const MIGRATION_LOCK = 7_320_551; // any constant shared by every Visapath process

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
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
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
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover, a dropped database) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    close: () => pool.end(),
  };
}
