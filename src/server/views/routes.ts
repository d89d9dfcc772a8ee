import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { canAccess } from '../../domain/access';
import type { Role } from '../../domain/roles';
import { V } from '../../domain/validationKeys';
import {
  VIEWS_PER_LIST,
  viewCreateSchema,
  viewListQuerySchema,
  viewUpdateSchema,
  type SavedView,
} from '../../domain/views';
import { assertCan, requireAuth } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { savedViews, users } from '../db/schema';
import { ApiError, MESSAGES, parse, parseBody, parseId, validationError } from '../http';

type View = typeof savedViews.$inferSelect;

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
  async function owned(c: Context<AppEnv>): Promise<View> {
    const p = c.get('principal');
    const id = parseId(c);
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

  app.get('/views', auth, async (c) => {
    const { resource } = parse(viewListQuerySchema, { resource: c.req.query('resource') }, c.get('locale'));
    await assertCan(c, deps, resource, 'list');
    const p = c.get('principal');
    return c.json(await load(c, and(eq(savedViews.resource, resource), visible(p.userId, p.role))));
  });

  app.post('/views', auth, async (c) => {
    const input = await parseBody(c, viewCreateSchema);
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

  app.put('/views/:id', auth, async (c) => {
    const view = await owned(c);
    const input = await parseBody(c, viewUpdateSchema);
    checkSharing(c, view.resource, input.shared_with);
    if (input.name !== undefined) await checkNameFree(c, view.resource, input.name, view.id);
    await db
      .update(savedViews)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(savedViews.id, view.id));
    return c.json((await load(c, eq(savedViews.id, view.id)))[0]);
  });

  app.delete('/views/:id', auth, async (c) => {
    const view = await owned(c);
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
