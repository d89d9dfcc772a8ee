import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { csvRows } from '@/server/infrastructure/csv';
import { occupations as occupationsDef } from '@/domain/areas/pr';
import type { Db } from '@/server/infrastructure/db/client';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { idOf } from '@/server/infrastructure/db/rows';

/* The ANZSCO occupations (datasets/anzsco, with its licence) and the real lists and visas of well-known ones. */

/** Codes of the seeded pathways, the keys of the id map `seedPrContent` returns. */
export const PATHWAY_CODES = {
  au189: 'subclass 189',
  au190: 'subclass 190',
  au491: 'subclass 491',
  au186: 'subclass 186',
  caFsw: 'FSWP',
  caCec: 'CEC',
  nzSmc: 'SMC',
  gbIlr: 'ILR (Skilled Worker)',
} as const;

/** Real assessing authorities and lists for well-known occupations (MLTSSL, STSOL, ROL as used for 189/190/491). */
const OCCUPATION_DETAILS: [code: string, skillLevel: number, authority: string, list: 'MLTSSL' | 'STSOL' | 'ROL'][] = [
  ['261313', 1, 'ACS', 'MLTSSL'],
  ['261312', 1, 'ACS', 'MLTSSL'],
  ['261311', 1, 'ACS', 'MLTSSL'],
  ['261399', 1, 'ACS', 'MLTSSL'],
  ['261111', 1, 'ACS', 'MLTSSL'],
  ['261112', 1, 'ACS', 'MLTSSL'],
  ['262112', 1, 'ACS', 'MLTSSL'],
  ['263111', 1, 'ACS', 'MLTSSL'],
  ['233211', 1, 'Engineers Australia', 'MLTSSL'],
  ['233214', 1, 'Engineers Australia', 'MLTSSL'],
  ['233311', 1, 'Engineers Australia', 'MLTSSL'],
  ['233512', 1, 'Engineers Australia', 'MLTSSL'],
  ['233111', 1, 'Engineers Australia', 'MLTSSL'],
  ['233915', 1, 'Engineers Australia', 'MLTSSL'],
  ['133211', 1, 'Engineers Australia / AIM', 'MLTSSL'],
  ['254499', 1, 'ANMAC', 'MLTSSL'],
  ['254411', 1, 'ANMAC', 'MLTSSL'],
  ['254412', 1, 'ANMAC', 'MLTSSL'],
  ['254418', 1, 'ANMAC', 'MLTSSL'],
  ['241111', 1, 'AITSL', 'MLTSSL'],
  ['241411', 1, 'AITSL', 'MLTSSL'],
  ['241511', 1, 'AITSL', 'MLTSSL'],
  ['221111', 1, 'CPA Australia / CAANZ / IPA', 'MLTSSL'],
  ['221112', 1, 'CPA Australia / CAANZ / IPA', 'MLTSSL'],
  ['221113', 1, 'CPA Australia / CAANZ / IPA', 'MLTSSL'],
  ['221213', 1, 'CPA Australia / CAANZ / IPA', 'MLTSSL'],
  ['224111', 1, 'VETASSESS', 'MLTSSL'],
  ['133111', 1, 'VETASSESS', 'MLTSSL'],
  ['234711', 1, 'AVBC', 'MLTSSL'],
  ['253111', 1, 'Medical Board of Australia', 'MLTSSL'],
  ['252511', 1, 'APC (Australian Physiotherapy Council)', 'MLTSSL'],
  ['252411', 1, 'OTC (Occupational Therapy Council)', 'MLTSSL'],
  ['252712', 1, 'SPA (Speech Pathology Australia)', 'MLTSSL'],
  ['272311', 1, 'APS (Australian Psychological Society)', 'MLTSSL'],
  ['272511', 1, 'AASW', 'MLTSSL'],
  ['234611', 1, 'AIMS', 'MLTSSL'],
  ['232111', 1, 'AACA', 'MLTSSL'],
  ['232212', 1, 'SSSI', 'MLTSSL'],
  ['351311', 2, 'TRA', 'MLTSSL'],
  ['351111', 3, 'TRA', 'MLTSSL'],
  ['321211', 3, 'TRA', 'MLTSSL'],
  ['341111', 3, 'TRA', 'MLTSSL'],
  ['334111', 3, 'TRA', 'MLTSSL'],
  ['331212', 3, 'TRA', 'MLTSSL'],
  ['322311', 3, 'TRA', 'MLTSSL'],
  ['224711', 1, 'VETASSESS', 'STSOL'],
  ['225113', 1, 'VETASSESS', 'STSOL'],
  ['222311', 1, 'VETASSESS', 'STSOL'],
  ['141111', 2, 'VETASSESS', 'STSOL'],
  ['121111', 1, 'VETASSESS', 'ROL'],
  ['121313', 1, 'VETASSESS', 'ROL'],
];

/** The visas each list opens: MLTSSL 189/190/491, STSOL 190/491, ROL 491. */
const LIST_PATHWAYS: Record<string, string[]> = {
  MLTSSL: [PATHWAY_CODES.au189, PATHWAY_CODES.au190, PATHWAY_CODES.au491],
  STSOL: [PATHWAY_CODES.au190, PATHWAY_CODES.au491],
  ROL: [PATHWAY_CODES.au491],
};

const ANZSCO_CSV = 'datasets/anzsco/anzsco-2013-v1.2.csv';

/** The ANZSCO occupations of the CSV: code, title and unit group, in file order. */
function readAnzsco(path = resolve(process.cwd(), ANZSCO_CSV)): { code: string; title: string; unit_group: string }[] {
  const [header, ...rows] = csvRows(readFileSync(path, 'utf8'));
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${path}: no column ${name}`);
    return i;
  };
  const [code, title, unit] = [col('Occupation.Code'), col('Occupation'), col('Unit.Group')];
  return rows.map((r) => ({ code: r[code].trim(), title: r[title].trim(), unit_group: r[unit].trim() }));
}

/**
 * Every ANZSCO occupation for Australia (1,032 rows, in chunks of 500), then the skill level, assessing authority,
 * list and visas of about fifty well-known ones. `pathwayIdsByCode` maps pathway codes (PATHWAY_CODES: 'subclass 189',
 * …) to ids; missing pathways are simply left out. Does nothing when Australian occupations already exist, so it is
 * safe to run on every start. Returns the number of occupations inserted.
 */
export async function seedOccupations(
  db: Db,
  countryIds: Map<string, number>,
  pathwayIdsByCode: Map<string, number>,
): Promise<number> {
  const au = idOf(countryIds, 'country')('AU');
  const table = typedTableOf(occupationsDef);
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.country_id, au));
  if ((existing?.n ?? 0) > 0) return 0;

  const occupations = readAnzsco();
  for (let i = 0; i < occupations.length; i += 500) {
    await db.insert(table).values(occupations.slice(i, i + 500).map((o) => ({ ...o, country_id: au })));
  }

  for (const [code, skillLevel, authority, list] of OCCUPATION_DETAILS) {
    const pathwayIds = LIST_PATHWAYS[list]
      .map((c) => pathwayIdsByCode.get(c))
      .filter((id): id is number => id !== undefined);
    await db
      .update(table)
      .set({ skill_level: skillLevel, assessing_authority: authority, lists: [list], pr_pathway_ids: pathwayIds })
      .where(and(eq(table.country_id, au), inArray(table.code, [code])));
  }
  return occupations.length;
}
