import type { Db } from '../db/client';
import { seedRequirementMatrix } from '../checkVisa/seed';
import { hasUsers, seedDemoAccounts } from './accounts';
import { seedCountries } from './countries';
import { seedEnquiries } from './enquiries';
import { seedPartners } from './partners';
import { seedOccupations, seedPrContent } from './pr';
import { seedCourseGuides } from './universities';
import { seedVisaContent } from './visa';

/** Fills an empty database with believable demo data. Does nothing when users exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  await seedDemoAccounts(db);
  const countryIds = await seedCountries(db);
  await seedVisaContent(db, countryIds);
  await seedPrContent(db, countryIds);
  await seedCourseGuides(db);
  await seedPartners(db, countryIds);
  await seedEnquiries(db);
  await seedRequirementMatrix(db);
  return true;
}

/**
 * Public reference data a production installation starts with: every country, the ANZSCO occupations and
 * the passport-index visa requirement matrix (both shipped in datasets/ with their licences).
 */
export async function seedReference(db: Db): Promise<void> {
  const countryIds = await seedCountries(db);
  await seedOccupations(db, countryIds, new Map());
  await seedRequirementMatrix(db);
}
