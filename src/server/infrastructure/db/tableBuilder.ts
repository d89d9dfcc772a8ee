import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { ColumnDataType } from 'drizzle-orm';
import type { FieldValue, SystemColumns } from '@/domain/record';
import type { FieldDef, Fields, ResourceDef } from '@/domain/resourceDef';
import { commonColumns } from './columns';

// A table whose columns are only known from its definition at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DynamicTable = PgTableWithColumns<any>;

/** What an insert into a resource's table takes, and what it returns of a row. */
export type InsertOf<D extends { fields: Fields }> = TableOf<D>['$inferInsert'];
export type SelectOf<D extends { fields: Fields }> = TableOf<D>['$inferSelect'];

/** A column holding values of type V (null where V has it), as drizzle's queries type it. */
type ColumnOf<Name extends string, V, Default extends boolean> = PgColumn<{
  name: Name;
  tableName: string;
  dataType: ColumnDataType;
  columnType: string;
  data: Exclude<V, null>;
  driverParam: unknown;
  notNull: null extends V ? false : true;
  hasDefault: Default;
  isPrimaryKey: false;
  isAutoincrement: false;
  hasRuntimeDefault: false;
  enumValues: undefined;
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;

/**
 * Fields an insert may leave out although they hold a value: flags and lists, whose columns have a default (a
 * field's own `default` is the API's to apply, not the column's).
 */
type HasDefault<F extends FieldDef> = F extends { kind: 'boolean' | 'textList' | 'referenceList' } ? true : false;
/** The system columns the database fills in (the authors are null unless the write names them). */
type SystemDefault<K extends keyof SystemColumns> = K extends 'created_by' | 'updated_by' ? false : true;

/**
 * The table of one resource as drizzle types it, from its definition's fields (src/domain/record.ts): selects,
 * inserts and returned rows of a known resource are checked against its fields' kinds. A definition known only
 * as a ResourceDef gives the DynamicTable.
 */
export type TableOf<D extends { fields: Fields }> = string extends keyof D['fields'] ? DynamicTable : TypedTable<D>;

type TypedTable<D extends { fields: Fields }> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: { [K in keyof SystemColumns]: ColumnOf<K, SystemColumns[K], SystemDefault<K>> } & {
    [K in keyof D['fields'] & string]: ColumnOf<K, FieldValue<D['fields'][K]>, HasDefault<D['fields'][K]>>;
  };
}>;

/** Tables a reference can point at, by resource name (filled as tables are built, read lazily). */
export const referenceTargets = new Map<string, () => AnyPgColumn>();

function column(name: string, field: FieldDef): PgColumnBuilderBase {
  const required = <T extends { notNull(): T }>(c: T) => (field.required ? c.notNull() : c);
  switch (field.kind) {
    case 'integer':
      return required(integer(name));
    case 'decimal':
      return required(numeric(name, { precision: 14, scale: field.scale ?? 2, mode: 'number' }));
    case 'boolean':
      return boolean(name)
        .notNull()
        .default((field.default as boolean | undefined) ?? false);
    case 'date':
      return required(date(name, { mode: 'string' }));
    case 'datetime':
      return required(timestamp(name, { withTimezone: true, mode: 'string' }));
    case 'reference': {
      const target = field.reference!;
      return required(
        integer(name).references(
          () => {
            const resolve = referenceTargets.get(target);
            if (!resolve) throw new Error(`unknown reference target ${target}`);
            return resolve();
          },
          { onDelete: field.cascade ? 'cascade' : 'restrict' },
        ),
      );
    }
    case 'json':
      return jsonb(name);
    case 'enum':
      return field.numeric ? required(integer(name)) : required(text(name));
    case 'textList':
      return text(name)
        .array()
        .notNull()
        .default(sql`'{}'::text[]`);
    case 'referenceList':
      return integer(name)
        .array()
        .notNull()
        .default(sql`'{}'::integer[]`);
    default:
      return required(text(name));
  }
}

/**
 * The PostgreSQL table of a resource: common columns, one column per field, its indexes and unique keys; typed
 * by the definition's fields where the definition is known.
 */
export function buildTable<D extends ResourceDef>(def: D): TableOf<D>;
export function buildTable(def: ResourceDef): DynamicTable {
  const columns: Record<string, PgColumnBuilderBase> = { ...commonColumns() };
  for (const [name, field] of Object.entries(def.fields)) columns[name] = column(name, field);
  const table = pgTable(def.table, columns, (t) => {
    const extras = [];
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.unique) extras.push(uniqueIndex(`${def.table}_${name}_key`).on(t[name]));
      else if (field.kind === 'reference' || field.filter || field.sort) {
        const list = field.kind === 'textList' || field.kind === 'referenceList';
        extras.push(
          list
            ? index(`${def.table}_${name}_idx`).using('gin', t[name])
            : index(`${def.table}_${name}_idx`).on(t[name]),
        );
      }
    }
    // A trigram index per search field of a large table (searchIndexed), and on every searchable title, which
    // the console's search across resources (GET /api/search) matches by prefix or substring.
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.search && (def.searchIndexed || name === def.title))
        extras.push(index(`${def.table}_${name}_trgm_idx`).using('gin', t[name].op('gin_trgm_ops')));
    }
    for (const cols of def.indexes ?? []) {
      extras.push(index(`${def.table}_${cols.join('_')}_idx`).on(t[cols[0]], ...cols.slice(1).map((c) => t[c])));
    }
    // An empty optional column must not let duplicates through (NULL would otherwise count as distinct).
    for (const cols of def.uniqueTogether ?? []) {
      extras.push(
        unique(`${def.table}_${cols.join('_')}_key`)
          .on(t[cols[0]], ...cols.slice(1).map((c) => t[c]))
          .nullsNotDistinct(),
      );
    }
    return extras;
  });
  referenceTargets.set(def.name, () => table.id as AnyPgColumn);
  return table as DynamicTable;
}
