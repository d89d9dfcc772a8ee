import { z } from 'zod';
import { emailAddress } from './signIn';
import { storable } from './storable';
import { V } from './validationKeys';

export { V, storable };

/** The paths of every string in a JSON value that is not storable, as field errors (e.g. `{ 'message': … }`). */
export function unstorableStrings(value: unknown, path: string[] = []): FieldErrors {
  if (typeof value === 'string') return storable(value) ? {} : { [path.join('.') || '_']: V.characters };
  if (typeof value !== 'object' || value === null) return {};
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  // A key is as much part of what is stored (a JSON column) as its value.
  return Object.assign(
    {},
    ...entries.map(([k, v]) =>
      storable(k) ? unstorableStrings(v, [...path, k]) : { [[...path, '_'].join('.')]: V.characters },
    ),
  );
}

/** A string of storable characters (see `storable`). */
export const storableString = (error: string) => z.string({ error }).refine(storable, { error: V.characters });

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** A required, trimmed, non-empty string capped at `max` characters. */
export const requiredText = (max = 200) =>
  storableString(V.required).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });

export const email = emailAddress;

export const newPassword = () =>
  z
    .string({ error: V.passwordRequired })
    .min(1, { error: V.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: V.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: V.passwordTooLong });

/** A message key, or a message key with the values its text names (e.g. `{ limit: 160 }`). */
export type FieldMessage = string | { message: string; args: Record<string, string | number> };
export type FieldErrors = Record<string, FieldMessage>;

/**
 * The message of one zod issue: its key, with the limit a too_big/too_small issue carries as `limit`, so that
 * "At most %{limit} characters" can say which limit (in the browser and in the API's field errors alike).
 */
export function issueMessage(issue: z.core.$ZodIssue): FieldMessage {
  const message = issue.message.startsWith('vp.') ? issue.message : V.invalid;
  const limit = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
  return limit === undefined ? message : { message, args: { limit: Number(limit) } };
}

/** The first message per field path, e.g. `{ email: 'vp.validation.email_invalid' }`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    if (!(path in out)) out[path] = issueMessage(issue);
  }
  return out;
}

/** A message's key and values, its numbers written as the locale writes them (1,000,000 / 1.000.000). */
export function messageParts(
  message: FieldMessage,
  locale: string,
): { key: string; args?: Record<string, string | number> } {
  if (typeof message === 'string') return { key: message };
  const number = new Intl.NumberFormat(locale);
  const args = Object.fromEntries(
    Object.entries(message.args).map(([k, v]) => [k, typeof v === 'number' ? number.format(v) : v]),
  );
  return { key: message.message, args };
}
