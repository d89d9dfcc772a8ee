import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ResourceDef } from '@/domain/resourceDef';
import { loadRules } from '@/admin/resources/rules';

/** How react-admin's ValidationError recognises a message with values (see ra-core useInput). */
const WITH_ARGS = '@@react-admin@@';

/**
 * A react-hook-form resolver over a record's zod schema that shows every issue of one validation (the first per
 * field), each message with the values it names (a limit, written as the UI language writes numbers). The rules
 * start loading when the resolver is made (as the form opens).
 */
export function recordResolver(def: ResourceDef, locale: string): Resolver<FieldValues> {
  const rules = loadRules().then((loaded) => ({ ...loaded, schema: loaded.recordSchema(def) }));
  return async (values, _context, options) => {
    const { schema, issueMessage, messageParts } = await rules;
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.') || 'root';
      if (path in errors) continue;
      const { key, args } = messageParts(issueMessage(issue), locale);
      errors[path] = { type: issue.code, message: args ? WITH_ARGS + JSON.stringify({ message: key, args }) : key };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}
