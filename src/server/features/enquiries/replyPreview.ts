import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { canAccess } from '@/domain/access';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { ENQUIRY_LOCALES } from '@/domain/areas/enquiryMessages';
import { fillPlaceholders } from '@/domain/areas/replyPlaceholders';
import { savedReplies as savedReplyDef } from '@/domain/areas/savedReplies';
import { resourceByName } from '@/domain/resources';
import { V } from '@/domain/validation';
import { readScopeCondition, scopeCondition } from '@/server/engine/scope';
import { requireAuth, requireCan } from '@/server/middleware/guard';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, mountRoutes } from '@/server/infrastructure/openapi/route';

const locale = z.enum(ENQUIRY_LOCALES, { error: V.choice });

const previewSchema = z.object({
  saved_reply_id: z.number({ error: V.invalid }).int({ error: V.invalid }).positive({ error: V.invalid }),
  locale: locale.optional(),
});

/**
 * POST /api/enquiries/:id/reply-preview {saved_reply_id, locale?}: a saved reply filled for this enquiry, to be
 * edited before it is sent. The version in `locale` (by default the enquirer's language; English when that
 * version is empty), its placeholders filled from the enquiry, its organisation, what it asked about and the
 * signed-in user. An enquiry or a saved reply the caller may not read is a 404.
 */
const previewReply = defineRoute({
  method: 'post',
  path: '/api/enquiries/:id/reply-preview',
  tag: 'enquiries',
  operationId: 'previewEnquiryReply',
  body: previewSchema,
  summary: "A saved reply filled with the enquiry's details, in the enquirer's language unless another is asked for",
  responses: {
    200: {
      description: 'The language used, the filled text and the placeholders it does not know (left as written)',
      schema: z.object({ locale, body: z.string(), unknown: z.array(z.string()) }),
    },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

export const replyPreviewRouteDeclarations = [previewReply];

/** The enquiry's references whose names the placeholders show, by placeholder context key. */
const ASKED_ABOUT = { course: 'course_id', cover: 'cover_id', loanProduct: 'loan_product_id' } as const;
type AskedField = (typeof ASKED_ABOUT)[keyof typeof ASKED_ABOUT];

/** The title of the record `id` of the resource a field of the enquiries refers to, or null. */
async function titleOf(db: Db, field: AskedField, id: unknown): Promise<string | null> {
  const target = resourceByName(enquiryDef.fields[field].reference);
  if (!target || typeof id !== 'number') return null;
  const table = tableOf(target.name);
  const [row] = await db.select({ title: table[target.title] }).from(table).where(eq(table.id, id)).limit(1);
  return typeof row?.title === 'string' ? row.title : null;
}

export function replyPreviewRoutes(deps: Deps) {
  const { db } = deps.database;
  const enquiryTable = tableOf(enquiryDef.name);
  const replyTable = tableOf(savedReplyDef.name);
  const app = new Hono<AppEnv>();
  // The role check answers before the body is read.
  const mayRead = requireCan(deps, enquiryDef.name, 'show');
  mountRoutes(app, '/api')(previewReply, [requireAuth(deps), mayRead], async (c, { params: { id }, body }) => {
    const principal = c.get('principal');
    const [enquiry] = await db
      .select()
      .from(enquiryTable)
      .where(and(eq(enquiryTable.id, id), scopeCondition(enquiryDef, enquiryTable, principal)))
      .limit(1);
    if (!enquiry) throw new ApiError(404, MESSAGES.notFound);
    const [reply] = canAccess(principal.role, { resource: savedReplyDef.name, action: 'show' })
      ? await db
          .select()
          .from(replyTable)
          .where(and(eq(replyTable.id, body.saved_reply_id), readScopeCondition(savedReplyDef, replyTable, principal)))
          .limit(1)
      : [];
    if (!reply) throw new ApiError(404, MESSAGES.notFound);

    const wanted = body.locale ?? locale.catch('en').parse(enquiry.locale);
    const version = (name: string) => {
      const text = reply[`body_${name}`];
      return typeof text === 'string' && text.trim() ? text : null;
    };
    const used = version(wanted) ? wanted : 'en';
    const [organization] =
      typeof enquiry.organization_id === 'number'
        ? await db
            .select({ name: organizations.name })
            .from(organizations)
            .where(eq(organizations.id, enquiry.organization_id))
        : [];
    const [signer] = await db
      .select({ firstName: users.first_name, lastName: users.last_name })
      .from(users)
      .where(eq(users.id, principal.userId));
    const asked = Object.fromEntries(
      await Promise.all(
        (Object.entries(ASKED_ABOUT) as [string, AskedField][]).map(async ([key, field]) => [
          key,
          await titleOf(db, field, enquiry[field]),
        ]),
      ),
    ) as Record<keyof typeof ASKED_ABOUT, string | null>;
    const filled = fillPlaceholders(version(used) ?? '', {
      fullName: typeof enquiry.full_name === 'string' ? enquiry.full_name : '',
      ...asked,
      organization: organization?.name ?? null,
      signer: signer ?? {},
    });
    return c.json({ locale: used, ...filled });
  });
  return app;
}
