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
  /** Longest a statement may run; 10 s when not given. */
  statementTimeoutMs?: number;
}

const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** Opens the database the options name; nothing else (migrating is the caller's call: Database.migrate). */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, statementTimeoutMs);
  return openPglite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, statementTimeoutMs });
}
