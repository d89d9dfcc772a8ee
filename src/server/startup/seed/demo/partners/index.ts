import { count, sql } from 'drizzle-orm';
import { faqs, requiredDocuments } from '@/domain/areas/content';
import { loanConsultantLocations, loanProducts } from '@/domain/areas/credits';
import { offers, serviceLocations, staff } from '@/domain/areas/consultants';
import { insuranceBenefits, insuranceCovers, insuranceReasons } from '@/domain/areas/insurance';
import { organizations as organizationsDef } from '@/domain/areas/partners';
import { courses } from '@/domain/areas/universities';
import type { ResourceDef } from '@/domain/resourceDef';
import type { Db } from '@/server/infrastructure/db/client';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { idOf, insertRows, stampedRows } from '@/server/infrastructure/db/rows';
import { bankDocumentRows, bankFaqRows, bankRows, BANKS, loanConsultantRows, loanProductRows } from './banks';
import { checkedRows, type SeedContext, type Sourced } from './common';
import { serviceOrganizationRows, serviceProviderRows } from './advisers';
import { CONSULTANCIES, CONSULTANCY_PROVIDERS } from './consultancies';
import { benefitRows, coverRows, insurerFaqRows, insurerRows, INSURERS, reasonRows } from './insurers';
import { LANGUAGE_SCHOOL_PROVIDERS, LANGUAGE_SCHOOLS } from './languageSchools';
import { courseRows, universityDocumentRows, universityFaqRows, universityRows, UNIVERSITIES } from './universities';

export { BANKS, CONSULTANCIES, INSURERS, LANGUAGE_SCHOOLS, UNIVERSITIES };

/**
 * The demo partner directory: a dozen organisations of each type with everything their pages show, expanded from
 * the templates of datasets/demo/partners/. Every row is checked by its resource's own schema before it is written.
 * The demo partner accounts' organisations (created by seedDemoAccounts with only a name) are completed in place,
 * matched by slug; the others are created. One statement per table. Returns the rows written per resource, or
 * null when partner records are already there.
 */
export async function seedPartners(
  db: Db,
  countryIds: Map<string, number>,
  today = new Date(),
): Promise<Record<string, number> | null> {
  const covers = typedTableOf(insuranceCovers);
  const organizations = typedTableOf(organizationsDef);
  const [existing] = await db.select({ n: count() }).from(covers);
  if ((existing?.n ?? 0) > 0) return null;

  const orgIds = new Map<string, number>();
  const ctx: SeedContext = { today, countryId: idOf(countryIds, 'country'), orgId: idOf(orgIds, 'organisation') };

  const orgRows = stampedRows(
    organizationsDef,
    checkedRows(organizationsDef, [
      ...insurerRows(ctx),
      ...universityRows(ctx),
      ...serviceOrganizationRows(CONSULTANCY_PROVIDERS, ctx),
      ...serviceOrganizationRows(LANGUAGE_SCHOOL_PROVIDERS, ctx),
      ...bankRows(ctx),
    ]),
  );
  const columns = [...new Set(orgRows.flatMap((r) => Object.keys(r)))].filter((c) => c !== 'slug');
  const saved = await db
    .insert(organizations)
    .values(orgRows)
    .onConflictDoUpdate({
      target: organizations.slug,
      set: Object.fromEntries(columns.map((c) => [c, sql.raw(`excluded."${c}"`)])),
    })
    .returning({ id: organizations.id, name: organizations.name });
  for (const o of saved) orgIds.set(o.name, o.id);

  const savedCovers = await db
    .insert(covers)
    .values(stampedRows(insuranceCovers, checkedRows(insuranceCovers, coverRows(ctx))))
    .returning({ id: covers.id, organization_id: covers.organization_id, name: covers.name });
  const coverIds = new Map(savedCovers.map((c) => [`${c.organization_id}/${c.name}`, c.id]));
  const coverOf = idOf(coverIds, 'cover (organisation/name)');
  const coverId = (organizationId: number, name: string) => coverOf(`${organizationId}/${name}`);

  const providers = [
    serviceProviderRows(CONSULTANCY_PROVIDERS, ctx),
    serviceProviderRows(LANGUAGE_SCHOOL_PROVIDERS, ctx),
  ];
  const counts: Record<string, number> = { organizations: saved.length, 'insurance-covers': coverIds.size };
  const write = async <D extends ResourceDef>(def: D, rows: Sourced<D>[]) => {
    counts[def.name] = (await insertRows(db, def, checkedRows(def, rows))).length;
  };
  await write(insuranceReasons, reasonRows(ctx));
  await write(insuranceBenefits, benefitRows(ctx, coverId));
  await write(faqs, [
    ...insurerFaqRows(ctx),
    ...universityFaqRows(ctx),
    ...providers.flatMap((p) => p.faqs),
    ...bankFaqRows(ctx),
  ]);
  await write(courses, courseRows(ctx));
  await write(requiredDocuments, [...universityDocumentRows(ctx), ...bankDocumentRows(ctx)]);
  await write(
    staff,
    providers.flatMap((p) => p.staff),
  );
  await write(
    serviceLocations,
    providers.flatMap((p) => p.offices),
  );
  await write(
    offers,
    providers.flatMap((p) => p.offers),
  );
  await write(loanProducts, loanProductRows(ctx));
  await write(loanConsultantLocations, loanConsultantRows(ctx));
  return counts;
}
