import { HttpError } from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';
import { loadRules } from '@/admin/resources/rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The field's own rule on a value, as the forms and the API apply it: the translated message, or null. */
export async function checkValue(
  field: FieldDef,
  value: unknown,
  translate: Translate,
  locale: string,
): Promise<string | null> {
  const { fieldSchema, issueMessage, messageParts } = await loadRules();
  const result = fieldSchema(field).safeParse(value);
  if (result.success) return null;
  const { key, args } = messageParts(issueMessage(result.error.issues[0]), locale);
  return translate(key, { _: key, ...args });
}

/** An API field error (the API words them in the user's language). */
const errorText = (error: unknown, translate: Translate): string =>
  typeof error === 'string' ? error : translate('ra.notification.http_error');

/**
 * What to tell the user about a refused save, in the cell of `name`: its field error, another field's error
 * with that field's label (a cross-field rule, a hook), or the API's message.
 */
export function saveProblem(
  error: unknown,
  name: string,
  label: (field: string) => string,
  translate: Translate,
): string {
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
  error instanceof HttpError &&
  error.status === 409 &&
  !Object.keys((error.body as { errors?: object } | undefined)?.errors ?? {}).length;
