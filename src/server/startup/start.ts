import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_V } from '@/domain/auth';
import { passwordProblem } from '@/server/features/auth/breached';
import { startInboundSmtp, type InboundListener } from '@/server/features/inbound/smtp';
import { ConfigError, type Config } from '@/server/infrastructure/config';
import type { Deps } from '@/server/infrastructure/context';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { moveDiskUploads } from '@/server/infrastructure/diskUploads';
import { databaseStorage } from '@/server/infrastructure/fileStorage';
import { createReplySender } from '@/server/features/enquiries/replySender';
import { createDigestSender } from '@/server/features/enquiries/notifications';
import { createPublicationScheduler } from '@/server/features/publication/scheduler';
import { createWebhookSender } from '@/server/features/webhooks/sender';
import { FIRST_ADMIN, accountsWithDemoPassword, hasUsers, seedFirstAdmin } from './seed/accounts';
import { seedDemo, seedReference } from './seed';

export class StartupError extends Error {}

/**
 * The first admin's password (ADMIN_PASSWORD) against the breached list and the admin's own email and name, as
 * any new password is checked: the environment's schema checks only its form, this runs at start. A ConfigError
 * naming the variable otherwise.
 */
export function checkFirstAdmin(config: Config): void {
  if (!config.firstAdmin) return;
  const problem = passwordProblem(config.firstAdmin.password, {
    email: config.firstAdmin.email,
    first_name: FIRST_ADMIN.first_name,
    last_name: FIRST_ADMIN.last_name,
  });
  if (problem === AUTH_V.passwordBreached)
    throw new ConfigError(['ADMIN_PASSWORD: is a common or breached password; choose another']);
  if (problem)
    throw new ConfigError([
      "ADMIN_PASSWORD: is made of the product's name and the admin's email or name; choose another",
    ]);
}

/** The replica the public API reads from (DATABASE_READ_URL), or none. Never migrated: the primary's changes reach it. */
export async function openReadDatabase(config: Config): Promise<Database | undefined> {
  if (!config.databaseReadUrl) return undefined;
  return openDatabase({ url: config.databaseReadUrl, dataDir: '', statementTimeoutMs: config.statementTimeoutMs });
}

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

/**
 * The work the server does beside answering requests, started once the database is ready: the senders of enquiry
 * replies and of webhook deliveries (durable queues), the enquiry digests and the scheduled publications. Resolves
 * the returned stop() once a send under way is done.
 */
export function startBackgroundWork(deps: Deps): { stop: () => Promise<void> } {
  const sender = createReplySender(deps);
  const digest = createDigestSender(deps);
  const publication = createPublicationScheduler(deps);
  const webhooks = createWebhookSender(deps);
  const workers = [sender, digest, publication, webhooks];
  for (const worker of workers) worker.start();
  return { stop: async () => void (await Promise.all(workers.map((worker) => worker.stop()))) };
}

/** The inbound SMTP listener on INBOUND_SMTP_PORT (on HOST) when it is set; null otherwise. Close it at shutdown. */
export async function startInboundListener(deps: Deps): Promise<InboundListener | null> {
  const port = deps.config.inboundSmtpPort;
  if (port === undefined) return null;
  const listener = await startInboundSmtp(deps, port);
  console.log(`Inbound mail for ${deps.config.replyDomain}: SMTP on ${deps.config.host}:${listener.port}`);
  return listener;
}
