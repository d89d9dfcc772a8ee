import type { ResourceDef } from '@/domain/resourceDef';
import { V, type FieldErrors } from '@/domain/validation';

interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
}

export interface ConstraintProblem {
  status: 400 | 409;
  message: string;
  errors: FieldErrors;
}

/** Message keys (src/domain/messages); the API answers them in the request's language. */
const IN_USE = 'vp.api.in_use';
const DUPLICATE = 'vp.api.duplicate';

function pgError(error: unknown): PgError | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code!)) return e as PgError;
  }
  return null;
}

/** PostgreSQL truncates identifiers to 63 bytes (NAMEDATALEN - 1), so long index names come back shortened. */
const pgIdentifier = (name: string) => Buffer.from(name).subarray(0, 63).toString();

/** The field a unique key is reported on: the last non-reference, non-enum column of the key. */
function uniqueField(def: ResourceDef, constraint: string): string {
  for (const [name, field] of Object.entries(def.fields))
    if (field.unique && constraint === pgIdentifier(`${def.table}_${name}_key`)) return name;
  for (const cols of def.uniqueTogether ?? []) {
    if (constraint === pgIdentifier(`${def.table}_${cols.join('_')}_key`)) {
      return (
        [...cols].reverse().find((c) => !['reference', 'enum'].includes(def.fields[c].kind)) ?? cols[cols.length - 1]
      );
    }
  }
  return '_';
}

/** Unique and foreign-key violations as the API's 409/400 answers with the field they concern. */
export function constraintError(def: ResourceDef, error: unknown): ConstraintProblem | null {
  const pg = pgError(error);
  if (!pg) return null;
  if (pg.code === '23505') {
    return { status: 409, message: DUPLICATE, errors: { [uniqueField(def, pg.constraint ?? '')]: V.unique } };
  }
  // ON DELETE RESTRICT reports restrict_violation (23001), not foreign_key_violation, when a row is still referenced.
  if (pg.code === '23001') return { status: 409, message: IN_USE, errors: {} };
  if (pg.code === '23503') {
    if (pg.table && pg.table !== def.table) return { status: 409, message: IN_USE, errors: {} };
    // Foreign keys are named <table>_<column>_<target>_<column>_fk and sit on reference columns only; the longest
    // match wins, so that organizations_country_id_… names country_id, not the (derived) country column.
    const field =
      Object.entries(def.fields)
        .filter(
          ([name, f]) =>
            (f.kind === 'reference' || f.kind === 'referenceList') &&
            pg.constraint?.startsWith(`${def.table}_${name}_`),
        )
        .map(([name]) => name)
        .sort((a, b) => b.length - a.length)[0] ?? '_';
    return { status: 400, message: V.referenceMissing, errors: { [field]: V.referenceMissing } };
  }
  return dataException(pg);
}

/**
 * PostgreSQL's data exceptions (class 22: a number out of range 22003, text that is no value of the type 22P02,
 * a bad date 22007/22008, a character the encoding lacks 22021/22P05, …) come from a client's value the
 * validation let through: a 400, never a 500. The database names no field, so the answer names none.
 */
function dataException(pg: PgError): ConstraintProblem | null {
  if (!pg.code?.startsWith('22')) return null;
  const message = pg.code === '22003' ? V.tooBig : V.invalid;
  return { status: 400, message, errors: { _: message } };
}

/** A data exception of a read (a list's filter values) as its 400, or null for any other error. */
export const dataError = (error: unknown): ConstraintProblem | null => {
  const pg = pgError(error);
  return pg ? dataException(pg) : null;
};
