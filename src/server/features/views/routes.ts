import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { canAccess } from '@/domain/access';
import { ROLES, type Role } from '@/domain/roles';
import { V } from '@/domain/validationKeys';
import { VIEWS_PER_LIST } from '@/domain/viewLimits';
import {
  viewCreateSchema,
  viewListQuerySchema,
  viewStateSchema,
  viewUpdateSchema,
  type SavedView,
} from '@/domain/views';
import { assertCan, requireAuth } from '@/server/middleware/guard';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { savedViews, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';

type View = typeof savedViews.$inferSelect;

const viewSchema = z.object({
  id: z.number().int(),
  resource: z.string(),
  name: z.string(),
  state: viewStateSchema,
  shared_with: z.enum(ROLES).nullable(),
  mine: z.boolean().describe("the caller's own view; otherwise an admin shared it with the caller's role"),
  owner: z.string().describe("the owner's name"),
  updated_at: z.string(),
}) satisfies z.ZodType<SavedView>;

const notYours = errorAnswer("Another person's view (one shared with the caller's role), or sharing by a non-admin");
const noView = errorAnswer('No view with this id that the caller sees');

const listViews = defineRoute({
  method: 'get',
  path: '/api/views',
  tag: 'views',
  operationId: 'listViews',
  query: viewListQuerySchema,
  summary: "The caller's saved views of a list, then those an admin shared with the caller's role",
  responses: {
    200: { description: 'The views, own first, by name', schema: z.array(viewSchema) },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: errorAnswer('The caller may not open the list'),
  },
});

const createView = defineRoute({
  method: 'post',
  path: '/api/views',
  tag: 'views',
  operationId: 'createView',
  body: viewCreateSchema,
  summary: "Saves a view of a list the caller may open (a name free among the caller's views of that list)",
  description: 'Only admins may share a view (`shared_with`), and only with a role that may open the list.',
  responses: {
    201: { description: 'The view', schema: viewSchema },
    400: errorAnswer(
      'Invalid input, a name taken, or as many views of the list as allowed (`errors` names the fields)',
    ),
    401: ERRORS.unauthorized,
    403: errorAnswer('The caller may not open the list, or shares without being an admin'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const updateView = defineRoute({
  method: 'put',
  path: '/api/views/:id',
  tag: 'views',
  operationId: 'updateView',
  body: viewUpdateSchema,
  summary: 'Renames a view of the caller, saves a new state in it, or shares it (admins)',
  responses: {
    200: { description: 'The view', schema: viewSchema },
    400: errorAnswer('Invalid input or a name taken (`errors` names the fields)'),
    401: ERRORS.unauthorized,
    403: notYours,
    404: noView,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const deleteView = defineRoute({
  method: 'delete',
  path: '/api/views/:id',
  tag: 'views',
  operationId: 'deleteView',
  summary: 'Deletes a view of the caller (a view shared with it is not its to delete: 403)',
  responses: { 204: 'Deleted', 401: ERRORS.unauthorized, 403: notYours, 404: noView },
});

/** Saved list views, kept per person on the server. */
export const viewRouteDeclarations = [listViews, createView, updateView, deleteView];

/**
 * /api/views: saved list views on the server, so they follow a person across sign-outs and devices. Each person
 * sees its own views of a list and the views an admin shared with its role; only the owner changes or deletes
 * a view, and only admins share.
 */
export function viewRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  const visible = (userId: number, role: Role) => or(eq(savedViews.user_id, userId), eq(savedViews.shared_with, role));

  async function load(c: Context<AppEnv>, where: ReturnType<typeof and>): Promise<SavedView[]> {
    const p = c.get('principal');
    const rows = await db
      .select({ view: savedViews, first: users.first_name, last: users.last_name })
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.user_id))
      .where(where)
      .orderBy(sql`${savedViews.user_id} <> ${p.userId}`, asc(savedViews.name), asc(savedViews.id));
    return rows.map(({ view, first, last }) => present(view, p.userId, `${first} ${last}`.trim()));
  }

  /** The view with this id that the caller owns: 404 if it sees no such view, 403 if it is another's. */
  async function owned(c: Context<AppEnv>, id: number): Promise<View> {
    const p = c.get('principal');
    const [view] = await db
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.id, id), visible(p.userId, p.role)));
    if (!view || !canAccess(p.role, { resource: view.resource, action: 'list' }))
      throw new ApiError(404, MESSAGES.notFound);
    if (view.user_id !== p.userId) throw new ApiError(403, MESSAGES.forbidden);
    return view;
  }

  /** Sharing is an admin's, and only with a role that may open the list. */
  function checkSharing(c: Context<AppEnv>, resource: string, role: Role | null | undefined) {
    if (role === null || role === undefined) return;
    if (c.get('principal').role !== 'admin') throw new ApiError(403, MESSAGES.forbidden);
    if (!canAccess(role, { resource, action: 'list' }))
      throw validationError({ shared_with: V.choice }, c.get('locale'));
  }

  async function checkNameFree(c: Context<AppEnv>, resource: string, name: string, except?: number) {
    const p = c.get('principal');
    const [{ taken }] = await db
      .select({ taken: count() })
      .from(savedViews)
      .where(
        and(
          eq(savedViews.user_id, p.userId),
          eq(savedViews.resource, resource),
          eq(savedViews.name, name),
          except ? ne(savedViews.id, except) : undefined,
        ),
      );
    if (taken > 0) throw validationError({ name: V.unique }, c.get('locale'));
  }

  const mount = mountRoutes(app, '/api');

  mount(listViews, [auth], async (c, { query: { resource } }) => {
    await assertCan(c, deps, resource, 'list');
    const p = c.get('principal');
    return c.json(await load(c, and(eq(savedViews.resource, resource), visible(p.userId, p.role))));
  });

  mount(createView, [auth], async (c, { body: input }) => {
    await assertCan(c, deps, input.resource, 'list');
    checkSharing(c, input.resource, input.shared_with);
    const p = c.get('principal');
    await checkNameFree(c, input.resource, input.name);
    const [{ kept }] = await db
      .select({ kept: count() })
      .from(savedViews)
      .where(and(eq(savedViews.user_id, p.userId), eq(savedViews.resource, input.resource)));
    if (kept >= VIEWS_PER_LIST)
      throw validationError({ name: { message: V.maxItems, args: { limit: VIEWS_PER_LIST } } }, c.get('locale'));
    const [view] = await db
      .insert(savedViews)
      .values({ user_id: p.userId, ...input })
      .returning();
    return c.json((await load(c, eq(savedViews.id, view.id)))[0], 201);
  });

  mount(updateView, [auth], async (c, { params, body: input }) => {
    const view = await owned(c, params.id);
    checkSharing(c, view.resource, input.shared_with);
    if (input.name !== undefined) await checkNameFree(c, view.resource, input.name, view.id);
    await db
      .update(savedViews)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(savedViews.id, view.id));
    return c.json((await load(c, eq(savedViews.id, view.id)))[0]);
  });

  mount(deleteView, [auth], async (c, { params }) => {
    const view = await owned(c, params.id);
    await db.delete(savedViews).where(eq(savedViews.id, view.id));
    return c.body(null, 204);
  });

  return app;
}

function present(view: View, userId: number, owner: string): SavedView {
  return {
    id: view.id,
    resource: view.resource,
    name: view.name,
    state: view.state,
    shared_with: view.shared_with,
    mine: view.user_id === userId,
    owner,
    updated_at: view.updated_at,
  };
}
