import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { moveDiskUploads } from './diskUploads';
import { databaseStorage } from './fileStorage';
import { accountsWithDemoPassword, hasUsers, seedFirstAdmin } from './seed/accounts';
import { seedDemo, seedReference } from './seed';

export class StartupError extends Error {}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  // PGlite creates its own folder but not the ones above it (DATA_DIR is only created for a generated JWT secret).
  mkdirSync(config.dataDir, { recursive: true });
  return openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    statementTimeoutMs: config.statementTimeoutMs,
  });
}

/**
 * Migrates, moves uploads an earlier version kept on disk into the database, then seeds: demo data outside production; in production only the first admin of the configuration
 * (ADMIN_EMAIL/ADMIN_PASSWORD), and a refusal to run while any account has the public demo password.
 */
export async function prepareDatabase(config: Config, database: Database) {
  await database.migrate();
  const { db } = database;
  const moved = await moveDiskUploads(config.dataDir, databaseStorage(db));
  if (moved) console.log(`Moved ${moved} uploaded files from ${join(config.dataDir, 'uploads')} into the database.`);
  if (!config.production) {
    if (await seedDemo(db)) console.log('Seeded demo data.');
    return;
  }
  if (!(await hasUsers(db))) {
    if (!config.firstAdmin) {
      throw new StartupError(
        'The database has no users. Set ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters) to create the first admin.',
      );
    }
    await seedFirstAdmin(db, config.firstAdmin.email, config.firstAdmin.password);
    await seedReference(db);
  }
  const demo = await accountsWithDemoPassword(db);
  if (demo.length) {
    throw new StartupError(
      `Refusing to start in production: these accounts still use the demo password: ${demo.join(', ')}. Change their passwords first.`,
    );
  }
}
