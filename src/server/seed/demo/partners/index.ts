import { count, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tableOf } from '../../../db/resourceTables';
import { organizations } from '../../../db/schema';
import { idOf, insertRows } from '../../rows';
import { bankDocumentRows, bankFaqRows, bankRow, BANKS, loanConsultantRows, loanProductRows } from './banks';
import type { Row, SeedContext } from './common';
import { serviceProviderRows } from './advisers';
import { CONSULTANCIES, CONSULTANCY_PROVIDERS } from './consultancies';
import { benefitRows, coverRows, insurerFaqRows, insurerRow, INSURERS, reasonRows } from './insurers';
import { LANGUAGE_SCHOOL_PROVIDERS, LANGUAGE_SCHOOLS } from './languageSchools';
import { courseRows, universityDocumentRows, universityFaqRows, universityRow, UNIVERSITIES } from './universities';

export { BANKS, CONSULTANCIES, INSURERS, LANGUAGE_SCHOOLS, UNIVERSITIES };

/**
 * The demo partner directory: a dozen organisations of each type with everything their pages show.
 * The demo partner accounts' organisations (created by seedDemoAccounts with only a name) are completed in place,
 * matched by slug; the others are created. One statement per table. Returns the rows written per resource, or
 * null when partner records are already there.
 */
export async function seedPartners(
  db: Db,
  countryIds: Map<string, number>,
  today = new Date(),
): Promise<Record<string, number> | null> {
  const covers = tableOf('insurance-covers');
  const [existing] = await db.select({ n: count() }).from(covers);
  if ((existing?.n ?? 0) > 0) return null;

  const orgIds = new Map<string, number>();
  const ctx: SeedContext = { today, countryId: idOf(countryIds, 'country'), orgId: idOf(orgIds, 'organisation') };

  const orgRows: Row[] = [
    ...INSURERS.map((o) => insurerRow(o, ctx)),
    ...UNIVERSITIES.map((o) => universityRow(o, ctx)),
    ...CONSULTANCIES.map((o) => CONSULTANCY_PROVIDERS.organizationRow(o, ctx)),
    ...LANGUAGE_SCHOOLS.map((o) => LANGUAGE_SCHOOL_PROVIDERS.organizationRow(o, ctx)),
    ...BANKS.map((o) => bankRow(o, ctx)),
  ];
  const columns = [...new Set(orgRows.flatMap((r) => Object.keys(r)))].filter((c) => c !== 'slug');
  const saved = await db
    .insert(organizations)
    .values(orgRows)
    .onConflictDoUpdate({
      target: organizations.slug,
      set: Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)])),
    })
    .returning({ id: organizations.id, name: organizations.name });
  for (const o of saved) orgIds.set(o.name as string, o.id as number);

  const savedCovers = await db
    .insert(covers)
    .values(coverRows(ctx))
    .returning({ id: covers.id, organization_id: covers.organization_id, name: covers.name });
  const coverIds = new Map(savedCovers.map((c) => [`${c.organization_id}/${c.name}`, c.id as number]));
  const coverOf = idOf(coverIds, 'cover (organisation/name)');
  const coverId = (organizationId: number, name: string) => coverOf(`${organizationId}/${name}`);

  const providers = [
    serviceProviderRows(CONSULTANCY_PROVIDERS, ctx),
    serviceProviderRows(LANGUAGE_SCHOOL_PROVIDERS, ctx),
  ];
  const rows: Record<string, Row[]> = {
    'insurance-reasons': reasonRows(ctx),
    'insurance-benefits': benefitRows(ctx, coverId),
    faqs: [...insurerFaqRows(ctx), ...universityFaqRows(ctx), ...providers.flatMap((p) => p.faqs), ...bankFaqRows(ctx)],
    courses: courseRows(ctx),
    'required-documents': [...universityDocumentRows(ctx), ...bankDocumentRows(ctx)],
    staff: providers.flatMap((p) => p.staff),
    'service-locations': providers.flatMap((p) => p.offices),
    offers: providers.flatMap((p) => p.offers),
    'loan-products': loanProductRows(ctx),
    'loan-consultant-locations': loanConsultantRows(ctx),
  };
  const counts: Record<string, number> = { organizations: saved.length, 'insurance-covers': coverIds.size };
  for (const [resource, list] of Object.entries(rows)) counts[resource] = (await insertRows(db, resource, list)).length;
  return counts;
}
