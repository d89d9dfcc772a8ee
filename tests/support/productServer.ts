import { TEST_SECRET } from './api';
import { startServerProcess } from './serverProcess';

/** The product's own server, as `npm start` runs it (from the sources), on a test's PostgreSQL database. */
export const startProductServer = (databaseUrl: string, env: Record<string, string> = {}) =>
  startServerProcess(
    ['--import', 'tsx', 'src/server/main.ts'],
    { NODE_ENV: 'test', DIST_DIR: 'no-dist', DATABASE_URL: databaseUrl, JWT_SECRET: TEST_SECRET, ...env },
    60_000,
  );
