import { and, asc, eq, not, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { ROLE_BY_USER_TYPE, USER_TYPES } from '@/domain/roles';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, mountRoutes } from '@/server/infrastructure/openapi/route';
import { requireAuth, requireCan } from '@/server/middleware/guard';
import { scopeCondition } from '@/server/engine/scope';

const ADMIN_TYPES = USER_TYPES.filter((t) => ROLE_BY_USER_TYPE[t].role === 'admin');

const listAssignees = defineRoute({
  method: 'get',
  path: '/api/enquiries/:id/assignees',
  tag: 'enquiries',
  operationId: 'listEnquiryAssignees',
  summary: 'Who the caller may assign the enquiry to',
  description:
    "An admin may assign an active admin or an active user of the enquiry's organisation; a partner only an " +
    'active user of its own organisation. Scoped like the enquiry: an enquiry of another organisation is a 404.',
  responses: {
    200: {
      description: 'The possible assignees, by last name',
      schema: z.array(z.object({ id: z.number().int(), name: z.string() })),
    },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
  },
});

export const assigneeRouteDeclarations = [listAssignees];

/** GET /api/enquiries/:id/assignees: the assignee picker's choices (partners may not list users). */
export function assigneeRoutes(deps: Deps) {
  const { db } = deps.database;
  const table = typedTableOf(enquiryDef);
  const app = new Hono<AppEnv>();
  const mayEdit = requireCan(deps, enquiryDef.name, 'edit');
  mountRoutes(app, '/api')(listAssignees, [requireAuth(deps), mayEdit], async (c, { params: { id } }) => {
    const principal = c.get('principal');
    const [enquiry] = await db
      .select({ organization_id: table.organization_id })
      .from(table)
      .where(and(eq(table.id, id), scopeCondition(enquiryDef, table, principal)))
      .limit(1);
    if (!enquiry) throw new ApiError(404, MESSAGES.notFound);
    const org = enquiry.organization_id;
    const colleagues = org == null ? undefined : eq(users.organization_id, org);
    const admins = or(...ADMIN_TYPES.map((t) => eq(users.user_type, t)))!;
    // The same rule as the enquiry's hook (mayAssign): partners see their colleagues, admins admins too.
    const who = principal.role === 'admin' ? or(admins, colleagues) : colleagues && and(colleagues, not(admins));
    if (!who) return c.json([]);
    const rows = await db
      .select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
      .from(users)
      .where(and(eq(users.is_active, true), who))
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(500);
    return c.json(rows.map((u) => ({ id: u.id, name: `${u.first} ${u.last} (${u.email})`.trim() })));
  });
  return app;
}
