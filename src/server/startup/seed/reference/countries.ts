import { countries as countryFacts } from 'countries-list';
import isoCountries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import { countries, type REGIONS } from '@/domain/areas/visa';
import type { Db } from '@/server/infrastructure/db/client';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';

isoCountries.registerLocale(en);
isoCountries.registerLocale(de);
isoCountries.registerLocale(fr);

const REGION_BY_CONTINENT: Record<string, (typeof REGIONS)[number]> = {
  AF: 'africa',
  NA: 'americas',
  SA: 'americas',
  AS: 'asia',
  EU: 'europe',
  OC: 'oceania',
  AN: 'antarctica',
};

/** The destinations the directory covers in depth. */
export const MAIN_DESTINATIONS = ['AU', 'CA', 'US', 'GB', 'DE', 'FR', 'NZ', 'IE', 'NL', 'JP', 'SG', 'AE'];

/** Every ISO 3166 country (plus Kosovo), with English, German and French names. */
export async function seedCountries(db: Db): Promise<Map<string, number>> {
  const rows = Object.keys(isoCountries.getAlpha2Codes())
    .sort()
    .map((iso2) => {
      const facts = (
        countryFacts as Record<
          string,
          { continent: string; capital: string; currency: string[]; phone: number[] } | undefined
        >
      )[iso2];
      return {
        iso2,
        iso3: isoCountries.alpha2ToAlpha3(iso2) ?? null,
        name: isoCountries.getName(iso2, 'en', { select: 'official' }) ?? iso2,
        name_de: isoCountries.getName(iso2, 'de', { select: 'official' }) ?? null,
        name_fr: isoCountries.getName(iso2, 'fr', { select: 'official' }) ?? null,
        region: facts ? (REGION_BY_CONTINENT[facts.continent] ?? null) : null,
        capital: facts?.capital || null,
        currency_code: facts?.currency[0] ?? null,
        calling_code: facts?.phone[0] ? `+${facts.phone[0]}` : null,
        is_destination: MAIN_DESTINATIONS.includes(iso2),
        is_published: true,
      };
    });
  const table = typedTableOf(countries);
  const inserted = await db.insert(table).values(rows).returning({ id: table.id, iso2: table.iso2 });
  return new Map(inserted.map((r) => [r.iso2, r.id]));
}
