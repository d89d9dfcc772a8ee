import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Beside this module in src/server/infrastructure/db, beside the bundle in dist-server/ (the build copies the folder there).
const here = new URL('./migrations', import.meta.url);

/** The folder of the checked-in SQL migrations and their journal. */
// Under jsdom (UI tests) import.meta.url is not a file URL; the project root is the working directory there.
export const migrationsFolder =
  here.protocol === 'file:' ? fileURLToPath(here) : resolve('src/server/infrastructure/db/migrations');
