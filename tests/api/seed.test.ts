import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLocation } from '@/domain/areas/partners';
import { LOCATION_FIELDS } from '@/domain/location';
import { RESOURCES } from '@/domain/resources';
import { ORG_TYPES, ROLE_BY_USER_TYPE, type OrgType } from '@/domain/roles';
import { recordSchema } from '@/domain/schema';
import { csvRows } from '@/server/infrastructure/csv';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations, users } from '@/server/infrastructure/db/schema';
import { sanitizeRichText } from '@/server/engine/sanitize';
import { DEMO_ACCOUNTS } from '@/server/startup/seed/accounts';
import { MAIN_DESTINATIONS, seedCountries } from '@/server/startup/seed/reference/countries';
import {
  BANKS,
  CONSULTANCIES,
  INSURERS,
  LANGUAGE_SCHOOLS,
  seedPartners,
  UNIVERSITIES,
} from '@/server/startup/seed/demo/partners';
import { seedPrContent } from '@/server/startup/seed/demo/pr';
import { PATHWAY_CODES, seedOccupations } from '@/server/startup/seed/reference/occupations';
import { seedCourseGuides } from '@/server/startup/seed/demo/universities';
import { seedVisaContent } from '@/server/startup/seed/demo/visa';
import { openTestDatabase } from '../support/api';

type Row = Record<string, unknown>;

let database: Database;
let countryIds: Map<string, number>;
let pathwayIds: Map<string, number>;
let partnerCounts: Record<string, number> | null;
const rows = new Map<string, Row[]>();

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
  countryIds = await seedCountries(database.db);
  await seedVisaContent(database.db, countryIds);
  pathwayIds = await seedPrContent(database.db, countryIds);
  await seedCourseGuides(database.db);
  partnerCounts = await seedPartners(database.db, countryIds);
  for (const def of RESOURCES) {
    // A typed resource (insurers, banks, ...) holds the rows of its scope (type) only, as its API lists them.
    const table = tableOf(def.name);
    const scope = Object.entries(def.scope ?? {}).map(([column, value]) => eq(table[column], value));
    rows.set(
      def.name,
      (await database.db
        .select()
        .from(table)
        .where(scope.length ? and(...scope) : undefined)) as Row[],
    );
  }
});
afterAll(() => database?.close());

const all = (name: string) => rows.get(name) ?? [];
const distinct = (name: string, column: string) => new Set(all(name).map((r) => r[column])).size;

describe('demo seed', () => {
  it('stores only records that satisfy their resource definition', () => {
    const failures: string[] = [];
    for (const def of RESOURCES) {
      const schema = recordSchema(def);
      for (const row of all(def.name)) {
        const result = schema.safeParse(row);
        if (!result.success) {
          failures.push(
            `${def.name} #${row.id} (${String(row[def.title])}): ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          );
        }
      }
    }
    if (failures.length) console.error(failures.join('\n'));
    expect(failures).toEqual([]);
  });

  it('stores rich text exactly as the API would sanitise it', () => {
    const changed: string[] = [];
    for (const def of RESOURCES) {
      const fields = Object.entries(def.fields)
        .filter(([, f]) => f.kind === 'richtext')
        .map(([name]) => name);
      for (const row of all(def.name)) {
        for (const field of fields) {
          const html = row[field];
          if (typeof html === 'string' && sanitizeRichText(html) !== html)
            changed.push(`${def.name} #${row.id}.${field}`);
        }
      }
    }
    expect(changed).toEqual([]);
  });

  it('seeds every resource table this module owns', () => {
    for (const name of [
      'visa-types',
      'country-visas',
      'visa-forms',
      'travel-advice',
      'customs-info',
      'data-variables',
      'required-documents',
      'faqs',
      'pr-pathways',
      'pr-points',
      'occupations',
      'pr-bundles',
      'course-guides',
      'organizations',
      'courses',
      'insurance-covers',
      'insurance-reasons',
      'insurance-benefits',
      'staff',
      'service-locations',
      'offers',
      'loan-products',
      'loan-consultant-locations',
    ]) {
      expect(all(name).length, name).toBeGreaterThan(0);
    }
    const counts = Object.fromEntries(RESOURCES.map((d) => [d.name, all(d.name).length]));
    console.info('seeded rows', counts);
  });

  it('covers the main destinations with visas, travel advice and customs information', () => {
    expect(distinct('country-visas', 'country_id')).toBeGreaterThanOrEqual(10);
    expect(distinct('travel-advice', 'country_id')).toBeGreaterThanOrEqual(10);
    expect(distinct('customs-info', 'country_id')).toBeGreaterThanOrEqual(10);
    const mainIds = MAIN_DESTINATIONS.map((iso2) => countryIds.get(iso2));
    const advised = new Set(all('travel-advice').map((r) => r.country_id));
    expect(mainIds.filter((id) => !advised.has(id))).toEqual([]);
    const slugs = all('visa-types').map((r) => r.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'tourist',
        'business',
        'student',
        'work',
        'transit',
        'family',
        'working-holiday',
        'investor',
      ]),
    );
    for (const scope of ['visa', 'pr', 'credit'])
      expect(
        all('data-variables').some((r) => r.scope === scope),
        scope,
      ).toBe(true);
    for (const scope of ['visa', 'check_visa'])
      expect(
        all('required-documents').some((r) => r.scope === scope),
        scope,
      ).toBe(true);
    for (const scope of ['visa', 'check_visa', 'pr'])
      expect(
        all('faqs').some((r) => r.scope === scope),
        scope,
      ).toBe(true);
  });

  it('seeds PR pathways with real points tables', () => {
    expect(distinct('pr-points', 'pr_pathway_id')).toBeGreaterThanOrEqual(4);
    const au189 = pathwayIds.get(PATHWAY_CODES.au189);
    const points189 = all('pr-points').filter((r) => r.pr_pathway_id === au189);
    expect(
      points189.some((r) => r.factor === 'age' && /25\s*[–-]\s*32/.test(String(r.criterion)) && r.points === 30),
    ).toBe(true);
    const nominated = (code: string) =>
      all('pr-points').filter((r) => r.pr_pathway_id === pathwayIds.get(code) && r.factor === 'nomination');
    expect(nominated(PATHWAY_CODES.au190).map((r) => r.points)).toEqual([5]);
    expect(nominated(PATHWAY_CODES.au491).map((r) => r.points)).toEqual([15]);
    const fsw = all('pr-points').filter((r) => r.pr_pathway_id === pathwayIds.get(PATHWAY_CODES.caFsw));
    const maxBy = (factor: string) =>
      Math.max(...fsw.filter((r) => r.factor === factor).map((r) => r.points as number));
    expect([maxBy('education'), maxBy('experience_overseas'), maxBy('age')]).toEqual([25, 15, 12]);
  });

  it('loads all 1,032 ANZSCO occupations and details the well-known ones', () => {
    const occupations = all('occupations');
    expect(occupations).toHaveLength(1032);
    expect(new Set(occupations.map((r) => r.code)).size).toBe(1032);
    const software = occupations.find((r) => r.code === '261313');
    expect(software).toMatchObject({
      title: 'Software Engineer',
      assessing_authority: 'ACS',
      lists: ['MLTSSL'],
      skill_level: 1,
    });
    expect([...(software!.pr_pathway_ids as number[])].sort()).toEqual(
      [PATHWAY_CODES.au189, PATHWAY_CODES.au190, PATHWAY_CODES.au491].map((c) => pathwayIds.get(c)).sort(),
    );
    expect(occupations.filter((r) => r.assessing_authority).length).toBeGreaterThanOrEqual(40);
  });

  it('does not load the occupations twice', async () => {
    expect(await seedOccupations(database.db, countryIds, pathwayIds)).toBe(0);
  });

  it('parses quoted CSV fields with commas and doubled quotes', () => {
    expect(csvRows('a,"b, c","say ""hi"""\r\n1,,NA\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '', 'NA'],
    ]);
  });
});

/** The sub-records each type of organisation has, by resource (FAQs and documents only where the scope exists). */
const KINDS: Record<OrgType, string[]> = {
  insurer: ['insurance-covers', 'insurance-reasons', 'insurance-benefits', 'faqs'],
  university: ['courses', 'required-documents', 'faqs'],
  consultancy: ['staff', 'service-locations', 'offers', 'faqs'],
  language_school: ['staff', 'service-locations', 'offers', 'faqs'],
  bank: ['loan-products', 'loan-consultant-locations', 'required-documents', 'faqs'],
};
const FAQ_SCOPE: Record<OrgType, string> = {
  insurer: 'insurance',
  university: 'university',
  consultancy: 'consultant',
  language_school: 'language',
  bank: 'credit',
};

describe('demo partner directory', () => {
  const orgs = (type: OrgType) => all('organizations').filter((r) => r.type === type);
  const of = (name: string, org: Row) => all(name).filter((r) => r.organization_id === org.id);
  const byId = (name: string) => new Map(all(name).map((r) => [r.id, r]));

  it('seeds a dozen organisations of each type, most but not all published and verified', () => {
    for (const type of ORG_TYPES) {
      const list = orgs(type);
      expect(list, type).toHaveLength(12);
      const published = list.filter((r) => r.is_published).length;
      const verified = list.filter((r) => r.is_verified).length;
      expect(published, type).toBeGreaterThanOrEqual(10);
      expect(published, type).toBeLessThan(12);
      expect(verified, type).toBeGreaterThanOrEqual(9);
      expect(verified, type).toBeLessThan(12);
    }
    expect(new Set(all('organizations').map((r) => r.slug)).size).toBe(60);
  });

  it('fills every organisation profile, in a main destination', () => {
    const destinations = new Set(MAIN_DESTINATIONS.map((iso2) => countryIds.get(iso2)));
    const typeFields: Record<OrgType, string[]> = {
      insurer: ['coverage_types'],
      university: ['university_type', 'established_year', 'world_ranking', 'intakes'],
      consultancy: ['registration_number', 'regulator', 'services', 'languages_spoken'],
      language_school: ['languages_taught', 'exams', 'modes'],
      bank: ['bank_type', 'min_loan', 'max_loan'],
    };
    for (const org of all('organizations')) {
      const type = org.type as OrgType;
      for (const field of [
        'name',
        'slug',
        'description',
        'email',
        'phone',
        'website',
        'location',
        'address',
        'city',
        'district',
        'state',
        'country',
        ...typeFields[type],
      ]) {
        const value = org[field];
        expect(
          value === null || value === '' || (Array.isArray(value) && value.length === 0),
          `${org.name}.${field}`,
        ).toBe(false);
      }
      expect(destinations.has(org.country_id as number), `${org.name} country`).toBe(true);
      expect(org.rating as number, `${org.name} rating`).toBeGreaterThanOrEqual(3.5);
      expect(org.rating as number, `${org.name} rating`).toBeLessThanOrEqual(5);
    }
  });

  it('stores the location parts exactly as the API derives them (null where a location has none)', () => {
    const located = RESOURCES.filter((def) => def.derive === splitLocation).map((def) => def.name);
    expect(located).toEqual(
      expect.arrayContaining(['organizations', 'service-locations', 'loan-consultant-locations']),
    );
    for (const name of located) {
      for (const row of all(name)) {
        const parts = Object.fromEntries(LOCATION_FIELDS.map((field) => [field, row[field]]));
        expect(parts, `${name} #${row.id}`).toEqual(splitLocation(row));
        expect(row.country, `${name} #${row.id}`).toEqual(expect.any(String));
      }
    }
  });

  it('gives every organisation its sub-records, within the seeded ranges', () => {
    const within = (org: Row, name: string, min: number, max: number, rows = of(name, org)) => {
      expect(rows.length, `${org.name}: ${name}`).toBeGreaterThanOrEqual(min);
      expect(rows.length, `${org.name}: ${name}`).toBeLessThanOrEqual(max);
    };
    for (const org of orgs('insurer')) {
      within(org, 'insurance-covers', 3, 6);
      within(org, 'insurance-reasons', 3, 5);
      within(org, 'faqs', 3, 6);
      expect(
        of('insurance-benefits', org).some((b) => b.cover_id !== null),
        `${org.name} linked benefits`,
      ).toBe(true);
    }
    for (const org of orgs('university')) within(org, 'courses', 6, 15);
    for (const org of [...orgs('consultancy'), ...orgs('language_school')]) {
      within(org, 'staff', 3, 8);
      within(org, 'service-locations', 1, 4);
      within(org, 'offers', 1, 4);
    }
    for (const org of orgs('bank')) {
      within(org, 'loan-products', 2, 5);
      within(org, 'loan-consultant-locations', 2, 6);
    }
    expect(orgs('university').filter((o) => of('required-documents', o).length > 0).length).toBeGreaterThanOrEqual(4);
    expect(orgs('bank').filter((o) => of('required-documents', o).length > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('seeds exactly the records its data lists', () => {
    const sum = (list: { length: number }[]) => list.reduce((n, l) => n + l.length, 0);
    expect(partnerCounts).toMatchObject({
      organizations: 60,
      'insurance-covers': sum(INSURERS.map((i) => i.covers)),
      courses: sum(UNIVERSITIES.map((u) => u.courses)),
      staff: [...CONSULTANCIES, ...LANGUAGE_SCHOOLS].reduce((n, o) => n + o.staff, 0),
      'service-locations': sum([...CONSULTANCIES, ...LANGUAGE_SCHOOLS].map((o) => o.offices)),
      offers: sum([...CONSULTANCIES, ...LANGUAGE_SCHOOLS].map((o) => o.offers)),
      'loan-products': sum(BANKS.map((b) => b.products)),
      'loan-consultant-locations': sum(BANKS.map((b) => b.consultants)),
    });
    for (const [name, n] of Object.entries(partnerCounts ?? {})) {
      if (name !== 'faqs' && name !== 'required-documents') expect(all(name).length, name).toBe(n);
    }
  });

  it('links benefits only to covers of the same insurer', () => {
    const covers = byId('insurance-covers');
    const linked = all('insurance-benefits').filter((b) => b.cover_id !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const b of linked) expect(covers.get(b.cover_id)?.organization_id, `benefit #${b.id}`).toBe(b.organization_id);
    expect(all('insurance-benefits').some((b) => b.cover_id === null)).toBe(true);
  });

  it('attaches sub-records to organisations of the right type, and partner FAQs and documents in their scope', () => {
    const orgById = byId('organizations');
    const owners: Record<string, OrgType[]> = {
      'insurance-covers': ['insurer'],
      'insurance-reasons': ['insurer'],
      'insurance-benefits': ['insurer'],
      courses: ['university'],
      staff: ['consultancy', 'language_school'],
      'service-locations': ['consultancy', 'language_school'],
      offers: ['consultancy', 'language_school'],
      'loan-products': ['bank'],
      'loan-consultant-locations': ['bank'],
    };
    for (const [name, types] of Object.entries(owners)) {
      for (const row of all(name))
        expect(types, `${name} #${row.id}`).toContain(orgById.get(row.organization_id)?.type);
    }
    for (const faq of all('faqs').filter((r) => r.organization_id !== null)) {
      expect(faq.scope, `faq #${faq.id}`).toBe(FAQ_SCOPE[orgById.get(faq.organization_id)?.type as OrgType]);
    }
    for (const doc of all('required-documents').filter((r) => r.organization_id !== null)) {
      expect(doc.scope, `document #${doc.id}`).toBe(
        orgById.get(doc.organization_id)?.type === 'bank' ? 'credit' : 'university',
      );
    }
  });

  it('keeps every range the right way round', () => {
    for (const p of all('loan-products')) {
      expect(p.interest_rate_max as number, p.name as string).toBeGreaterThanOrEqual(p.interest_rate_min as number);
      expect(p.max_amount as number, p.name as string).toBeGreaterThanOrEqual(p.min_amount as number);
    }
    for (const bank of orgs('bank')) {
      const products = of('loan-products', bank);
      expect(bank.max_loan as number).toBeGreaterThanOrEqual(bank.min_loan as number);
      expect(bank.min_loan).toBe(Math.min(...products.map((p) => p.min_amount as number)));
      expect(bank.max_loan).toBe(Math.max(...products.map((p) => p.max_amount as number)));
    }
    for (const c of all('insurance-covers'))
      expect(c.max_age as number, c.name as string).toBeGreaterThanOrEqual(c.min_age as number);
    for (const o of all('offers'))
      expect((o.valid_to as string) >= (o.valid_from as string), o.title as string).toBe(true);
  });

  it('has current and expired offers, and course deadlines ahead', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(all('offers').some((o) => (o.valid_to as string) < today)).toBe(true);
    expect(
      all('offers').some((o) => (o.valid_from as string) <= today && (o.valid_to as string) >= today && o.is_active),
    ).toBe(true);
    for (const c of all('courses')) expect((c.application_deadline as string) > today, c.name as string).toBe(true);
    for (const row of [...all('service-locations'), ...all('loan-consultant-locations')]) {
      expect(typeof row.latitude === 'number' && typeof row.longitude === 'number', `${row.label}`).toBe(true);
    }
    const levels = new Set(all('courses').map((c) => c.level));
    expect([...levels].sort()).toEqual(['bachelor', 'certificate', 'diploma', 'doctorate', 'master']);
    expect(new Set(all('courses').map((c) => c.currency)).size).toBeGreaterThanOrEqual(6);
  });

  it('does not seed the partners twice', async () => {
    expect(await seedPartners(database.db, countryIds)).toBeNull();
  });
});

describe('demo partner accounts (the seeded template)', () => {
  it('run organisations that have sub-records of every kind their type has', async () => {
    const { database: template, dispose } = await openTestDatabase();
    try {
      const db = template.db;
      const accounts = await db
        .select({
          email: users.email,
          userType: users.user_type,
          orgId: users.organization_id,
          org: organizations.name,
          type: organizations.type,
        })
        .from(users)
        .innerJoin(organizations, eq(users.organization_id, organizations.id))
        .where(isNotNull(users.organization_id));
      const partners = DEMO_ACCOUNTS.filter((a) => a.org);
      expect(accounts.map((a) => a.email).sort()).toEqual(partners.map((a) => a.email).sort());
      for (const account of partners) {
        const row = accounts.find((a) => a.email === account.email)!;
        const type = ROLE_BY_USER_TYPE[account.userType].orgType!;
        expect(row, account.email).toMatchObject({ org: account.org, type });
        for (const name of KINDS[type]) {
          const table = tableOf(name);
          const found = await db.select({ id: table.id }).from(table).where(eq(table.organization_id, row.orgId!));
          expect(found.length, `${account.org}: ${name}`).toBeGreaterThan(0);
        }
      }
      // The accounts' organisations were completed in place, not created a second time.
      expect((await db.select({ id: organizations.id }).from(organizations)).length).toBe(60);
    } finally {
      await dispose();
    }
  });
});
