import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    globals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One test file per core, not Vitest's default of one fewer: a file's own thread mostly waits on its database's
    // worker thread, so on 2 cores the default of 1 file at a time left a core idle (API files 18 %, UI files 30 %
    // slower). The e2e and pg projects stay one file at a time.
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/support/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', environment: 'node', include: ['tests/api/**/*.test.ts'] } },
      // `npm start` on a fresh copy of the checkout, built and started as a newcomer would.
      { extends: true, test: { name: 'scripts', environment: 'node', include: ['tests/scripts/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/support/ui-setup.ts'],
        },
      },
      // On a PostgreSQL server: revocation across two pools (DATABASE_URL), and an outage of a server the test runs.
      {
        extends: true,
        test: { name: 'pg', environment: 'node', include: ['tests/pg/**/*.test.ts'], fileParallelism: false },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
