import type { Db } from '@/server/infrastructure/db/client';
import { seedRequirementMatrix } from '@/server/features/checkVisa/seed';
import { seedCountries } from '@/server/startup/seed/reference/countries';
import { seedDemoAccounts } from './accounts';
import { seedEnquiries } from './enquiries';
import { seedPartners } from './partners';
import { seedPrContent } from './pr';
import { seedQuarantine } from './quarantine';
import { seedSavedReplies } from './savedReplies';
import { seedCourseGuides } from './universities';
import { seedVisaContent } from './visa';

/** Fills an empty database with believable demo data: the reference data, then the demo content that uses it. */
export async function seedDemoContent(db: Db): Promise<void> {
  await seedDemoAccounts(db);
  const countryIds = await seedCountries(db);
  await seedVisaContent(db, countryIds);
  await seedPrContent(db, countryIds);
  await seedCourseGuides(db);
  await seedPartners(db, countryIds);
  await seedEnquiries(db);
  await seedSavedReplies(db);
  await seedQuarantine(db);
  await seedRequirementMatrix(db);
}
