import { requiredDocuments } from '@/domain/areas/content';
import { prBundles, prPathways, prPoints } from '@/domain/areas/pr';
import type { Db } from '@/server/infrastructure/db/client';
import { seedOccupations } from '@/server/startup/seed/reference/occupations';
import { seedDemoFile } from './data';

/*
 * Demo permanent-residence content (datasets/demo/pr/): pathways with their real points tables as published in
 * 2025, the ANZSCO occupations linked to them and a few consultancy bundles. Not official advice: every pathway
 * links to its official page.
 */

/**
 * PR pathways with their points tables, required documents, the ANZSCO occupations and consultancy bundles.
 * Returns the pathway ids by code (PATHWAY_CODES).
 */
export async function seedPrContent(db: Db, countryIds: Map<string, number>): Promise<Map<string, number>> {
  const ids = await seedDemoFile(db, 'pr/pr-pathways.json', prPathways, {
    key: 'code',
    references: { country: { column: 'country_id', what: 'country', ids: countryIds } },
  });
  const pathway = { column: 'pr_pathway_id', what: 'PR pathway', ids };
  await seedDemoFile(db, 'pr/pr-points.json', prPoints, { references: { pr_pathway: pathway } });
  await seedDemoFile(db, 'pr/required-documents.json', requiredDocuments, { references: { pr_pathway: pathway } });
  await seedOccupations(db, countryIds, ids);
  await seedDemoFile(db, 'pr/pr-bundles.json', prBundles, {
    references: { pr_pathways: { ...pathway, column: 'pr_pathway_ids' } },
  });
  return ids;
}
