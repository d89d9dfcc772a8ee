import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, Db } from './database';

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests start from a migrated, seeded template). */
  loadDataDir?: Uint8Array;
  poolSize?: number;
}

/** Opens the database the options name; nothing else (migrating is the caller's call: Database.migrate). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
}
