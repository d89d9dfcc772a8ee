import { and, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type Locale, type TranslationLocale } from '@/domain/locales';
import { publicFieldNames } from '@/domain/publicApi';
import type { ResourceDef } from '@/domain/resourceDef';
import { fieldStatusField, publishAnywayField, translatableFields, translationField } from '@/domain/translations';
import { isTimestamp, rfc3339Sql } from '@/server/infrastructure/db/columns';
import { organizations } from '@/server/infrastructure/db/schema';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';

/**
 * The records the public may read: published ones (where the definition has the flag), of the definition's scope,
 * and, for records an organisation owns, only those of a published organisation (or of none: shared ones).
 */
export function publishedCondition(def: ResourceDef, table: DynamicTable): SQL | undefined {
  const conditions: (SQL | undefined)[] = Object.entries(def.scope ?? {}).map(([col, value]) => eq(table[col], value));
  if (def.fields.is_published?.kind === 'boolean') conditions.push(eq(table.is_published, true));
  if (def.owner && def.owner.column !== 'id') {
    const owner = table[def.owner.column];
    const published = sql`exists (select from ${organizations} where ${organizations.id} = ${owner} and ${organizations.is_published})`;
    conditions.push(or(isNull(owner), published));
  }
  return and(...conditions);
}

/**
 * Whether a record's translation into `locale` is published: each of its translated fields current (one outdated
 * field keeps the whole language back: its other texts may answer the old English), or published anyway by an admin.
 */
const languagePublished = (def: ResourceDef, table: DynamicTable, locale: TranslationLocale) => {
  const current = translatableFields(def).map((name) => sql`${table[fieldStatusField(name, locale)]} = 'current'`);
  return sql`((${sql.join(current, sql` and `)}) or ${table[publishAnywayField(locale)]})`;
};

/**
 * The columns of a public record in `locale`: its id, its public fields (a translated text in `locale` where that
 * language is published for the record and the text is written, else in English), `content_locale` (the
 * language its texts are in) and when it last changed. Timestamps as RFC 3339 text.
 */
export function publicColumns(def: ResourceDef, table: DynamicTable, locale: Locale): Record<string, SQL> {
  const target = TRANSLATION_LOCALES.find((l) => l === locale);
  const translated = !!target && publicFieldNames(def).some((name) => def.fields[name].translatable);
  const published = target && translated ? languagePublished(def, table, target) : undefined;
  const columns: Record<string, SQL> = { id: sql`${table.id}`.mapWith(table.id) };
  const all = getTableColumns(table);
  for (const name of publicFieldNames(def)) {
    const column = table[name];
    if (target && published && def.fields[name].translatable) {
      const own = table[translationField(name, target)];
      columns[name] =
        sql`case when ${published} and coalesce(${own}::text, '') <> '' then ${own} else ${column} end`.mapWith(column);
    } else columns[name] = isTimestamp(all[name]) ? rfc3339Sql(sql`${column}`) : sql`${column}`.mapWith(column);
  }
  columns.content_locale = published
    ? sql<string>`case when ${published} then ${target} else ${DEFAULT_LOCALE} end`
    : sql<string>`${DEFAULT_LOCALE}::text`;
  columns.updated_at = rfc3339Sql(sql`${table.updated_at}`);
  return columns;
}
