import { serve } from '@hono/node-server';
import { createApp } from './startup/app';
import { ConfigError, loadConfig } from './infrastructure/config';
import { createDeps } from './startup/deps';
import { serverTimeouts } from './startup/serverTimeouts';
import { serveSpa } from './middleware/spa';
import { createThrottle } from './infrastructure/throttle';
import { pruneContentChanges } from './features/publicApi/etag';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './startup/seed/accounts';
import {
  StartupError,
  checkFirstAdmin,
  openConfiguredDatabase,
  openReadDatabase,
  prepareDatabase,
  startBackgroundWork,
  startInboundListener,
} from './startup/start';

async function main() {
  const config = loadConfig();
  checkFirstAdmin(config);
  const database = await openConfiguredDatabase(config);
  const readDatabase = await openReadDatabase(config);
  let ready = false;
  const deps = createDeps(config, database, () => ready, readDatabase);
  const app = createApp(deps);

  serveSpa(app, config.distDir);

  // Listen at once: /api/health answers 503 "starting" (and the SPA shows maintenance) until seeding is done.
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: serverTimeouts(config.requestBodyTimeoutMs),
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Visapath cannot start: port ${config.port} is in use. Stop the other program or set PORT.`
        : error,
    );
    process.exit(1);
  });
  try {
    await prepareDatabase(config, database);
    ready = true;
    // Throttle events older than any window are no longer needed.
    const throttle = createThrottle(database.db);
    setInterval(() => void throttle.prune(24 * 60).catch(() => undefined), 10 * 60_000).unref();
    // Likewise the public answers' record of writes: only each table's last is needed past a day.
    setInterval(() => void pruneContentChanges(database.db).catch(() => undefined), 60 * 60_000).unref();
  } catch (error) {
    server.close();
    await database.close();
    throw error;
  }
  const background = startBackgroundWork(deps);
  console.log(`Visapath admin console: http://localhost:${config.port} (${database.engine})`);
  if (!config.production) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(28)} user_type ${a.userType}`);
  }
  // The inbound SMTP listener (INBOUND_SMTP_PORT), once the database is ready for the mail it takes.
  const inbound = await startInboundListener(deps).catch((error: unknown) => {
    console.error('The inbound SMTP listener could not start:', error);
    return null;
  });
  // The event streams never end by themselves: closing the listener ends them, so that the server can close. A
  // reply being sent is finished (and marked) before the database closes.
  const stop = () => {
    void inbound?.close();
    void deps.events.close().then(() =>
      server.close(
        () =>
          void background
            .stop()
            .then(() => Promise.all([database.close(), readDatabase?.close()]))
            .then(() => process.exit(0)),
      ),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(
      error.problems.length === 1
        ? `Visapath cannot start: ${error.problems[0]}`
        : `Visapath cannot start, the environment has ${error.problems.length} problems:\n${error.problems.map((p) => `  ${p}`).join('\n')}`,
    );
  } else if (error instanceof StartupError) {
    console.error(`Visapath cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
