import { HttpError } from 'react-admin';
import type { FieldDef } from '../../../domain/resource';
import { fieldSchema } from '../../../domain/schema';
import { V } from '../../../domain/validation';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The field's own rule on a value, as the forms and the API apply it: the translated message, or null. */
export function checkValue(field: FieldDef, value: unknown, translate: Translate): string | null {
  const result = fieldSchema(field).safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const key = issue.message.startsWith('vp.') ? issue.message : V.invalid;
  const limit = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
  return translate(key, { _: key, ...(limit === undefined ? {} : { limit: Number(limit) }) });
}

/** An API field error: already in the user's language, or a key with its values. */
function errorText(error: unknown, translate: Translate): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    const args = 'args' in error && error.args && typeof error.args === 'object' ? error.args : {};
    return translate(error.message, { _: error.message, ...args });
  }
  return translate('ra.notification.http_error');
}

/**
 * What to tell the user about a refused save, in the cell of `name`: its field error, another field's error
 * with that field's label (a cross-field rule, a hook), or the API's message.
 */
export function saveProblem(error: unknown, name: string, label: (field: string) => string, translate: Translate): string {
  if (!(error instanceof HttpError)) return translate('ra.notification.http_error');
  const body = error.body as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const errors = body?.errors ?? {};
  if (name in errors) return errorText(errors[name], translate);
  const [other] = Object.entries(errors);
  if (other) return `${label(other[0])}: ${errorText(other[1], translate)}`;
  return typeof body?.message === 'string' ? body.message : error.message || translate('ra.notification.http_error');
}

/** A 409 that is a stale version (someone saved first), not a duplicate key (which names its field). */
export const isStale = (error: unknown) =>
  error instanceof HttpError && error.status === 409 && !Object.keys((error.body as { errors?: object } | undefined)?.errors ?? {}).length;
