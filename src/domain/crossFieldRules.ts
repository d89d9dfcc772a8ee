import { V } from './validationKeys';

/* The definitions' cross-field rules: plain functions of a record, no zod (see validationKeys.ts). */

/** Cross-field rule: `max` must not be below `min` when both are set. */
export const notBelow = (max: string, min: string) => (r: Record<string, unknown>) =>
  typeof r[max] === 'number' && typeof r[min] === 'number' && (r[max] as number) < (r[min] as number)
    ? { field: max, message: V.notBelowMin }
    : null;

/** Cross-field rule: date `to` must not be before date `from`. */
export const notBefore = (to: string, from: string) => (r: Record<string, unknown>) =>
  typeof r[to] === 'string' && typeof r[from] === 'string' && (r[to] as string) < (r[from] as string)
    ? { field: to, message: V.notBeforeStart }
    : null;

/** Cross-field rule: two references must differ. */
export const differs = (a: string, b: string) => (r: Record<string, unknown>) =>
  r[a] != null && r[a] === r[b] ? { field: b, message: V.mustDiffer } : null;
