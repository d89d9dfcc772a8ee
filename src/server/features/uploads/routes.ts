import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { users } from '@/domain/areas/users';
import { attachmentSlot, lockedForPartner, type FieldDef, type ResourceDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_TYPE_BY_EXTENSION } from '@/domain/uploads';
import { assertCan, forbid, requireAuth } from '@/server/middleware/guard';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { scopeCondition } from '@/server/engine/scope';
import { STORED_NAME, type FileStorage } from '@/server/infrastructure/fileStorage';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import { defineRoute, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { checkedUpload, contentDisposition, sizeLimitOf } from './content';

/** Message keys (src/domain/messages); the API answers them in the request's language. */
const UPLOAD_MESSAGES = {
  type: 'vp.api.upload_type',
  size: 'vp.api.upload_size',
  field: 'vp.api.upload_field',
  content: 'vp.api.upload_content',
} as const;

/** resource=me: the files of the signed-in user's own profile, checked as the users resource's fields are. */
const OWN_PROFILE_FILES: Record<string, FieldDef | undefined> = { profile_pic: users.fields.profile_pic };

const RECORD_ID = /^[1-9]\d{0,9}$/;

/** 403 (audited) unless the record `id` of `def` is one the signed-in user reaches (not another organisation's). */
async function assertReaches(c: Ctx, deps: Deps, def: ResourceDef, id: string | undefined) {
  const action = 'edit';
  const recordId = id && RECORD_ID.test(id) ? Number(id) : NaN;
  if (!(recordId <= 2_147_483_647)) return forbid(c, deps, def.name, action);
  const table = tableOf(def.name);
  const [row] = await deps.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, recordId), scopeCondition(def, table, c.get('principal'))))
    .limit(1);
  if (!row) return forbid(c, deps, def.name, action);
}

/**
 * 403 (audited) unless the signed-in user may write `fieldName` of the record `id` of `def` (the edit form's
 * upload), or of a new record when there is no id (the create form's): the same rules as the write that will
 * store the file's URL. A record the user cannot reach (another organisation's, or none) is refused alike.
 */
async function assertCanWriteField(c: Ctx, deps: Deps, def: ResourceDef, fieldName: string, id: string | undefined) {
  const action = id === undefined ? 'create' : 'edit';
  await assertCan(c, deps, def.name, action);
  if (c.get('principal').role !== 'admin' && lockedForPartner(def, fieldName)) return forbid(c, deps, def.name, action);
  if (id !== undefined) await assertReaches(c, deps, def, id);
}

/** An attachment slot's file is for one existing record, which the user may edit (partners their own). */
async function assertCanAttach(c: Ctx, deps: Deps, def: ResourceDef, id: string | undefined) {
  await assertCan(c, deps, def.name, 'edit');
  await assertReaches(c, deps, def, id);
}

/**
 * POST /api/uploads?resource=R&field=F[&id=N] with the file as the raw body and its Content-Type: for the
 * record N (an edit form) or a new record (a create form), by a user who may write that field there; the type
 * and size are checked against the field's definition and the file's own leading bytes, then the whole file
 * (uploadContent.ts: images are decoded and re-encoded, a PDF's structure parsed); answers {url}.
 */
const uploadFile = defineRoute({
  method: 'post',
  path: '/api/uploads',
  tag: 'uploads',
  operationId: 'postUploads',
  summary: `Upload a file for a file field (at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB, or the field's own limit), the raw body with its Content-Type`,
  // The handler answers a missing or unknown resource or field itself (400 naming the field), and an id that
  // names no record the caller may write, malformed or not, as a record of another organisation (403).
  query: z
    .object({
      resource: z.string().optional().describe('a resource, or me for your own profile'),
      field: z
        .string()
        .optional()
        .describe("a file field of it, or one of its attachment slots (an enquiry's `reply`, which needs the id)"),
      id: z
        .string()
        .optional()
        .meta({ pattern: '^[1-9]\\d*$' })
        .describe('the record the file is for (an edit form); without it, a new record (a create form)'),
    })
    .meta({ required: ['resource', 'field'] }),
  // Any type the field accepts, read by the handler.
  body: {
    contentType: 'application/octet-stream',
    schema: { type: 'string', format: 'binary' },
    description: 'PDF, PNG, JPEG or WebP, as the field accepts (checked against the first bytes)',
  },
  responses: {
    201: { description: 'Where it is served', schema: z.object({ url: z.string() }) },
    400: errorAnswer(
      'Not a file field of the resource, a type it does not accept, or content that is not what its type says',
    ),
    403: errorAnswer(
      "Not allowed: the resource, the field, or the record (another organisation's) is not yours to write",
    ),
    413: errorAnswer('Too large'),
  },
});

/**
 * GET /api/uploads/:name serves a file with its content type, images inline and anything else as an attachment
 * (names are random, never user-chosen).
 */
const getUpload = defineRoute({
  method: 'get',
  path: '/api/uploads/:name',
  tag: 'uploads',
  operationId: 'getUploadsByName',
  public: true,
  summary: 'An uploaded file (names are random)',
  // A name of another form names no file: 404.
  params: z.object({ name: z.string().regex(STORED_NAME) }),
  responses: {
    200: {
      description: 'The file, cached for a year',
      contentType: 'application/octet-stream',
      schema: { type: 'string', format: 'binary' },
    },
    404: errorAnswer('Not found'),
  },
});

export const uploadRouteDeclarations = [uploadFile, getUpload];

export function uploadRoutes(deps: Deps, storage: FileStorage) {
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');
  mount(uploadFile, [requireAuth(deps)], async (c, { query }) => {
    const resource = query.resource ?? '';
    const fieldName = query.field ?? '';
    const own = resource === 'me';
    const def = own ? undefined : resourceByName(resource);
    const slot = def && attachmentSlot(def, fieldName);
    const field = own ? OWN_PROFILE_FILES[fieldName] : (slot ?? def?.fields[fieldName]);
    if (!field || field.kind !== 'file')
      throw new ApiError(400, UPLOAD_MESSAGES.field, { [fieldName || 'field']: UPLOAD_MESSAGES.field });
    // Every signed-in user may upload a picture for their own profile (PUT /api/me stores it), whatever their role.
    if (def && slot) await assertCanAttach(c, deps, def, query.id);
    else if (def) await assertCanWriteField(c, deps, def, fieldName, query.id);
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const refuse = (problem: keyof typeof UPLOAD_MESSAGES): never => {
      throw new ApiError(problem === 'size' ? 413 : 400, UPLOAD_MESSAGES[problem], {
        [fieldName]: UPLOAD_MESSAGES[problem],
      });
    };
    // Refused before the body is read: a type the field does not take, a declared size past its limit.
    if (!(field.accept ?? []).includes(type) || !UPLOAD_EXTENSIONS[type]) refuse('type');
    if (Number(c.req.header('content-length') ?? 0) > sizeLimitOf(field)) refuse('size');
    const checked = await checkedUpload(field, type, new Uint8Array(await c.req.arrayBuffer()));
    if ('problem' in checked) return refuse(checked.problem);
    const name = `${randomUUID()}.${checked.ext}`;
    await storage.put(name, checked.content);
    return c.json({ url: `/api/uploads/${name}` }, 201);
  });
  mount(getUpload, [], async (c, { params: { name } }) => {
    const file = await storage.get(name);
    if (!file) throw new ApiError(404, MESSAGES.notFound);
    const ext = name.split('.').pop()!;
    return c.body(file.stream, 200, {
      'Content-Type': UPLOAD_TYPE_BY_EXTENSION[ext],
      'Content-Length': String(file.bytes),
      'Content-Disposition': contentDisposition(UPLOAD_TYPE_BY_EXTENSION[ext]),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
