import { asc, count, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { DRAFT_STATUSES, type Review } from '@/domain/drafts';
import { resourceByName } from '@/domain/resources';
import { requireAuth, requireCan } from '@/server/middleware/guard';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { rfc3339 } from '@/server/infrastructure/db/columns';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { drafts, organizations, userName, users } from '@/server/infrastructure/db/schema';
import { defineRoute, ERRORS, mountRoutes } from '@/server/infrastructure/openapi/route';

/** The most reviews one answer holds, the oldest first: the queue is worked from its front. */
const REVIEWS_MAX = 200;

const change = z.object({ from: z.unknown(), to: z.unknown() });
const reviewSchema = z.object({
  resource: z.string(),
  record_id: z.number().int(),
  title: z.string().describe("the record's title as it is live"),
  organization: z.string().nullable(),
  status: z.enum(DRAFT_STATUSES),
  changes: z
    .record(z.string(), change)
    .describe("each changed field's live value when the draft was made, and the draft's"),
  note: z.string().nullable(),
  author: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Review>;

const listReviews = defineRoute({
  method: 'get',
  path: '/api/reviews',
  tag: 'reviews',
  operationId: 'listReviews',
  summary: `Partners' changes to their live listings waiting for an admin's review, the oldest first (at most ${REVIEWS_MAX}), each field's live and proposed value`,
  responses: {
    200: {
      description: 'The reviews and how many wait in all',
      schema: z.object({ reviews: z.array(reviewSchema), total: z.number().int() }),
    },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
  },
});

export const reviewRouteDeclarations = [listReviews];

export function reviewRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps.database;
  const mount = mountRoutes(app, '/api');
  mount(listReviews, [requireAuth(deps), requireCan(deps, 'reviews', 'list')], async (c) => {
    const waiting = eq(drafts.status, 'in_review');
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ draft: drafts, author: userName(), organization: organizations.name })
        .from(drafts)
        .leftJoin(users, eq(users.id, drafts.author_id))
        .leftJoin(organizations, eq(organizations.id, drafts.organization_id))
        .where(waiting)
        .orderBy(asc(drafts.updated_at), asc(drafts.id))
        .limit(REVIEWS_MAX),
      db.select({ total: count() }).from(drafts).where(waiting),
    ]);
    // Each record's live title, a query per resource.
    const titles = new Map<string, string>();
    for (const resource of new Set(rows.map((row) => row.draft.resource))) {
      const def = resourceByName(resource);
      if (!def) continue;
      const table = tableOf(def.name);
      const ids = rows.filter((row) => row.draft.resource === resource).map((row) => row.draft.record_id);
      for (const row of await db
        .select({ id: table.id, title: table[def.title] })
        .from(table)
        .where(inArray(table.id, ids)))
        titles.set(`${resource}/${String(row.id)}`, String(row.title ?? row.id));
    }
    const reviews: Review[] = rows.map(({ draft, author, organization }) => ({
      resource: draft.resource,
      record_id: draft.record_id,
      title: titles.get(`${draft.resource}/${String(draft.record_id)}`) ?? String(draft.record_id),
      organization,
      status: draft.status,
      changes: draft.changes,
      note: draft.note,
      author,
      created_at: rfc3339(draft.created_at),
      updated_at: rfc3339(draft.updated_at),
    }));
    return c.json({ reviews, total });
  });
  return app;
}
