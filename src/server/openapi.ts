import { SUMMARY_VIEW, SYSTEM_FIELDS, type FieldDef, type ResourceDef } from '../domain/resource';
import { RESOURCES } from '../domain/resources';
import { PASSWORD_MIN_LENGTH } from '../domain/validation';
import { tableOf } from './db/resourceTables';
import { COUNTED_UP_TO, ESTIMATED_TOTAL_FROM } from './resources/listPage';
import { BULK_MAX } from './resources/bulkUpdate';
import { bulkEditableFields } from '../domain/editable';
import { version } from '../../package.json';

type JsonSchema = Record<string, unknown>;

function fieldSchema(field: FieldDef): JsonSchema {
  const text = (extra: JsonSchema = {}) => ({ type: 'string', ...(field.max ? { maxLength: field.max } : {}), ...(field.min ? { minLength: field.min } : {}), ...extra });
  switch (field.kind) {
    case 'integer': return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'decimal': return { type: 'number', minimum: field.min, maximum: field.max };
    case 'boolean': return { type: 'boolean', default: field.default ?? false };
    case 'date': return { type: 'string', format: 'date' };
    case 'datetime': return { type: 'string', format: 'date-time' };
    case 'enum': return field.numeric ? { type: 'integer', enum: (field.choices ?? []).map(Number) } : { type: 'string', enum: [...(field.choices ?? [])] };
    case 'reference': return { type: 'integer', description: `id of a ${field.reference} record` };
    case 'referenceList': return { type: 'array', items: { type: 'integer' }, description: `ids of ${field.reference} records` };
    case 'textList': return { type: 'array', items: { type: 'string' } };
    case 'email': return text({ format: 'email' });
    case 'url': return text({ format: 'uri' });
    case 'slug': return text({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
    case 'key': return text({ pattern: '^[a-z0-9_]+$' });
    case 'richtext': return text({ description: 'HTML; sanitised on write' });
    case 'file': return text({ description: `URL from POST /api/uploads (${(field.accept ?? []).join(', ')})` });
    default: return text();
  }
}

const nullable = (schema: JsonSchema, field: FieldDef) =>
  field.required || field.kind === 'boolean' || field.kind.endsWith('List') ? schema : { anyOf: [schema, { type: 'null' }] };

const SYSTEM_SCHEMAS: Record<(typeof SYSTEM_FIELDS)[number], JsonSchema> = {
  id: { type: 'integer' }, version: { type: 'integer' }, created_at: { type: 'string', format: 'date-time' }, updated_at: { type: 'string', format: 'date-time' },
  created_by: { type: ['integer', 'null'] }, updated_by: { type: ['integer', 'null'] },
};

function schemas(def: ResourceDef) {
  const properties = Object.fromEntries(Object.entries(def.fields).map(([name, f]) => [name, nullable(fieldSchema(f), f)]));
  for (const [name, f] of Object.entries(def.fields)) if (f.derived) properties[name] = { ...properties[name], readOnly: true };
  const required = Object.entries(def.fields).filter(([, f]) => f.required).map(([name]) => name);
  const input = { type: 'object', properties, required };
  // The system columns its table has (a table declared by hand, like the audit log's, may lack some).
  const table = tableOf(def.name);
  const system = Object.fromEntries(Object.entries(SYSTEM_SCHEMAS).filter(([name]) => table[name] !== undefined));
  const present = ['id', 'version'].filter((name) => name in system);
  return { input, record: { type: 'object', properties: { ...system, ...properties }, required: [...present, ...required] } };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'Invalid input', ...json(ref('Error')) },
  401: { description: 'Authorization token missing or invalid', ...json(ref('Error')) },
  403: { description: 'Not allowed', ...json(ref('Error')) },
};

function resourcePaths(def: ResourceDef) {
  const name = def.name;
  const Input = `${name}.input`;
  const Record_ = name;
  const tag = [name];
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const collection: JsonSchema = {
    get: {
      tags: tag, summary: `List ${name}`,
      parameters: [
        { name: 'sort', in: 'query', schema: { type: 'string' }, example: JSON.stringify(def.defaultSort), description: '["field","ASC"|"DESC"] over sortable fields' },
        { name: 'range', in: 'query', schema: { type: 'string' }, example: '[0,24]', description: '[start,end], at most 1000 rows' },
        { name: 'filter', in: 'query', schema: { type: 'string' }, example: '{"q":"text"}', description: 'field equality (arrays: any of), q, <field>_gte/_lte, id arrays' },
        { name: 'view', in: 'query', schema: { type: 'string', enum: [SUMMARY_VIEW] }, description: 'summary: without the long texts (rich text, text areas, JSON), as list screens show them' },
      ],
      responses: {
        200: { description: 'A page', headers: {
          'Content-Range': {
            schema: { type: 'string' }, example: `${name} 0-24/319`,
            description: `start-end/total; the total is exact up to ${COUNTED_UP_TO} matches, beyond that (and for an unfiltered table of ${ESTIMATED_TOTAL_FROM} rows or more) the database's estimate`,
          },
        }, ...json({ type: 'array', items: ref(Record_) }) },
        ...errors,
      },
    },
  };
  const item: JsonSchema = {
    get: { tags: tag, summary: `Get one ${name} record`, parameters: [idParam], responses: { 200: { description: 'The record', ...json(ref(Record_)) }, 404: { description: 'Not found' }, ...errors } },
  };
  if (!def.readOnly) {
    collection.post = { tags: tag, summary: `Create a ${name} record`, requestBody: { required: true, ...json(ref(Input)) }, responses: { 201: { description: 'Created', ...json(ref(Record_)) }, 409: { description: 'Duplicate key', ...json(ref('Error')) }, ...errors } };
    item.put = {
      tags: tag, summary: `Update a ${name} record (send the version you read)`, parameters: [idParam],
      requestBody: { required: true, ...json({ allOf: [ref(Input), { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } }] }) },
      responses: { 200: { description: 'Updated', ...json(ref(Record_)) }, 404: { description: 'Not found' }, 409: { description: 'Changed by someone else, or duplicate key', ...json(ref('Error')) }, ...errors },
    };
    item.delete = { tags: tag, summary: `Delete a ${name} record`, parameters: [idParam], responses: { 200: { description: 'The deleted record', ...json(ref(Record_)) }, 404: { description: 'Not found' }, 409: { description: 'In use' }, ...errors } };
  }
  return { [`${def.base}/${name}`]: collection, [`${def.base}/${name}/{id}`]: item, ...bulkUpdatePath(def) };
}

/** The lists' bulk edit, where the definition offers fields for it. */
function bulkUpdatePath(def: ResourceDef): Record<string, JsonSchema> {
  const fields = def.readOnly ? [] : bulkEditableFields('admin', def);
  if (!fields.length) return {};
  const properties = {
    ids: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: BULK_MAX },
    field: { type: 'string', enum: fields, description: 'partners: only the fields they may change (403 otherwise)' },
    value: { description: "the field's new value, as in the record schema" },
  };
  return {
    [`${def.base}/${def.name}/bulk-update`]: {
      post: {
        tags: [def.name],
        summary: `Set one field on several ${def.name} records (one transaction; each record validated, its hooks run and audited as by its own update)`,
        requestBody: { required: true, ...json({ type: 'object', properties, required: ['ids', 'field', 'value'] }) },
        responses: {
          200: { description: 'All updated', ...json({ type: 'object', properties: { updated: { type: 'array', items: { type: 'integer' } }, count: { type: 'integer' } } }) },
          404: { description: 'An id is not found or outside your organisation: nothing changed' },
          409: { description: 'Duplicate key: nothing changed', ...json(ref('Error')) },
          ...errors,
        },
      },
    },
  };
}

const body = (properties: JsonSchema, required: string[]) => ({ required: true, ...json({ type: 'object', properties, required }) });
const status = { 200: { description: 'Done', ...json({ type: 'object', properties: { status: { const: 1 } } }) } };
const pathId = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
/** A second-factor proof: one of the two. */
const proof = { code: { type: 'string', pattern: '^\\d{6}$' }, recoveryCode: { type: 'string', pattern: '^[0-9a-zA-Z]{5}-?[0-9a-zA-Z]{5}$' } };

/** The OpenAPI 3.1 description of the whole API, generated from the same definitions as the routes. */
export function openApiDocument() {
  const componentsSchemas: Record<string, JsonSchema> = {
    Error: { type: 'object', properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } }, required: ['message'] },
  };
  const paths: Record<string, JsonSchema> = {
    '/api/login': { post: { tags: ['auth'], summary: 'Sign in', security: [], requestBody: body({ username: { type: 'string', format: 'email' }, password: { type: 'string' } }, ['username', 'password']), responses: { 200: { description: 'accessToken, user, userType, companyId; or, for an account with a second factor (or whose role must enrol one), {mfaRequired: true, mfaToken, methods, enrolmentRequired} and no session' }, 401: { description: 'Invalid username or password' }, 429: { description: 'Too many attempts' } } } },
    '/api/login/mfa': { post: { tags: ['auth'], summary: 'Second step of sign-in: the mfaToken (single use, 5 minutes) with a TOTP code or a recovery code', security: [], requestBody: body({ mfaToken: { type: 'string' }, ...proof }, ['mfaToken']), responses: { 200: { description: 'As POST /api/login; after a first enrolment also recoveryCodes (shown once)' }, 400: errors[400], 401: { description: 'Wrong or used code, or the mfaToken is used or expired' }, 429: { description: 'Too many attempts' } } } },
    '/api/login/mfa/enrol': { post: { tags: ['auth'], summary: 'For an account that must enrol: a TOTP secret to confirm through POST /api/login/mfa', security: [], requestBody: body({ mfaToken: { type: 'string' } }, ['mfaToken']), responses: { 200: { description: 'factorId, secret, uri (otpauth://), qr (SVG data URL)' }, 401: { description: 'mfaToken used or expired' }, 409: { description: 'The account already has a factor' } } } },
    '/api/me/factors': { get: { tags: ['auth'], summary: 'The signed-in user\'s second factors', responses: { 200: { description: 'factors, recoveryCodesLeft, required' } } } },
    '/api/me/factors/totp': { post: { tags: ['auth'], summary: 'Start enrolling an authenticator app', responses: { 200: { description: 'factorId, secret, uri (otpauth://), qr (SVG data URL)' } } } },
    '/api/me/factors/totp/confirm': { post: { tags: ['auth'], summary: 'Confirm the authenticator with a first code', requestBody: body({ code: proof.code }, ['code']), responses: { 200: { description: 'factors, recoveryCodesLeft, required; recoveryCodes (shown once) when none were left' }, 400: errors[400], 409: { description: 'No enrolment under way' }, 429: { description: 'Too many attempts' } } } },
    '/api/me/factors/{id}/remove': { post: { tags: ['auth'], summary: 'Remove a factor (needs a fresh code or recovery code)', parameters: [pathId], requestBody: body(proof, []), responses: { 200: { description: 'factors, recoveryCodesLeft, required' }, 400: errors[400], 404: { description: 'Not found' }, 409: { description: 'The role requires a second factor' }, 429: { description: 'Too many attempts' } } } },
    '/api/me/recovery-codes': { post: { tags: ['auth'], summary: 'New recovery codes (the old ones stop working; needs a fresh code)', requestBody: body(proof, []), responses: { 200: { description: 'recoveryCodes (shown once) and the factors' }, 400: errors[400], 409: { description: 'No factor yet' }, 429: { description: 'Too many attempts' } } } },
    '/api/logout': { post: { tags: ['auth'], summary: 'End this session', requestBody: body({ userId: { type: 'integer' } }, []), responses: status } },
    '/api/resetPassword-sent-otp': { post: { tags: ['auth'], summary: 'Mail a 6-digit code (same answer for every address)', security: [], requestBody: body({ email: { type: 'string' } }, ['email']), responses: status } },
    '/api/resetPassword-verify-otp': { post: { tags: ['auth'], summary: 'Exchange the code for a reset token', security: [], requestBody: body({ email: { type: 'string' }, otp: { type: 'string', pattern: '^\\d{6}$' } }, ['email', 'otp']), responses: { 200: { description: 'status 1 and resetToken' }, 400: errors[400] } } },
    '/api/resetPassword': { post: { tags: ['auth'], summary: 'Set a new password', security: [], requestBody: body({ resetToken: { type: 'string' }, password: { type: 'string', minLength: PASSWORD_MIN_LENGTH } }, ['resetToken', 'password']), responses: status } },
    '/api/register': { post: { tags: ['auth'], summary: 'Ask for partner access', security: [], responses: { 201: status[200] } } },
    '/api/me': { get: { tags: ['auth'], summary: 'The signed-in user', responses: { 200: { description: 'user' } } }, put: { tags: ['auth'], summary: 'Change name and picture', responses: { 200: { description: 'user' } } } },
    '/api/me/password': { post: { tags: ['auth'], summary: 'Change password (other sessions end)', responses: { 200: { description: 'status 1 and a new accessToken' } } } },
    '/api/uploads': { post: { tags: ['uploads'], summary: 'Upload a file for a file field (?resource=&field=), raw body with its Content-Type', responses: { 201: { description: '{url}' }, 413: { description: 'Too large' } } } },
    '/api/access-requests/{id}/approve': { post: { tags: ['access-requests'], summary: 'Approve: create the user (in the given organisation of the requested type, or a new unpublished one) and mail a set-password code', parameters: [pathId], requestBody: body({ organization_id: { type: ['integer', 'null'] } }, []), responses: { 200: { description: 'The approved request', ...json(ref('access-requests')) }, 400: errors[400], 404: { description: 'Not found' }, 409: { description: 'Already decided, or the email has an account' } } } },
    '/api/access-requests/{id}/reject': { post: { tags: ['access-requests'], summary: 'Reject (no account is created)', parameters: [pathId], responses: { 200: { description: 'The rejected request', ...json(ref('access-requests')) }, 404: { description: 'Not found' }, 409: { description: 'Already decided' } } } },
    '/api/users/{id}/reset-factors': { post: { tags: ['users'], summary: 'Remove every second factor and recovery code of the user (sessions end; the user is mailed)', parameters: [pathId], responses: { ...status, 404: { description: 'Not found' } } } },
    '/api/users/{id}/send-reset': { post: { tags: ['users'], summary: 'Mail the user a code to reset (or first set) the password', parameters: [pathId], responses: { ...status, 404: { description: 'Not found' }, 409: { description: 'The user is deactivated' }, 429: { description: 'Too many codes' } } } },
    '/api/health': { get: { tags: ['health'], summary: 'Ready?', security: [], responses: { 200: { description: '{"status":"ok"}' }, 503: { description: 'starting, or the database cannot be reached (Retry-After)' } } } },
  };
  for (const def of RESOURCES) {
    const { input, record } = schemas(def);
    componentsSchemas[def.name] = record;
    componentsSchemas[`${def.name}.input`] = input;
    Object.assign(paths, resourcePaths(def));
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Visapath admin API', version, description: 'The staff API of the Visapath visa and migration-services directory.' },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: componentsSchemas },
    paths,
  };
}
