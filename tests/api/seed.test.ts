import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { recordSchema } from '../../src/domain/schema';
import { openDatabase, type Database } from '../../src/server/db/client';
import { tableOf } from '../../src/server/db/resourceTables';
import { sanitizeRichText } from '../../src/server/resources/sanitize';
import { MAIN_DESTINATIONS, seedCountries } from '../../src/server/seed/countries';
import { PATHWAY_CODES, parseCsv, seedOccupations, seedPrContent } from '../../src/server/seed/pr';
import { seedCourseGuides } from '../../src/server/seed/universities';
import { seedVisaContent } from '../../src/server/seed/visa';

type Row = Record<string, unknown>;

let database: Database;
let countryIds: Map<string, number>;
let pathwayIds: Map<string, number>;
const rows = new Map<string, Row[]>();

beforeAll(async () => {
  database = await openDatabase();
  await database.migrate();
  countryIds = await seedCountries(database.db);
  await seedVisaContent(database.db, countryIds);
  pathwayIds = await seedPrContent(database.db, countryIds);
  await seedCourseGuides(database.db);
  for (const def of RESOURCES) rows.set(def.name, (await database.db.select().from(tableOf(def.name))) as Row[]);
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
          failures.push(`${def.name} #${row.id} (${String(row[def.title])}): ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        }
      }
    }
    if (failures.length) console.error(failures.join('\n'));
    expect(failures).toEqual([]);
  });

  it('stores rich text exactly as the API would sanitise it', () => {
    const changed: string[] = [];
    for (const def of RESOURCES) {
      const fields = Object.entries(def.fields).filter(([, f]) => f.kind === 'richtext').map(([name]) => name);
      for (const row of all(def.name)) {
        for (const field of fields) {
          const html = row[field];
          if (typeof html === 'string' && sanitizeRichText(html) !== html) changed.push(`${def.name} #${row.id}.${field}`);
        }
      }
    }
    expect(changed).toEqual([]);
  });

  it('seeds every resource table this module owns', () => {
    for (const name of ['visa-types', 'country-visas', 'visa-forms', 'travel-advice', 'customs-info', 'data-variables',
      'required-documents', 'faqs', 'pr-pathways', 'pr-points', 'occupations', 'pr-bundles', 'course-guides']) {
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
    expect(slugs).toEqual(expect.arrayContaining(['tourist', 'business', 'student', 'work', 'transit', 'family', 'working-holiday', 'investor']));
    for (const scope of ['visa', 'pr', 'credit']) expect(all('data-variables').some((r) => r.scope === scope), scope).toBe(true);
    for (const scope of ['visa', 'check_visa']) expect(all('required-documents').some((r) => r.scope === scope), scope).toBe(true);
    for (const scope of ['visa', 'check_visa', 'pr']) expect(all('faqs').some((r) => r.scope === scope), scope).toBe(true);
  });

  it('seeds PR pathways with real points tables', () => {
    expect(distinct('pr-points', 'pr_pathway_id')).toBeGreaterThanOrEqual(4);
    const au189 = pathwayIds.get(PATHWAY_CODES.au189);
    const points189 = all('pr-points').filter((r) => r.pr_pathway_id === au189);
    expect(points189.some((r) => r.factor === 'age' && /25\s*[–-]\s*32/.test(String(r.criterion)) && r.points === 30)).toBe(true);
    const nominated = (code: string) => all('pr-points').filter((r) => r.pr_pathway_id === pathwayIds.get(code) && r.factor === 'nomination');
    expect(nominated(PATHWAY_CODES.au190).map((r) => r.points)).toEqual([5]);
    expect(nominated(PATHWAY_CODES.au491).map((r) => r.points)).toEqual([15]);
    const fsw = all('pr-points').filter((r) => r.pr_pathway_id === pathwayIds.get(PATHWAY_CODES.caFsw));
    const maxBy = (factor: string) => Math.max(...fsw.filter((r) => r.factor === factor).map((r) => r.points as number));
    expect([maxBy('education'), maxBy('experience_overseas'), maxBy('age')]).toEqual([25, 15, 12]);
  });

  it('loads all 1,032 ANZSCO occupations and details the well-known ones', () => {
    const occupations = all('occupations');
    expect(occupations).toHaveLength(1032);
    expect(new Set(occupations.map((r) => r.code)).size).toBe(1032);
    const software = occupations.find((r) => r.code === '261313');
    expect(software).toMatchObject({ title: 'Software Engineer', assessing_authority: 'ACS', lists: ['MLTSSL'], skill_level: 1 });
    expect([...(software!.pr_pathway_ids as number[])].sort()).toEqual(
      [PATHWAY_CODES.au189, PATHWAY_CODES.au190, PATHWAY_CODES.au491].map((c) => pathwayIds.get(c)).sort());
    expect(occupations.filter((r) => r.assessing_authority).length).toBeGreaterThanOrEqual(40);
  });

  it('does not load the occupations twice', async () => {
    expect(await seedOccupations(database.db, countryIds, pathwayIds)).toBe(0);
  });

  it('parses quoted CSV fields with commas and doubled quotes', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,,NA\n')).toEqual([['a', 'b, c', 'say "hi"'], ['1', '', 'NA']]);
  });
});
