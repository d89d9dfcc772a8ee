import type { CurrencyCode } from '@/domain/pickers';
import { faqs, requiredDocuments } from '@/domain/areas/content';
import { organizations } from '@/domain/areas/partners';
import type { RecordOfDef } from '@/domain/record';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import { splitLocation } from '@/domain/areas/partners';
import { formatLocation } from '@/domain/location';
import { ROLE_BY_USER_TYPE, type OrgType } from '@/domain/roles';
import { slugify } from '@/domain/slug';
import { DEMO_ACCOUNTS } from '@/server/startup/seed/accounts';

/*
 * Shared pieces of the demo partner directory: the cities partners sit in, and the helpers that
 * turn the typed seed arrays into rows. Every name, address, phone number and promo code is fictional; phone
 * numbers use the ranges reserved for drama where the country has one (UK 7946/496, North America 555-01xx,
 * Australia 5550/7010). Websites and emails use the reserved .example domain.
 */

export interface City {
  city: string;
  district: string;
  state: string;
  country: string;
  iso2: string;
  lat: number;
  lng: number;
  /** Phone number pattern: every `x` is replaced by a digit derived from what the number belongs to. */
  phone: string;
}

const AU = { country: 'Australia', iso2: 'AU' };
const CA = { country: 'Canada', iso2: 'CA' };
const GB = { country: 'United Kingdom', iso2: 'GB' };
const DE = { country: 'Germany', iso2: 'DE' };
const FR = { country: 'France', iso2: 'FR' };
const US = { country: 'United States', iso2: 'US' };
const NZ = { country: 'New Zealand', iso2: 'NZ' };
const IE = { country: 'Ireland', iso2: 'IE' };
const NL = { country: 'Netherlands', iso2: 'NL' };

export const CITIES = {
  sydney: {
    ...AU,
    city: 'Sydney',
    district: 'Sydney CBD',
    state: 'New South Wales',
    lat: -33.8688,
    lng: 151.2093,
    phone: '+61 2 5550 xxxx',
  },
  parramatta: {
    ...AU,
    city: 'Parramatta',
    district: 'Parramatta CBD',
    state: 'New South Wales',
    lat: -33.815,
    lng: 151.0011,
    phone: '+61 2 5550 xxxx',
  },
  melbourne: {
    ...AU,
    city: 'Melbourne',
    district: 'Melbourne CBD',
    state: 'Victoria',
    lat: -37.8136,
    lng: 144.9631,
    phone: '+61 3 7010 xxxx',
  },
  brisbane: {
    ...AU,
    city: 'Brisbane',
    district: 'Brisbane City',
    state: 'Queensland',
    lat: -27.4698,
    lng: 153.0251,
    phone: '+61 7 5550 xxxx',
  },
  perth: {
    ...AU,
    city: 'Perth',
    district: 'Northbridge',
    state: 'Western Australia',
    lat: -31.947,
    lng: 115.857,
    phone: '+61 8 5550 xxxx',
  },
  adelaide: {
    ...AU,
    city: 'Adelaide',
    district: 'Adelaide CBD',
    state: 'South Australia',
    lat: -34.9285,
    lng: 138.6007,
    phone: '+61 8 7010 xxxx',
  },
  toronto: {
    ...CA,
    city: 'Toronto',
    district: 'Downtown',
    state: 'Ontario',
    lat: 43.6532,
    lng: -79.3832,
    phone: '+1 416 555 01xx',
  },
  vancouver: {
    ...CA,
    city: 'Vancouver',
    district: 'Downtown',
    state: 'British Columbia',
    lat: 49.2827,
    lng: -123.1207,
    phone: '+1 604 555 01xx',
  },
  montreal: {
    ...CA,
    city: 'Montréal',
    district: 'Ville-Marie',
    state: 'Quebec',
    lat: 45.5019,
    lng: -73.5674,
    phone: '+1 514 555 01xx',
  },
  calgary: {
    ...CA,
    city: 'Calgary',
    district: 'Beltline',
    state: 'Alberta',
    lat: 51.0447,
    lng: -114.0719,
    phone: '+1 403 555 01xx',
  },
  ottawa: {
    ...CA,
    city: 'Ottawa',
    district: 'Centretown',
    state: 'Ontario',
    lat: 45.4215,
    lng: -75.6972,
    phone: '+1 613 555 01xx',
  },
  london: {
    ...GB,
    city: 'London',
    district: 'Camden',
    state: 'England',
    lat: 51.529,
    lng: -0.1255,
    phone: '+44 20 7946 0xxx',
  },
  londonCity: {
    ...GB,
    city: 'London',
    district: 'City of London',
    state: 'England',
    lat: 51.5155,
    lng: -0.0922,
    phone: '+44 20 7946 0xxx',
  },
  manchester: {
    ...GB,
    city: 'Manchester',
    district: 'City Centre',
    state: 'England',
    lat: 53.4808,
    lng: -2.2426,
    phone: '+44 161 496 0xxx',
  },
  birmingham: {
    ...GB,
    city: 'Birmingham',
    district: 'City Centre',
    state: 'England',
    lat: 52.4862,
    lng: -1.8904,
    phone: '+44 121 496 0xxx',
  },
  bristol: {
    ...GB,
    city: 'Bristol',
    district: 'Clifton',
    state: 'England',
    lat: 51.4545,
    lng: -2.5879,
    phone: '+44 117 496 0xxx',
  },
  edinburgh: {
    ...GB,
    city: 'Edinburgh',
    district: 'Old Town',
    state: 'Scotland',
    lat: 55.9486,
    lng: -3.1999,
    phone: '+44 131 496 0xxx',
  },
  berlin: {
    ...DE,
    city: 'Berlin',
    district: 'Mitte',
    state: 'Berlin',
    lat: 52.52,
    lng: 13.405,
    phone: '+49 30 2xxx xxxx',
  },
  munich: {
    ...DE,
    city: 'Munich',
    district: 'Maxvorstadt',
    state: 'Bavaria',
    lat: 48.1497,
    lng: 11.5679,
    phone: '+49 89 2xxx xxxx',
  },
  frankfurt: {
    ...DE,
    city: 'Frankfurt am Main',
    district: 'Westend',
    state: 'Hesse',
    lat: 50.1188,
    lng: 8.6624,
    phone: '+49 69 7xxx xxxx',
  },
  hamburg: {
    ...DE,
    city: 'Hamburg',
    district: 'Altstadt',
    state: 'Hamburg',
    lat: 53.5511,
    lng: 9.9937,
    phone: '+49 40 3xxx xxxx',
  },
  paris: {
    ...FR,
    city: 'Paris',
    district: '8e Arrondissement',
    state: 'Île-de-France',
    lat: 48.8727,
    lng: 2.3125,
    phone: '+33 1 4x xx xx xx',
  },
  parisLatin: {
    ...FR,
    city: 'Paris',
    district: '5e Arrondissement',
    state: 'Île-de-France',
    lat: 48.8462,
    lng: 2.3447,
    phone: '+33 1 4x xx xx xx',
  },
  lyon: {
    ...FR,
    city: 'Lyon',
    district: '2e Arrondissement',
    state: 'Auvergne-Rhône-Alpes',
    lat: 45.7485,
    lng: 4.827,
    phone: '+33 4 7x xx xx xx',
  },
  bordeaux: {
    ...FR,
    city: 'Bordeaux',
    district: 'Saint-Pierre',
    state: 'Nouvelle-Aquitaine',
    lat: 44.8378,
    lng: -0.5792,
    phone: '+33 5 5x xx xx xx',
  },
  newYork: {
    ...US,
    city: 'New York',
    district: 'Manhattan',
    state: 'New York',
    lat: 40.7549,
    lng: -73.984,
    phone: '+1 212 555 01xx',
  },
  boston: {
    ...US,
    city: 'Boston',
    district: 'Back Bay',
    state: 'Massachusetts',
    lat: 42.3503,
    lng: -71.081,
    phone: '+1 617 555 01xx',
  },
  sanFrancisco: {
    ...US,
    city: 'San Francisco',
    district: 'Financial District',
    state: 'California',
    lat: 37.7946,
    lng: -122.3999,
    phone: '+1 415 555 01xx',
  },
  seattle: {
    ...US,
    city: 'Seattle',
    district: 'University District',
    state: 'Washington',
    lat: 47.6615,
    lng: -122.3132,
    phone: '+1 206 555 01xx',
  },
  chicago: {
    ...US,
    city: 'Chicago',
    district: 'The Loop',
    state: 'Illinois',
    lat: 41.8786,
    lng: -87.6251,
    phone: '+1 312 555 01xx',
  },
  auckland: {
    ...NZ,
    city: 'Auckland',
    district: 'Auckland Central',
    state: 'Auckland',
    lat: -36.8485,
    lng: 174.7633,
    phone: '+64 9 3xx xxxx',
  },
  wellington: {
    ...NZ,
    city: 'Wellington',
    district: 'Te Aro',
    state: 'Wellington',
    lat: -41.2924,
    lng: 174.7787,
    phone: '+64 4 4xx xxxx',
  },
  christchurch: {
    ...NZ,
    city: 'Christchurch',
    district: 'Central City',
    state: 'Canterbury',
    lat: -43.5321,
    lng: 172.6362,
    phone: '+64 3 3xx xxxx',
  },
  dublin: {
    ...IE,
    city: 'Dublin',
    district: 'Dublin 2',
    state: 'County Dublin',
    lat: 53.3382,
    lng: -6.2591,
    phone: '+353 1 6xx xxxx',
  },
  cork: {
    ...IE,
    city: 'Cork',
    district: 'City Centre',
    state: 'County Cork',
    lat: 51.8985,
    lng: -8.4756,
    phone: '+353 21 4xx xxxx',
  },
  galway: {
    ...IE,
    city: 'Galway',
    district: 'City Centre',
    state: 'County Galway',
    lat: 53.2707,
    lng: -9.0568,
    phone: '+353 91 5xx xxx',
  },
  amsterdam: {
    ...NL,
    city: 'Amsterdam',
    district: 'Centrum',
    state: 'North Holland',
    lat: 52.3676,
    lng: 4.9041,
    phone: '+31 20 5xx xxxx',
  },
  rotterdam: {
    ...NL,
    city: 'Rotterdam',
    district: 'Centrum',
    state: 'South Holland',
    lat: 51.9244,
    lng: 4.4777,
    phone: '+31 10 4xx xxxx',
  },
  utrecht: {
    ...NL,
    city: 'Utrecht',
    district: 'Binnenstad',
    state: 'Utrecht',
    lat: 52.0907,
    lng: 5.1214,
    phone: '+31 30 2xx xxxx',
  },
} satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;

/** The currency partners in each country quote prices in. */
export const CURRENCY: Record<string, CurrencyCode> = {
  AU: 'AUD',
  CA: 'CAD',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  US: 'USD',
  NZ: 'NZD',
  IE: 'EUR',
  NL: 'EUR',
};

/** Rough value of one euro in each currency, to scale prices written in euros (rounded afterwards). */
export const PER_EURO: Record<string, number> = { EUR: 1, GBP: 0.85, USD: 1.1, AUD: 1.65, CAD: 1.5, NZD: 1.8 };

/** FNV-1a: a stable 32-bit number for a string, so derived details never change between runs. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The phone pattern of a city with its `x`s filled from `key`. */
export function phoneFor(city: City, key: string): string {
  let h = hash(key);
  return city.phone.replace(/x/g, () => {
    const digit = h % 10;
    h = Math.floor(h / 10) || hash(`${key}/${h}`);
    return String(digit);
  });
}

/** A point near the city centre (within about 1.5 km), stable for `key`. */
export function pointNear(city: City, key: string): { latitude: number; longitude: number } {
  const h = hash(key);
  const offset = (n: number) => (((n % 2001) - 1000) / 1000) * 0.015;
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round6(city.lat + offset(h)), longitude: round6(city.lng + offset(Math.floor(h / 2001))) };
}

/** The location string of an address in a city, and its derived parts exactly as the API stores them. */
export function locationOf(address: string, cityKey: CityKey) {
  const c: City = CITIES[cityKey];
  const location = formatLocation({ address, city: c.city, district: c.district, state: c.state, country: c.country });
  return { location, ...splitLocation({ location }) };
}

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `YYYY-MM-DD` of today plus `days` (UTC): offers and deadlines stay current whenever the demo is seeded. */
export function dayOffset(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** Rounds to a multiple of `step`. */
export const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** The organisation of each demo partner account: named once, in DEMO_ACCOUNTS (src/server/startup/seed/accounts.ts). */
export function demoOrganization(type: OrgType): string {
  const account = DEMO_ACCOUNTS.find((a) => a.org && ROLE_BY_USER_TYPE[a.userType].orgType === type);
  if (!account?.org) throw new Error(`seed: no demo account runs an organisation of type ${type}`);
  return account.org;
}

/** What every organisation of every type has (the `commonFields` of src/domain/areas/partners.ts). */
export interface OrgSeed {
  name: string;
  city: CityKey;
  /** The street address within the city (may contain commas, e.g. "Level 9, 60 Margaret Street"). */
  address: string;
  /** The opening paragraph of the description, plain text. */
  about: string;
  rating: number;
  /** Defaults: published and verified; a few are not, so the listing filters have something to show. */
  published?: boolean;
  verified?: boolean;
}

/** An organisation of any type, as the seed writes it. */
export type OrganizationRow = InsertOf<typeof organizations>;

/** The shared columns of an organisation row; `description` is HTML. */
export function organizationRow(
  type: OrgType,
  org: OrgSeed,
  mailbox: string,
  description: string,
  ctx: SeedContext,
): OrganizationRow {
  const slug = slugify(org.name);
  const domain = `${slug}.example`;
  return {
    type,
    name: org.name,
    slug,
    logo: null,
    description,
    email: `${mailbox}@${domain}`,
    phone: phoneFor(CITIES[org.city], slug),
    website: `https://www.${domain}`,
    ...locationOf(org.address, org.city),
    country_id: ctx.countryId(CITIES[org.city].iso2),
    is_published: org.published ?? true,
    is_verified: org.verified ?? true,
    rating: org.rating,
    created_by: null,
    updated_by: null,
  };
}

/** `count` items of `pool`, starting at `start` and wrapping round: varied but stable selections. */
export function rotate<T>(pool: readonly T[], start: number, count: number): T[] {
  return Array.from({ length: Math.min(count, pool.length) }, (_, i) => pool[(start + i) % pool.length]);
}

/** What the row builders need besides the seed arrays. */
export interface SeedContext {
  today: Date;
  countryId(iso2: string): number;
  /** The id of a seeded organisation, by name. */
  orgId(name: string): number;
}

/** Frequently asked questions an organisation answers on its own page. */
export interface FaqSeed {
  q: string;
  /** HTML (kept exactly as the API's sanitiser would store it). */
  a: (orgName: string) => string;
}

/** FAQ rows of one organisation: the first `count` of `pool` from `start`. */
export function faqRows(
  scope: RecordOfDef<typeof faqs>['scope'],
  pool: readonly FaqSeed[],
  org: OrgSeed,
  start: number,
  count: number,
  ctx: SeedContext,
): InsertOf<typeof faqs>[] {
  return rotate(pool, start, count).map((f, i) => ({
    scope,
    organization_id: ctx.orgId(org.name),
    country_id: ctx.countryId(CITIES[org.city].iso2),
    question: f.q,
    answer: f.a(escapeHtml(org.name)),
    sort_order: (i + 1) * 10,
    is_published: true,
    created_by: null,
    updated_by: null,
  }));
}

/** A document a partner asks applicants for. */
export interface DocumentSeed {
  name: string;
  description: string;
  mandatory?: boolean;
  formats?: string[];
}

export function documentRows(
  scope: 'university' | 'credit',
  docs: readonly DocumentSeed[],
  org: OrgSeed,
  ctx: SeedContext,
): InsertOf<typeof requiredDocuments>[] {
  return docs.map((d, i) => ({
    scope,
    organization_id: ctx.orgId(org.name),
    name: d.name,
    description: d.description,
    is_mandatory: d.mandatory ?? true,
    accepted_formats: d.formats ?? ['PDF'],
    sort_order: (i + 1) * 10,
    country_visa_id: null,
    pr_pathway_id: null,
    created_by: null,
    updated_by: null,
  }));
}
