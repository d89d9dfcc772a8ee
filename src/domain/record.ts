import type { FieldDef, Fields } from './resourceDef';

/*
 * The TypeScript type of a resource's records, derived from its definition (whose fields keep their literal
 * types: see defineResource), so code that handles the rows of one resource reads `record.status` as its enum.
 */

/** A value of a field's kind, as the API and the database hold it (decimals are numbers: numeric mode 'number'). */
type KindValue<F extends FieldDef> = F extends { kind: 'integer' | 'decimal' | 'reference' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'enum'; numeric: true }
      ? number
      : F extends { kind: 'enum'; choices: readonly (infer C extends string)[] }
        ? C
        : F extends { kind: 'textList' }
          ? string[]
          : F extends { kind: 'referenceList' }
            ? number[]
            : F extends { kind: 'json' }
              ? unknown
              : string;

/**
 * Flags and lists always hold a value (false, the empty list), and JSON's `unknown` already includes null; other
 * fields hold null unless required.
 */
type AlwaysSet = { kind: 'boolean' | 'textList' | 'referenceList' | 'json' };

/** A field's value: its kind's type, or null where the field may be empty. */
export type FieldValue<F extends FieldDef> = F extends AlwaysSet | { required: true }
  ? KindValue<F>
  : KindValue<F> | null;

/** The columns every resource table has besides its fields. */
export interface SystemColumns {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
}

/** The values of a definition's fields (a definition known only as `Fields` gives any string key). */
type FieldValues<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : { -readonly [K in keyof F & string]: FieldValue<F[K]> };

/** A stored record of these fields: their values and the system columns, as the table returns a row. */
export type RecordOf<F extends Fields> = Flat<SystemColumns & FieldValues<F>>;

/** One object type rather than an intersection: what an editor shows on hover, and what type tests compare. */
type Flat<T> = { [K in keyof T]: T[K] };

type DerivedKeys<F extends Fields> = { [K in keyof F & string]: F[K] extends { derived: true } ? K : never }[keyof F &
  string];

/**
 * What a write carries into the server's hooks: the validated input, where the derived fields (set by the
 * definition's `derive` or by the system) may be absent.
 */
type InputOf<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : Flat<Omit<FieldValues<F>, DerivedKeys<F>> & Partial<Pick<FieldValues<F>, DerivedKeys<F>>>>;

export type RecordOfDef<D extends { fields: Fields }> = RecordOf<D['fields']>;
export type InputOfDef<D extends { fields: Fields }> = InputOf<D['fields']>;
