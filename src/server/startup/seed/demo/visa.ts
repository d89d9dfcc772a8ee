import { dataVariables, faqs, requiredDocuments } from '@/domain/areas/content';
import { countryVisas, customsInfo, travelAdvice, visaForms, visaTypes } from '@/domain/areas/visa';
import type { Db } from '@/server/infrastructure/db/client';
import { seedDemoFile } from './data';

/*
 * Demo visa content for the main destinations (datasets/demo/visa/). Names, codes, fees and rules follow what
 * the destinations published in 2025, rounded where they vary; none of it is official advice, and every record
 * points at the official page to check.
 */

/**
 * Visa types, country visas, forms, travel advice, customs, visa/PR/credit data variables, required documents
 * and FAQs for the main destinations. Returns the country visa ids by their key (e.g. 'AU-500').
 */
export async function seedVisaContent(db: Db, countryIds: Map<string, number>): Promise<Map<string, number>> {
  const country = { column: 'country_id', what: 'country', ids: countryIds };
  const typeIds = await seedDemoFile(db, 'visa/visa-types.json', visaTypes, { key: 'slug' });
  const visaIds = await seedDemoFile(db, 'visa/country-visas.json', countryVisas, {
    key: 'key',
    references: { country, visa_type: { column: 'visa_type_id', what: 'visa type', ids: typeIds } },
  });
  const countryVisa = { column: 'country_visa_id', what: 'country visa', ids: visaIds };
  await seedDemoFile(db, 'visa/visa-forms.json', visaForms, { references: { country_visa: countryVisa } });
  await seedDemoFile(db, 'visa/travel-advice.json', travelAdvice, { references: { country } });
  await seedDemoFile(db, 'visa/customs-info.json', customsInfo, { references: { country } });
  await seedDemoFile(db, 'visa/data-variables.json', dataVariables);
  await seedDemoFile(db, 'visa/required-documents.json', requiredDocuments, {
    references: { country_visa: countryVisa },
  });
  await seedDemoFile(db, 'visa/faqs.json', faqs, { references: { country } });
  return visaIds;
}
