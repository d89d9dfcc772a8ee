import type { Db } from '../db/client';
import { hasUsers, seedDemoAccounts } from './accounts';

/** Fills an empty database with believable demo data (DESIGN §7). Does nothing when users exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  await seedDemoAccounts(db);
  return true;
}
