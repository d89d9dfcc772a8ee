import { z } from 'zod';
import { searchQuerySchema, type SearchHit } from '../../domain/search';
import { routeDocs } from '../openapi/registry';

const hitsSchema = z.array(
  z.object({
    resource: z.string().describe('the resource name, as in its list path'),
    id: z.number().int(),
    title: z.string().describe("the value of the resource's title field"),
    detail: z.string().optional().describe('admins: the name of the organisation an owned record belongs to'),
  }),
) satisfies z.ZodType<SearchHit[]>;

/** The search across resources (the console's command palette). */
export const searchRouteDocs = routeDocs({
  method: 'get',
  path: '/api/search',
  tag: 'search',
  query: searchQuerySchema,
  summary:
    'Records of every resource the caller may list, found by title (within the rows its lists show), at most `limit` per resource, titles starting with the text first',
  responses: { 200: { description: 'The records found, grouped by resource', schema: hitsSchema } },
});
