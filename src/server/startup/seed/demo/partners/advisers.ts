import { faqs } from '@/domain/areas/content';
import { offers, serviceLocations, staff } from '@/domain/areas/consultants';
import type { RecordOfDef } from '@/domain/record';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import { slugify } from '@/domain/slug';
import {
  CITIES,
  dayOffset,
  faqRows,
  hash,
  locationOf,
  phoneFor,
  pointNear,
  type CityKey,
  type FaqSeed,
  type OrganizationRow,
  type OrgSeed,
  type SeedContext,
} from './common';

/*
 * What consultancies and language schools share: their staff, the offices where clients meet them
 * (service locations) and their time-limited offers. Bank loan consultants use the same office shape.
 */

/** An office: label, city, street address, and opening hours when they differ from the usual weekday hours. */
export type OfficeSeed = [label: string, city: CityKey, address: string, hours?: string];

export interface OfferTemplate {
  title: string;
  description: string;
  discount: number;
  code: string;
}

/** An offer: template key, first and last day relative to the day of seeding (negative: in the past), active flag. */
type OfferPlan<K extends string> = [key: K, from: number, to: number, active?: boolean];

export interface ServiceOrgSeed<K extends string> extends OrgSeed {
  /** How many staff members (3–8). */
  staff: number;
  offices: OfficeSeed[];
  offers: OfferPlan<K>[];
}

const FIRST_NAMES = [
  'Amelia',
  'Rahul',
  'Sofia',
  'Liam',
  'Mei',
  'Oliver',
  'Priya',
  'Lucas',
  'Aisha',
  'Noah',
  'Chiara',
  'Ethan',
  'Fatima',
  'Jonas',
  'Hannah',
  'Arjun',
  'Camille',
  'Mateo',
  'Yuki',
  'Daniel',
  'Zara',
  'Felix',
  'Ana',
  'Samuel',
  'Leila',
  'Tom',
  'Ngozi',
  'Hugo',
  'Isabel',
  'Kenji',
  'Grace',
  'Omar',
  'Elena',
  'Ravi',
  'Chloe',
  'Tariq',
  'Nina',
  'Diego',
  'Sinead',
  'Wei',
];
const LAST_NAMES = [
  'Patel',
  'Nguyen',
  'Schmidt',
  'Murphy',
  'Chen',
  'Dubois',
  'Kowalski',
  'Okafor',
  'Silva',
  'Haddad',
  'Jansen',
  'Walsh',
  'Tanaka',
  'Rossi',
  'Fischer',
  'Singh',
  'Moreau',
  'Kim',
  'Fernandes',
  'Brennan',
  'Novak',
  'Ahmed',
  'Bakker',
  'Lindqvist',
  'Santos',
  'Müller',
  'Osei',
  'Park',
  'García',
  'Campbell',
  'Horvat',
  'Rahman',
  'Lefebvre',
  'Kaur',
  'Taylor',
  'de Vries',
  "O'Connor",
  'Tran',
  'Hoffmann',
  'Mendes',
  'Wilson',
];

/** Staff rows of one organisation: names, direct lines and emails are derived from its slug, so they never change. */
function staffRows(
  org: ServiceOrgSeed<string>,
  ctx: SeedContext,
  titles: readonly string[],
  languages: readonly string[],
  registration: (index: number) => string | null,
): InsertOf<typeof staff>[] {
  const slug = slugify(org.name);
  const h = hash(slug);
  return Array.from({ length: org.staff }, (_, k) => {
    const first = FIRST_NAMES[(h + k * 7) % FIRST_NAMES.length];
    const last = LAST_NAMES[(Math.floor(h / 97) + k * 13) % LAST_NAMES.length];
    return {
      organization_id: ctx.orgId(org.name),
      full_name: `${first} ${last}`,
      job_title: titles[k % titles.length],
      email: `${slugify(first)}.${slugify(last).replace(/-/g, '')}@${slug}.example`,
      phone: phoneFor(CITIES[org.city], `${slug}/staff/${k}`),
      photo: null,
      registration_number: registration(k),
      languages: [...new Set([languages[k % languages.length], 'English'])],
      // Larger teams list someone who has left, so the active filter has something to hide.
      is_active: !(org.staff >= 6 && k === org.staff - 1),
      sort_order: (k + 1) * 10,
      created_by: null,
      updated_by: null,
    };
  });
}

const WEEKDAYS = 'Mon–Fri 9:00–17:30';

/** Office rows (service locations, loan consultant locations): location parts, a nearby point, a direct line. */
export function officeRows(
  org: OrgSeed,
  offices: readonly OfficeSeed[],
  ctx: SeedContext,
): InsertOf<typeof serviceLocations>[] {
  const slug = slugify(org.name);
  return offices.map(([label, cityKey, address, hours], i) => ({
    organization_id: ctx.orgId(org.name),
    label,
    ...locationOf(address, cityKey),
    phone: phoneFor(CITIES[cityKey], `${slug}/${label}`),
    email: i === 0 ? `info@${slug}.example` : `${slugify(CITIES[cityKey].city)}@${slug}.example`,
    opening_hours: hours ?? WEEKDAYS,
    ...pointNear(CITIES[cityKey], `${slug}/${address}`),
    created_by: null,
    updated_by: null,
  }));
}

/** The organisation's initials, which prefix its promo codes (e.g. PMA-STUDY10). */
const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w) && w !== 'of' && w !== 'de')
    .map((w) => w[0].toUpperCase())
    .join('');

function offerRows<K extends string>(
  org: ServiceOrgSeed<K>,
  templates: Record<K, OfferTemplate>,
  ctx: SeedContext,
): InsertOf<typeof offers>[] {
  return org.offers.map(([key, from, to, active]) => {
    const t = templates[key];
    return {
      organization_id: ctx.orgId(org.name),
      title: t.title,
      description: t.description,
      discount_percent: t.discount,
      promo_code: `${initials(org.name)}-${t.code}`,
      valid_from: dayOffset(ctx.today, from),
      valid_to: dayOffset(ctx.today, to),
      is_active: active ?? to >= 0,
      created_by: null,
      updated_by: null,
    };
  });
}

/** A kind of service provider (consultancies, language schools): its organisations and what their pages list. */
export interface ServiceProviders<S extends ServiceOrgSeed<K>, K extends string> {
  orgs: readonly S[];
  offers: Record<K, OfferTemplate>;
  /** The FAQ scope and the pool each organisation's FAQs are taken from (`faqs` of them, rotating). */
  faqScope: RecordOfDef<typeof faqs>['scope'];
  faqs: readonly FaqSeed[];
  faqCount: (org: S) => number;
  organizationRow: (org: S, ctx: SeedContext) => OrganizationRow;
  staffTitles: (org: S) => string[];
  staffLanguages: (org: S) => readonly string[];
  /** The registration number of the k-th staff member, where advice is regulated. */
  registration?: (org: S, k: number) => string | null;
}

/** The rows of every table a kind of service provider fills, once its organisations have ids. */
export function serviceProviderRows<S extends ServiceOrgSeed<K>, K extends string>(
  kind: ServiceProviders<S, K>,
  ctx: SeedContext,
) {
  return {
    staff: kind.orgs.flatMap((o) =>
      staffRows(o, ctx, kind.staffTitles(o), kind.staffLanguages(o), (k) => kind.registration?.(o, k) ?? null),
    ),
    offices: kind.orgs.flatMap((o) => officeRows(o, o.offices, ctx)),
    offers: kind.orgs.flatMap((o) => offerRows(o, kind.offers, ctx)),
    faqs: kind.orgs.flatMap((o, n) => faqRows(kind.faqScope, kind.faqs, o, n, kind.faqCount(o), ctx)),
  };
}
