import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '../domain/validation';
import { translateKey, type Locale } from '../domain/messages';

/** An error the API answers with: `{message, errors?}` and a status. */
export class ApiError extends Error {
  constructor(readonly status: number, message: string, readonly errors?: FieldErrors) {
    super(message);
  }
}

export const MESSAGES = {
  tokenMissing: 'Authorization token missing',
  tokenInvalid: 'Invalid authorization token',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  internal: 'Internal server error',
  malformedJson: 'Malformed JSON body',
  tooLarge: 'Request body too large',
  invalidInput: 'Invalid input',
  loginFailed: 'Invalid username or password',
  tooManyAttempts: 'Too many attempts. Try again later.',
  staleVersion: 'This record was changed by someone else. Reload it and try again.',
  starting: 'The server is starting. Try again in a moment.',
  otpInvalid: 'The code is invalid or has expired.',
  resetTokenInvalid: 'The reset link is invalid or has expired.',
  currentPasswordWrong: 'The current password is wrong.',
} as const;

export function localizeErrors(errors: FieldErrors, locale: Locale): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, translateKey(v, locale)]));
}

/** Throws a 400 with every field's first message in the caller's language. */
export function validationError(errors: FieldErrors, locale: Locale): ApiError {
  return new ApiError(400, translateKey('vp.validation.invalid_input', locale), localizeErrors(errors, locale));
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) throw new ApiError(415, 'Send the body as application/json');
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
