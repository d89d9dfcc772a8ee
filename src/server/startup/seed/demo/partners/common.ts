import { faqs, requiredDocuments } from '@/domain/areas/content';
import { organizations, splitLocation } from '@/domain/areas/partners';
import { formatLocation } from '@/domain/location';
import type { CurrencyCode } from '@/domain/pickers';
import type { RecordOfDef } from '@/domain/record';
import type { ResourceDef } from '@/domain/resourceDef';
import type { OrgType } from '@/domain/roles';
import { slugify } from '@/domain/slug';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import { recordProblems } from '@/server/startup/seed/demo/data';
import { CITIES, PER_EURO, type City } from './templates';

/*
 * Shared pieces of the demo partner directory: the helpers that turn the templates of datasets/demo/partners/
 * into rows. Every name, address, phone number and promo code there is fictional; phone numbers use the ranges
 * reserved for drama where the country has one (UK 7946/496, North America 555-01xx, Australia 5550/7010).
 * Websites and emails use the reserved .example domain.
 */

/** A city of cities.json, by its key (the templates are checked to name only cities it lists). */
export function cityOf(key: string): City {
  const city = CITIES[key];
  if (!city) throw new Error(`seed: no city ${key}`);
  return city;
}

/** Rough value of one euro in a currency (cities.json checks that every country's currency has one). */
export function perEuro(currency: CurrencyCode): number {
  const rate = PER_EURO[currency];
  if (rate === undefined) throw new Error(`seed: no rate for ${currency}`);
  return rate;
}

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
export function locationOf(address: string, cityKey: string) {
  const c = cityOf(cityKey);
  const location = formatLocation({ address, city: c.city, district: c.district, state: c.state, country: c.country });
  return { location, ...splitLocation({ location }) };
}

/** A text of the templates with its `{name}` placeholders replaced by `values`. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `YYYY-MM-DD` of today plus `days` (UTC): offers and deadlines stay current whenever the demo is seeded. */
export function dayOffset(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** Rounds to a multiple of `step`. */
export const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/** What every organisation of every type has (the `commonFields` of src/domain/areas/partners.ts). */
export interface OrgSeed {
  name: string;
  city: string;
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
    phone: phoneFor(cityOf(org.city), slug),
    website: `https://www.${domain}`,
    ...locationOf(org.address, org.city),
    country_id: ctx.countryId(cityOf(org.city).iso2),
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
  question: string;
  /** HTML (kept exactly as the API's sanitiser would store it); `{organisation}` stands for the organisation's name. */
  answer: string;
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
    country_id: ctx.countryId(cityOf(org.city).iso2),
    question: f.question,
    answer: fill(f.answer, { organisation: escapeHtml(org.name) }),
    sort_order: (i + 1) * 10,
    is_published: true,
    created_by: null,
    updated_by: null,
  }));
}

/** A document a partner asks applicants for. */
export interface DocumentSeed {
  key: string;
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

/** A generated row and the template entry it came from (`<file> <list> entry <index> (<name>)`). */
export interface Sourced<D extends ResourceDef> {
  from: string;
  row: InsertOf<D>;
}

/**
 * The rows, each checked by the resource's own schema first: a bad one throws, naming the template entry it came
 * from and every problem.
 */
export function checkedRows<D extends ResourceDef>(def: D, sourced: readonly Sourced<D>[]): InsertOf<D>[] {
  const problemsOf = recordProblems(def);
  return sourced.map(({ from, row }) => {
    const problems = problemsOf(row);
    if (problems.length) throw new Error(`${from}: ${def.name}: ${problems.join('; ')}`);
    return row;
  });
}

/** Rows that all came from one template entry. */
export const sourced = <D extends ResourceDef>(from: string, rows: InsertOf<D>[]): Sourced<D>[] =>
  rows.map((row) => ({ from, row }));
