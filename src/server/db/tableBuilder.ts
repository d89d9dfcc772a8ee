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
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { commonColumns } from './columns';

// A table whose columns are only known from its definition at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DynamicTable = PgTableWithColumns<any>;

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
          { onDelete: 'restrict' },
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

/** The PostgreSQL table of a resource: common columns, one column per field, its indexes and unique keys. */
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
    if (def.searchIndexed) {
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.search) extras.push(index(`${def.table}_${name}_trgm_idx`).using('gin', t[name].op('gin_trgm_ops')));
      }
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
