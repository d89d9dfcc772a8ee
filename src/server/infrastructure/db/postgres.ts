import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database';
import { migrationsFolder } from './migrationsFolder';
import * as schema from './schema';
import { withTimeout } from './timeout';

const MIGRATION_LOCK = 7_320_551; // any constant shared by every Visapath process
const CONNECT_TIMEOUT_MS = 5_000;

/** A PostgreSQL server through a pool of `max` connections; the server cancels a statement after `statementTimeoutMs`. */
export function openPostgres(url: string, max: number, statementTimeoutMs: number): Database {
  // A server that is down refuses at once; one that does not answer at all must not hold requests forever.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
  });
  return {
    ...poolDatabase(pool),
    engine: 'postgres',
    dumpDataDir: null,
    ping: (timeoutMs) => withTimeout(pool.query('select 1'), timeoutMs),
  };
}

/** What both engines share: Drizzle over node-postgres, and migrations under an advisory lock. */
export function poolDatabase(pool: pg.Pool): Pick<Database, 'db' | 'pool' | 'migrate' | 'close'> {
  // An idle connection the server drops (restart, failover, a dropped database) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return {
    db: drizzle(pool, { schema }),
    pool,
    async migrate() {
      // Several processes may start at once: one migrates, the others wait and then find nothing to do.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
