import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { fieldErrors, messageParts, type FieldErrors } from '@/domain/validation';
import { translateKey, type Locale } from '@/domain/messages';

/**
 * An error the API answers with: `{message, errors?}` and a status. `message` and the field errors are message
 * keys (src/domain/messages: vp.api.*, vp.validation.*); app.onError translates them into the request's language
 * (see apiMessage). A text that is no key passes through unchanged.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly params?: Record<string, string | number>,
    /** More members of the answer beside the message (a code a client acts on). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The API's own messages, as message keys; their English texts (in en.ts) are part of the API contract. */
export const MESSAGES = {
  tokenMissing: 'vp.api.token_missing',
  tokenInvalid: 'vp.api.token_invalid',
  exportLinkUsed: 'vp.api.export_link_used',
  forbidden: 'vp.api.forbidden',
  notFound: 'vp.api.not_found',
  internal: 'vp.api.internal',
  malformedJson: 'vp.api.malformed_json',
  jsonRequired: 'vp.api.json_required',
  csvRequired: 'vp.api.csv_required',
  tooLarge: 'vp.api.too_large',
  fileTooLarge: 'vp.api.file_too_large',
  invalidInput: 'vp.api.invalid_input',
  loginFailed: 'vp.api.login_failed',
  tooManyAttempts: 'vp.api.too_many_attempts',
  tooManyRequests: 'vp.api.too_many_requests',
  staleVersion: 'vp.api.stale_version',
  noDraft: 'vp.api.no_draft',
  draftConflict: 'vp.api.draft_conflict',
  deliveryNotFailed: 'vp.api.delivery_not_failed',
  notInReview: 'vp.api.not_in_review',
  undoStale: 'vp.api.undo_stale',
  undoNotPossible: 'vp.api.undo_not_possible',
  starting: 'vp.api.starting',
  unavailable: 'vp.api.unavailable',
  databaseTimeout: 'vp.api.database_timeout',
  otpInvalid: 'vp.api.otp_invalid',
  resetTokenInvalid: 'vp.api.reset_token_invalid',
  currentPasswordWrong: 'vp.api.current_password_wrong',
  passwordWrong: 'vp.api.password_wrong',
  freshProofRequired: 'vp.api.fresh_proof_required',
  userDeleteRefused: 'vp.api.user_delete_refused',
  userDeleteSelf: 'vp.api.user_delete_self',
  userInactive: 'vp.api.user_inactive',
  requestDecided: 'vp.api.request_decided',
  accountExists: 'vp.api.account_exists',
  listParamJson: 'vp.api.list_param_json',
  listFilterObject: 'vp.api.list_filter_object',
  listFilterNumber: 'vp.api.list_filter_number',
  listFilterBoolean: 'vp.api.list_filter_boolean',
  listFilterText: 'vp.api.list_filter_text',
  listFilterChoice: 'vp.api.list_filter_choice',
  listFilterTooLong: 'vp.api.list_filter_too_long',
  listFilterTooMany: 'vp.api.list_filter_too_many',
  listFilterUnknown: 'vp.api.list_filter_unknown',
  listQText: 'vp.api.list_q_text',
  listQUnsupported: 'vp.api.list_q_unsupported',
  listSortShape: 'vp.api.list_sort_shape',
  listSortUnknown: 'vp.api.list_sort_unknown',
  listRangeShape: 'vp.api.list_range_shape',
  listViewUnknown: 'vp.api.list_view_unknown',
  importFile: 'vp.api.import_file',
  importEmpty: 'vp.api.import_empty',
  importQuote: 'vp.api.import_quote',
  importHeader: 'vp.api.import_header',
  importColumns: 'vp.api.import_columns',
  importMapping: 'vp.api.import_mapping',
  exportFormat: 'vp.api.export_format',
  exportColumns: 'vp.api.export_columns',
  exportTimeZone: 'vp.api.export_time_zone',
  exportLocale: 'vp.api.export_locale',
} as const;

/** The English text of a message key: what audit rows record, whatever the request's language. */
export const englishText = (key: string) => translateKey(key, 'en');

/** The JSON body of an error answer, its message and field errors in the request's language. */
export function apiMessage(
  c: Context,
  key: string,
  errors?: FieldErrors,
  params?: Record<string, string | number>,
): { message: string; errors?: Record<string, string> } {
  const locale: Locale = c.get('locale');
  const message = translateKey(key, locale, params);
  return errors ? { message, errors: localizeErrors(errors, locale) } : { message };
}

/** An error answer sent directly (guard's 401, body limits, the 503 gate, the 404 fallback): the key translated. */
export function errorJson(c: Context, status: ContentfulStatusCode, key: string) {
  return c.json(apiMessage(c, key), status);
}

/** Each field's message as text in the locale, with the values it names (a limit) filled in. */
export function localizeErrors(errors: FieldErrors, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => {
      const { key, args } = messageParts(v, locale);
      return [k, translateKey(key, locale, args)];
    }),
  );
}

/** Throws a 400 with every field's first message in the caller's language. */
export function validationError(errors: FieldErrors, locale: Locale): ApiError {
  return new ApiError(400, 'vp.validation.invalid_input', localizeErrors(errors, locale));
}

/** The route's :id. Ids are PostgreSQL integers: anything outside 1..2^31-1 names no record (404, never an SQL error). */
export function parseId(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError(404, MESSAGES.notFound);
  return id;
}

/** The request body as JSON: a 415 unless the content type is `mediaType` (a JSON one), a 400 when it does not parse. */
export async function readJson(c: Context, mediaType = 'application/json'): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes(mediaType)) throw new ApiError(415, MESSAGES.jsonRequired);
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, MESSAGES.malformedJson);
  }
}

/** Reads the JSON body and validates it with a domain schema; bad input is a 400 with field errors. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parse(schema, await readJson(c), c.get('locale'));
}

export function parse<S extends z.ZodType>(schema: S, value: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrors(result.error), locale);
  return result.data;
}

/**
 * A request header (`name` in lower case) as c.req.header(name) gives it, repeated headers joined by ", ".
 * Under @hono/node-server it is read from node's raw header list: c.req.header() would first copy every header
 * into a fetch Headers object, a cost each API request paid just to read its token and language.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const raw = (c.env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming?.rawHeaders;
  if (!raw) return c.req.header(name);
  let value: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i].length === name.length && raw[i].toLowerCase() === name)
      value = value === undefined ? raw[i + 1] : `${value}, ${raw[i + 1]}`;
  }
  return value;
}
