import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { users } from '../domain/areas/users';
import type { FieldDef } from '../domain/resource';
import { resourceByName } from '../domain/resources';
import { UPLOAD_EXTENSIONS, uploadedName } from '../domain/schema';
import { V, type FieldErrors } from '../domain/validation';
import { assertCan, requireAuth } from './auth/guard';
import type { AppEnv, Deps } from './context';
import type { FileStorage } from './fileStorage';
import { ApiError, MESSAGES } from './http';

/**
 * The file fields whose new value names no file this server stored (what POST /api/uploads answered). A value
 * the record already has is kept as it is.
 */
export async function unstoredFiles(
  storage: FileStorage,
  fields: Record<string, FieldDef>,
  record: Record<string, unknown>,
  existing?: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = record[name];
    if (field.kind !== 'file' || typeof value !== 'string' || value === existing?.[name]) continue;
    const file = uploadedName(value);
    if (!file || !(await storage.has(file))) errors[name] = V.file;
  }
  return errors;
}

/** Accepted types by MIME type: the leading bytes the content must have, and the extension it is stored under. */
const MAGIC: Record<string, number[][]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/webp': [[0x52, 0x49, 0x46, 0x46]],
};
const TYPES = Object.fromEntries(
  Object.entries(MAGIC).map(([type, magic]) => [type, { ext: UPLOAD_EXTENSIONS[type], magic }]),
);
const CONTENT_TYPE_BY_EXT = Object.fromEntries(Object.entries(TYPES).map(([type, { ext }]) => [ext, type]));
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Message keys (src/domain/messages); the API answers them in the request's language. */
export const UPLOAD_MESSAGES = {
  type: 'vp.api.upload_type',
  size: 'vp.api.upload_size',
  field: 'vp.api.upload_field',
} as const;

/** resource=me: the files of the signed-in user's own profile, checked as the users resource's fields are. */
const OWN_PROFILE_FILES: Record<string, FieldDef | undefined> = { profile_pic: users.fields.profile_pic };

const NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg|webp)$/;

/**
 * POST /api/uploads?resource=R&field=F with the file as the raw body and its Content-Type: the type and
 * size are checked against the field's definition and the file's own leading bytes; answers {url}.
 * GET /api/uploads/:name serves it with its content type (names are random, never user-chosen).
 */
export function uploadRoutes(deps: Deps, storage: FileStorage) {
  const app = new Hono<AppEnv>();
  app.post('/uploads', requireAuth(deps), async (c) => {
    const resource = c.req.query('resource') ?? '';
    const fieldName = c.req.query('field') ?? '';
    const own = resource === 'me';
    const field = own ? OWN_PROFILE_FILES[fieldName] : resourceByName(resource)?.fields[fieldName];
    if (!field || field.kind !== 'file')
      throw new ApiError(400, UPLOAD_MESSAGES.field, { [fieldName || 'field']: UPLOAD_MESSAGES.field });
    // Every signed-in user may upload a picture for their own profile (PUT /api/me stores it), whatever their role.
    if (!own) await assertCan(c, deps, resource, 'create');
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const known = TYPES[type];
    if (!known || !(field.accept ?? []).includes(type))
      throw new ApiError(400, UPLOAD_MESSAGES.type, { [fieldName]: UPLOAD_MESSAGES.type });
    const limit = Math.min(field.maxBytes ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);
    if (Number(c.req.header('content-length') ?? 0) > limit)
      throw new ApiError(413, UPLOAD_MESSAGES.size, { [fieldName]: UPLOAD_MESSAGES.size });
    const data = new Uint8Array(await c.req.arrayBuffer());
    if (data.byteLength > limit) throw new ApiError(413, UPLOAD_MESSAGES.size, { [fieldName]: UPLOAD_MESSAGES.size });
    if (!known.magic.some((m) => m.every((byte, i) => data[i] === byte))) {
      throw new ApiError(400, UPLOAD_MESSAGES.type, { [fieldName]: UPLOAD_MESSAGES.type });
    }
    const name = `${randomUUID()}.${known.ext}`;
    await storage.put(name, data);
    return c.json({ url: `/api/uploads/${name}` }, 201);
  });
  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name');
    const data = NAME.test(name) ? await storage.get(name) : null;
    if (!data) throw new ApiError(404, MESSAGES.notFound);
    const ext = name.split('.').pop()!;
    return c.body(data as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': CONTENT_TYPE_BY_EXT[ext],
      'Content-Disposition': 'inline',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
