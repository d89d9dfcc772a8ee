import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database';
import { migrationsFolder } from './migrationsFolder';
import * as schema from './schema';
import { withTimeout } from './timeout';

export interface PgliteOptions {
  /** Data directory; omitted means in memory. */
  dataDir?: string;
  /** A data-dir dump to start from (tests start from a migrated, seeded template). */
  loadDataDir?: Blob | File;
}

/** Embedded PostgreSQL (PGlite) in this process. */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  // PGlite runs every query, and every transaction as a whole, under one mutex: a request's queries can
  // never land inside another request's transaction (tests/api/db.test.ts proves it).
  const db = drizzle(client, { schema });
  return {
    db,
    engine: 'pglite',
    pglite: client,
    pool: null,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    ping: (timeoutMs) => withTimeout(client.query('select 1'), timeoutMs),
  };
}
