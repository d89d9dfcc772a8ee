import type { Db } from '@/server/infrastructure/db/client';
import { seedRequirementMatrix } from '@/server/features/checkVisa/seed';
import { analyze } from '@/server/infrastructure/db/rows';
import { seedCountries } from './countries';
import { seedOccupations } from './occupations';

/**
 * Public reference data a production installation starts with: every country, the ANZSCO occupations and
 * the passport-index visa requirement matrix (both shipped in datasets/ with their licences).
 */
export async function seedReference(db: Db): Promise<void> {
  const countryIds = await seedCountries(db);
  await seedOccupations(db, countryIds, new Map());
  await seedRequirementMatrix(db);
  await analyze(db);
}
