import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, messageParts } from '../../../domain/validation';

/** How react-admin's ValidationError recognises a message with values (see ra-core useInput). */
const WITH_ARGS = '@@react-admin@@';

/**
 * A react-hook-form resolver over a record's zod schema that shows every issue of one validation (the first per
 * field), each message with the values it names (a limit, written as the UI language writes numbers).
 */
export function recordResolver(schema: z.ZodType, locale: string): Resolver<FieldValues> {
  return async (values, _context, options) => {
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
