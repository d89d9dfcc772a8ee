import { faqs } from '@/domain/areas/content';
import { offers, serviceLocations, staff } from '@/domain/areas/consultants';
import type { organizations } from '@/domain/areas/partners';
import type { RecordOfDef } from '@/domain/record';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import { slugify } from '@/domain/slug';
import {
  cityOf,
  dayOffset,
  faqRows,
  hash,
  locationOf,
  phoneFor,
  pointNear,
  sourced,
  type FaqSeed,
  type OrganizationRow,
  type OrgSeed,
  type SeedContext,
  type Sourced,
} from './common';
import { ADVISERS, entryName } from './templates';

/*
 * What consultancies and language schools share: their staff, the offices where clients meet them
 * (service locations) and their time-limited offers. Bank loan consultants use the same office shape.
 */

/** An office: label, city, street address, and opening hours when they differ from the usual weekday hours. */
export interface OfficeSeed {
  label: string;
  city: string;
  address: string;
  hours?: string;
}

interface OfferTemplate {
  key: string;
  title: string;
  description: string;
  discount: number;
  code: string;
}

/** An offer: template key, first and last day relative to the day of seeding (negative: in the past), active flag. */
interface OfferPlan {
  offer: string;
  from: number;
  to: number;
  active?: boolean;
}

export interface ServiceOrgSeed extends OrgSeed {
  /** How many staff members (3–8). */
  staff: number;
  offices: OfficeSeed[];
  offers: OfferPlan[];
  faqs?: number;
}

const { firstNames: FIRST_NAMES, lastNames: LAST_NAMES, openingHours: WEEKDAYS } = ADVISERS;

/** Staff rows of one organisation: names, direct lines and emails are derived from its slug, so they never change. */
function staffRows(
  org: ServiceOrgSeed,
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
      phone: phoneFor(cityOf(org.city), `${slug}/staff/${k}`),
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

/** Office rows (service locations, loan consultant locations): location parts, a nearby point, a direct line. */
export function officeRows(
  org: OrgSeed,
  offices: readonly OfficeSeed[],
  ctx: SeedContext,
): InsertOf<typeof serviceLocations>[] {
  const slug = slugify(org.name);
  return offices.map(({ label, city: cityKey, address, hours }, i) => ({
    organization_id: ctx.orgId(org.name),
    label,
    ...locationOf(address, cityKey),
    phone: phoneFor(cityOf(cityKey), `${slug}/${label}`),
    email: i === 0 ? `info@${slug}.example` : `${slugify(cityOf(cityKey).city)}@${slug}.example`,
    opening_hours: hours ?? WEEKDAYS,
    ...pointNear(cityOf(cityKey), `${slug}/${address}`),
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

function offerRows(
  org: ServiceOrgSeed,
  templates: readonly OfferTemplate[],
  ctx: SeedContext,
): InsertOf<typeof offers>[] {
  return org.offers.map(({ offer, from, to, active }) => {
    const t = templates.find((o) => o.key === offer);
    if (!t) throw new Error(`seed: no offer ${offer}`);
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
export interface ServiceProviders<S extends ServiceOrgSeed> {
  /** The template file and the list in it the organisations come from, for messages. */
  file: string;
  section: string;
  orgs: readonly S[];
  offers: readonly OfferTemplate[];
  /** The FAQ scope and the pool each organisation's FAQs are taken from (`faqs` of them, rotating). */
  faqScope: RecordOfDef<typeof faqs>['scope'];
  faqs: readonly FaqSeed[];
  organizationRow: (org: S, ctx: SeedContext) => OrganizationRow;
  staffTitles: (org: S) => string[];
  staffLanguages: (org: S) => readonly string[];
  /** The registration number of the k-th staff member, where advice is regulated. */
  registration?: (org: S, k: number) => string | null;
}

/** The organisation rows of a kind of service provider. */
export const serviceOrganizationRows = <S extends ServiceOrgSeed>(
  kind: ServiceProviders<S>,
  ctx: SeedContext,
): Sourced<typeof organizations>[] =>
  kind.orgs.map((o, n) => ({ from: entryName(kind.file, kind.section, n, o), row: kind.organizationRow(o, ctx) }));

/** The rows of every other table a kind of service provider fills, once its organisations have ids. */
export function serviceProviderRows<S extends ServiceOrgSeed>(kind: ServiceProviders<S>, ctx: SeedContext) {
  const from = (n: number) => entryName(kind.file, kind.section, n, kind.orgs[n]);
  return {
    staff: kind.orgs.flatMap((o, n) =>
      sourced<typeof staff>(
        from(n),
        staffRows(o, ctx, kind.staffTitles(o), kind.staffLanguages(o), (k) => kind.registration?.(o, k) ?? null),
      ),
    ),
    offices: kind.orgs.flatMap((o, n) => sourced<typeof serviceLocations>(from(n), officeRows(o, o.offices, ctx))),
    offers: kind.orgs.flatMap((o, n) => sourced<typeof offers>(from(n), offerRows(o, kind.offers, ctx))),
    faqs: kind.orgs.flatMap((o, n) =>
      sourced<typeof faqs>(from(n), faqRows(kind.faqScope, kind.faqs, o, n, o.faqs ?? 0, ctx)),
    ),
  };
}
