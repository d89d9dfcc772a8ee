import { savedReplies } from '@/domain/areas/savedReplies';
import type { Db } from '@/server/infrastructure/db/client';
import { organizations } from '@/server/infrastructure/db/schema';
import { seedDemoFile } from './data';

/**
 * The demo saved replies (datasets/demo/enquiries/saved-replies.json): global ones, and one for each demo
 * partner's organisation (named by slug), each in en, de and fr with placeholders.
 */
export async function seedSavedReplies(db: Db): Promise<void> {
  const orgs = await db.select({ id: organizations.id, slug: organizations.slug }).from(organizations);
  const ids = new Map(orgs.map((org) => [org.slug, org.id]));
  const references = { organization: { column: 'organization_id', what: 'organisation', ids } };
  await seedDemoFile(db, 'enquiries/saved-replies.json', savedReplies, { references });
}
