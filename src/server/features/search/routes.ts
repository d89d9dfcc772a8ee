import { and, asc, desc, eq, ilike, sql, type Column } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { searchableResources, SEARCH_SUBSTRING_FROM, type SearchHit } from '@/domain/search';
import { searchQuerySchema } from '@/domain/searchQuery';
import { requireAuth } from '@/server/middleware/guard';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations } from '@/server/infrastructure/db/schema';
import { defineRoute, ERRORS, mountRoutes } from '@/server/infrastructure/openapi/route';
import { escapeLike } from '@/server/engine/listQuery';
import { readScopeCondition } from '@/server/engine/scope';

const hitsSchema = z.array(
  z.object({
    resource: z.string().describe('the resource name, as in its list path'),
    id: z.number().int(),
    title: z.string().describe("the value of the resource's title field"),
    detail: z.string().optional().describe('admins: the name of the organisation an owned record belongs to'),
  }),
) satisfies z.ZodType<SearchHit[]>;

/** The search across resources (the console's command palette). */
const searchRecords = defineRoute({
  method: 'get',
  path: '/api/search',
  tag: 'search',
  operationId: 'searchRecords',
  query: searchQuerySchema,
  summary:
    'Records of every resource the caller may list, found by title (within the rows its lists show), at most `limit` per resource, titles starting with the text first',
  responses: {
    200: { description: 'The records found, grouped by resource', schema: hitsSchema },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
  },
});

export const searchRouteDeclarations = [searchRecords];

/** Matches read per resource before they are ordered: bounds the work of a text that matches many rows. */
const CANDIDATES = 200;

/**
 * GET /api/search: records of every resource the caller may list, found by their title, within the rows its
 * lists show (the same access rules and scope). One query per resource, each served by the title's trigram
 * index and bounded, so the whole stays small whatever the tables hold.
 */
export function searchRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();

  mountRoutes(app, '/api')(searchRecords, [requireAuth(deps)], async (c, { query: { q, limit } }) => {
    const principal = c.get('principal');
    const prefix = `${escapeLike(q)}%`;
    const pattern = q.length < SEARCH_SUBSTRING_FROM ? prefix : `%${prefix}`;
    const hits: SearchHit[] = [];
    for (const def of searchableResources(principal.role)) {
      const table = tableOf(def.name);
      const title = table[def.title] as Column;
      // For admins, the organisation an owned record belongs to: its second line (many share a title).
      const owner = principal.role === 'admin' && def.owner && def.owner.column !== 'id' ? def.owner.column : null;
      const matches = db
        .select({
          id: table.id,
          title: sql<string>`${title}`.as('title'),
          owner: (owner ? sql<number | null>`${table[owner]}` : sql<number | null>`null::integer`).as('owner'),
        })
        .from(table)
        .where(and(readScopeCondition(def, table, principal), ilike(title, pattern)))
        .limit(CANDIDATES)
        .as('matches');
      // Titles starting with the text first, then alphabetically.
      const rows = await db
        .select({ id: matches.id, title: matches.title, detail: organizations.name })
        .from(matches)
        .leftJoin(organizations, eq(organizations.id, matches.owner))
        .orderBy(desc(sql`${matches.title} ilike ${prefix}`), asc(matches.title), asc(matches.id))
        .limit(limit);
      for (const row of rows) {
        const hit: SearchHit = { resource: def.name, id: Number(row.id), title: String(row.title) };
        if (row.detail) hit.detail = row.detail;
        hits.push(hit);
      }
    }
    return c.json(hits);
  });

  return app;
}
