import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import {
  ATTACHMENT_NAME_MAX,
  MESSAGE_KINDS,
  POSTED_KINDS,
  REPLY_ATTACHMENTS_MAX,
  REPLY_MAX,
  REPLY_STATUSES,
  type MessageAttachment,
} from '@/domain/areas/enquiryMessages';
import { translateKey, type Locale } from '@/domain/messages';
import { uploadedName } from '@/domain/schema';
import { UPLOAD_TYPE_BY_EXTENSION } from '@/domain/uploads';
import { storableString, V } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Deps, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { storedFiles } from '@/server/infrastructure/db/schema';
import { publishEvent } from '@/server/infrastructure/events';
import { STORED_NAME } from '@/server/infrastructure/fileStorage';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { requireAuth, requireCan } from '@/server/middleware/guard';
import { scopeCondition } from '@/server/engine/scope';
import { replyHeaders } from './replyMail';
import { authorNameOf, recordEnquiryChange } from './timeline';

/** The id of the timeline's first entry: the enquiry's own message (it has no row of its own). */
const ORIGINAL_MESSAGE_ID = 0;
const NOT_FAILED = 'vp.enquiry_mail.reply_not_failed';

const timestamp = z.string().describe('RFC 3339');
const entrySchema = z.object({
  id: z.number().int().describe(`${ORIGINAL_MESSAGE_ID} for the enquiry's own message, which is always first`),
  kind: z.enum(MESSAGE_KINDS),
  author: z.string().nullable().describe("The staff member's name, or the enquirer's for inbound mail"),
  created_at: timestamp,
  body: z.string(),
  status: z.enum(REPLY_STATUSES).nullable().describe("A reply's delivery; null for the other kinds"),
  html: z.string().nullable().describe("An inbound mail's HTML, sanitised"),
  event: z
    .object({
      type: z.enum(['created', 'status', 'assigned']),
      from: z.union([z.string(), z.number(), z.null()]).optional(),
      to: z.union([z.string(), z.number(), z.null()]).optional(),
      to_name: z.string().nullable().optional().describe("An assignment's assignee, by name as it was then"),
    })
    .nullable()
    .describe('What an event entry records: a status change (from, to) or an assignment (user ids, and to_name)'),
  attachments: z.array(
    z.object({ name: z.string(), filename: z.string(), content_type: z.string(), bytes: z.number().int() }),
  ),
  error: z.string().nullable().describe("Why a reply failed (or why its last attempt did), in the caller's language"),
  subject: z.string().nullable(),
  sent_at: timestamp.nullable(),
  locale: z.string().nullable(),
});
type Entry = z.infer<typeof entrySchema>;

/** A file stored by POST /api/uploads, by the URL it answered or its name; the name. */
const storedFile = z.string({ error: V.file }).transform((v, ctx) => {
  const name = uploadedName(v) ?? (STORED_NAME.test(v) ? v : null);
  if (name) return name;
  ctx.addIssue({ code: 'custom', message: V.file });
  return z.NEVER;
});

/** The name a file is sent under: no folders, no control characters. */
const attachmentName = z
  .string({ error: V.invalid })
  .transform((v) =>
    v
      .replace(/^.*[\\/]/, '')
      .replace(/\p{Cc}|"/gu, '')
      .trim(),
  )
  .pipe(z.string().min(1, { error: V.required }).max(ATTACHMENT_NAME_MAX, { error: V.tooLong }));

const postSchema = z.object({
  kind: z.enum(POSTED_KINDS, { error: V.choice }),
  body: storableString(V.required).trim().min(1, { error: V.required }).max(REPLY_MAX, { error: V.tooLong }),
  saved_reply_id: z
    .number({ error: V.integer })
    .int({ error: V.integer })
    .positive({ error: V.invalid })
    .max(2_147_483_647, { error: V.invalid })
    .optional(),
  attachments: z
    .array(z.union([storedFile, z.object({ url: storedFile, filename: attachmentName })]), { error: V.invalid })
    .max(REPLY_ATTACHMENTS_MAX, { error: V.tooBig })
    .optional()
    .describe(
      'Files stored by POST /api/uploads?resource=enquiries&field=reply&id=<enquiry>: their URLs (or names), or ' +
        '{url, filename} to send one under its own name',
    ),
});

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
const retryParams = z.object({ id: idParam, messageId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

const listMessages = defineRoute({
  method: 'get',
  path: '/api/enquiries/:id/messages',
  tag: 'enquiries',
  operationId: 'listEnquiryMessages',
  summary: "An enquiry's timeline, oldest first: its message, mails in and out, notes and events",
  description:
    `The first entry is always the enquiry's own message: kind \`inbound\`, id ${ORIGINAL_MESSAGE_ID}, the enquiry's ` +
    "created_at, the enquirer's name as author. Replies carry their delivery `status` (queued, sending, sent, " +
    'failed, with `error`) and the mail as sent (`subject`, `sent_at`). Scoped like the enquiry: an enquiry of ' +
    'another organisation is a 404.',
  responses: {
    200: { description: 'The timeline', schema: z.array(entrySchema) },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
  },
});

const postMessage = defineRoute({
  method: 'post',
  path: '/api/enquiries/:id/messages',
  tag: 'enquiries',
  operationId: 'postEnquiryMessage',
  body: postSchema,
  summary: 'Write a reply (sent to the enquirer by mail) or an internal note',
  description:
    'A note is stored at once. A reply is queued (`status: queued`) with its mail fixed now and sent by the ' +
    "server in the background, from the organisation's name, with a Reply-To that brings the answer back to " +
    'this enquiry; it is never sent twice automatically. A reply sets `first_response_at` (if empty), clears ' +
    '`waiting_since` and moves a `new` enquiry to `in_progress`. `attachments` are files stored by ' +
    'POST /api/uploads (their names, or the URLs it answered).',
  responses: {
    201: { description: 'The new entry', schema: entrySchema },
    400: ERRORS.invalid,
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const retryMessage = defineRoute({
  method: 'post',
  path: '/api/enquiries/:id/messages/:messageId/retry',
  tag: 'enquiries',
  operationId: 'retryEnquiryReply',
  params: retryParams,
  summary: 'Send a failed reply again (the same message, the same Message-ID)',
  responses: {
    200: { description: 'The reply, queued again', schema: entrySchema },
    401: ERRORS.unauthorized,
    403: ERRORS.forbidden,
    404: ERRORS.notFound,
    409: errorAnswer('The reply has not failed (queued, being sent, or sent)'),
  },
});

export const enquiryMessageRouteDeclarations = [listMessages, postMessage, retryMessage];

type MessageRow = typeof enquiryMessages.$inferSelect;

/** PostgreSQL's timestamp text as RFC 3339. */
const rfc3339 = (value: string | null): string | null =>
  value === null ? null : new Date(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')).toISOString();

function entryOf(row: MessageRow, locale: Locale): Entry {
  return {
    id: row.id,
    kind: row.kind,
    author: row.author_name,
    created_at: rfc3339(row.created_at)!,
    body: row.body,
    status: row.kind === 'reply' ? row.status : null,
    html: row.html,
    event: row.event,
    attachments: row.attachments,
    error: row.error === null ? null : translateKey(row.error, locale),
    subject: row.subject,
    sent_at: rfc3339(row.sent_at),
    locale: row.locale,
  };
}

export function enquiryMessageRoutes(deps: Deps) {
  const { db } = deps.database;
  const table = typedTableOf(enquiryDef);
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');
  const may = (action: 'show' | 'edit') => requireCan(deps, enquiryDef.name, action);

  /** The enquiry as the principal may see it (locked for a write), or a 404. */
  const findEnquiry = async (q: Db, id: number, principal: Principal, lock = false) => {
    const query = q
      .select({
        id: table.id,
        full_name: table.full_name,
        email: table.email,
        message: table.message,
        locale: table.locale,
        status: table.status,
        assigned_to: table.assigned_to,
        organization_id: table.organization_id,
        created_at: table.created_at,
      })
      .from(table)
      .where(and(eq(table.id, id), scopeCondition(enquiryDef, table, principal)))
      .limit(1);
    const [enquiry] = lock ? await query.for('update') : await query;
    if (!enquiry) throw new ApiError(404, MESSAGES.notFound);
    return enquiry;
  };

  mount(listMessages, [requireAuth(deps), may('show')], async (c, { params: { id } }) => {
    const enquiry = await findEnquiry(db, id, c.get('principal'));
    const rows = await db
      .select()
      .from(enquiryMessages)
      .where(eq(enquiryMessages.enquiry_id, id))
      .orderBy(asc(enquiryMessages.id));
    const locale = c.get('locale');
    const original: Entry = {
      id: ORIGINAL_MESSAGE_ID,
      kind: 'inbound',
      author: enquiry.full_name,
      created_at: rfc3339(enquiry.created_at)!,
      body: enquiry.message,
      status: null,
      html: null,
      event: null,
      attachments: [],
      error: null,
      subject: null,
      sent_at: null,
      locale: enquiry.locale,
    };
    return c.json([original, ...rows.map((row) => entryOf(row, locale))]);
  });

  mount(postMessage, [requireAuth(deps), may('edit')], async (c, { params: { id }, body: input }) => {
    const principal = c.get('principal');
    const locale = c.get('locale');
    const row = await db.transaction(async (tx) => {
      const enquiry = await findEnquiry(tx, id, principal, true);
      const attachments: MessageAttachment[] = [];
      for (const [i, item] of (input.attachments ?? []).entries()) {
        const { name, filename } =
          typeof item === 'string' ? { name: item, filename: item } : { name: item.url, filename: item.filename };
        const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.name, name)).limit(1);
        if (!file) throw validationError({ [`attachments.${i}`]: V.file }, locale);
        attachments.push({
          name,
          filename,
          content_type: UPLOAD_TYPE_BY_EXTENSION[name.split('.').pop()!],
          bytes: file.bytes,
        });
      }
      const author = await authorNameOf(tx, principal.userId);
      const common = {
        enquiry_id: id,
        author_id: principal.userId,
        author_name: author,
        body: input.body,
        saved_reply_id: input.saved_reply_id ?? null,
        attachments,
      };
      let entry: MessageRow;
      if (input.kind === 'note') {
        [entry] = await tx
          .insert(enquiryMessages)
          .values({ ...common, kind: 'note' })
          .returning();
      } else {
        // The row's id is part of its Message-ID: the row first, then its mail, in the same transaction.
        const [queued] = await tx
          .insert(enquiryMessages)
          .values({ ...common, kind: 'reply', status: 'queued', next_attempt_at: sql`now()` })
          .returning({ id: enquiryMessages.id });
        const headers = await replyHeaders(tx, deps.config, enquiry, queued.id);
        [entry] = await tx.update(enquiryMessages).set(headers).where(eq(enquiryMessages.id, queued.id)).returning();
        // A reply answers the enquirer: the first response, no longer waiting, and a new enquiry is in progress.
        const status = enquiry.status === 'new' ? 'in_progress' : enquiry.status;
        await tx
          .update(table)
          .set({
            first_response_at: sql`coalesce(${table.first_response_at}, now())`,
            waiting_since: null,
            status,
            version: sql`${table.version} + 1`,
            updated_at: new Date().toISOString(),
            updated_by: principal.userId,
          })
          .where(eq(table.id, id));
        if (status !== enquiry.status) {
          await audit(tx, {
            userId: principal.userId,
            action: 'update',
            resource: enquiryDef.name,
            recordId: id,
            ip: c.get('ip'),
            changes: { status: { from: enquiry.status, to: status } },
          });
          await recordEnquiryChange(tx, principal.userId, { ...enquiry, status }, enquiry);
        }
      }
      await audit(tx, {
        userId: principal.userId,
        action: `enquiry.${input.kind}`,
        resource: enquiryDef.name,
        recordId: id,
        ip: c.get('ip'),
        changes: { message: entry.id, attachments: attachments.map((a) => a.name) },
      });
      await publishEvent(tx, { type: 'enquiry.message', enquiry_id: id, organization_id: enquiry.organization_id });
      return entry;
    });
    return c.json(entryOf(row, locale), 201);
  });

  mount(retryMessage, [requireAuth(deps), may('edit')], async (c, { params: { id, messageId } }) => {
    const principal = c.get('principal');
    const row = await db.transaction(async (tx) => {
      const enquiry = await findEnquiry(tx, id, principal, true);
      const [message] = await tx
        .select()
        .from(enquiryMessages)
        .where(
          and(eq(enquiryMessages.id, messageId), eq(enquiryMessages.enquiry_id, id), eq(enquiryMessages.kind, 'reply')),
        )
        .for('update');
      if (!message) throw new ApiError(404, MESSAGES.notFound);
      if (message.status !== 'failed') throw new ApiError(409, NOT_FAILED);
      const [queued] = await tx
        .update(enquiryMessages)
        .set({ status: 'queued', attempts: 0, next_attempt_at: sql`now()`, locked_until: null, error: null })
        .where(eq(enquiryMessages.id, messageId))
        .returning();
      await audit(tx, {
        userId: principal.userId,
        action: 'enquiry.reply_retry',
        resource: enquiryDef.name,
        recordId: id,
        ip: c.get('ip'),
        changes: { message: messageId },
      });
      await publishEvent(tx, { type: 'enquiry.message', enquiry_id: id, organization_id: enquiry.organization_id });
      return queued;
    });
    return c.json(entryOf(row, c.get('locale')));
  });
  return app;
}
