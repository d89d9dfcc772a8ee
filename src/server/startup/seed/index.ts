import type { Db } from '@/server/infrastructure/db/client';
import { hasUsers } from './accounts';
import { analyze } from '@/server/infrastructure/db/rows';

export { seedReference } from './reference';

/**
 * Fills an empty database with believable demo data. Does nothing when users exist. The demo content is loaded
 * only here, so a production start (reference data and the first admin) never loads it.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const { seedDemoContent } = await import('./demo');
  await seedDemoContent(db);
  await analyze(db);
  return true;
}
