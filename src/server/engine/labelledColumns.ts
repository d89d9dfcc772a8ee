import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/domain/messages';
import type { FieldDef, ResourceDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';
import { booleanLabel, choiceLabel, countryNames, fieldLabel } from './labels';

/**
 * A column of an export for people (the workbook and the CSV for Excel): its header in the user's language and
 * its value as a person reads it on the screens — an enum by its label, a reference by the record's name, a
 * country by its name, a flag by Yes/No, a time in the user's zone — keeping numbers and dates typed so that
 * each format writes them its own way.
 */
export interface LabelledColumn {
  name: string;
  header: string;
  /** text: SQL text; number: SQL numeric; date: SQL date; datetime: SQL timestamp (wall clock in the zone). */
  type: 'text' | 'number' | 'money' | 'date' | 'datetime';
  value: SQL;
  /** Our own words (an enum's label, Yes/No): no formula to guard against. */
  label?: true;
}

export interface LabelledSelect {
  columns: LabelledColumn[];
  /** Joins the values need (references' names, countries' names). */
  joins: SQL[];
}

const ident = (name: string) => sql.identifier(name);

/** A `case` giving each known value its label (anything else keeps its code). */
function labelCase(value: SQL, labels: [string, string][]): SQL {
  if (!labels.length) return value;
  const branches = labels.map(([code, label]) => sql` when ${code}::text then ${label}::text`);
  return sql`case ${value}${sql.join(branches)} else ${value} end`;
}

/**
 * The expression naming a record of `target` in the alias `as`: its localized title, its title, or #id. A title
 * other records share is followed by the record's id ("Student visa (#12)"), so that an import of the file finds
 * the same record (a hashed subplan that PostgreSQL runs once per statement).
 */
function titleOf(target: ResourceDef, as: string, locale: Locale): SQL {
  const title = sql`${ident(as)}.${ident(target.title)}`;
  const localized = target.fields[`${target.title}_${locale}`]
    ? sql`nullif(${ident(as)}.${ident(`${target.title}_${locale}`)}, ''), `
    : sql``;
  const named = sql`coalesce(${localized}${title}::text, '#' || ${ident(as)}.id::text)`;
  if (target.fields[target.title]?.unique) return named;
  const shared = sql`(select ${ident(target.title)} from ${ident(target.table)} group by 1 having count(*) > 1)`;
  return sql`${named} || case when ${title} in ${shared} then ' (#' || ${ident(as)}.id::text || ')' else '' end`;
}

function fieldColumn(
  def: ResourceDef,
  table: DynamicTable,
  name: string,
  field: FieldDef,
  locale: Locale,
  timeZone: string,
  joins: SQL[],
): Pick<LabelledColumn, 'type' | 'value' | 'label'> {
  const column = sql`${table[name]}`;
  const choices = (field.choices ?? []).map((code): [string, string] => [code, choiceLabel(name, field, code, locale)]);
  switch (field.kind) {
    case 'integer':
      return { type: 'number', value: column };
    case 'decimal':
      return { type: field.currency ? 'money' : 'number', value: column };
    case 'boolean':
      return {
        type: 'text',
        label: true,
        value: sql`case when ${column} then ${booleanLabel(true, locale)}::text when not ${column} then ${booleanLabel(false, locale)}::text end`,
      };
    case 'date':
      return { type: 'date', value: column };
    case 'datetime':
      return { type: 'datetime', value: sql`(${column} at time zone ${timeZone}::text)` };
    case 'enum':
      return field.numeric && !choices.length
        ? { type: 'number', value: column }
        : { type: 'text', label: true, value: labelCase(sql`${column}::text`, choices) };
    case 'reference': {
      const target = resourceByName(field.reference!);
      if (!target) return { type: 'number', value: column };
      const as = `ref_${name}`;
      joins.push(sql` left join ${ident(target.table)} as ${ident(as)} on ${ident(as)}.id = ${column}`);
      return { type: 'text', value: sql`case when ${column} is not null then ${titleOf(target, as, locale)} end` };
    }
    case 'referenceList': {
      const target = resourceByName(field.reference!);
      if (!target) return { type: 'text', value: sql`array_to_string(${column}, '; ')` };
      const as = `refs_${name}`;
      return {
        type: 'text',
        value: sql`(select string_agg(${titleOf(target, as, locale)}, '; ' order by array_position(${column}, ${ident(as)}.id)) from ${ident(target.table)} as ${ident(as)} where ${ident(as)}.id = any(${column}))`,
      };
    }
    case 'textList':
      return choices.length
        ? {
            type: 'text',
            value: sql`(select string_agg(${labelCase(sql`x`, choices)}, '; ') from unnest(${column}) as x)`,
          }
        : { type: 'text', value: sql`array_to_string(${column}, '; ')` };
    default:
      if (field.country) {
        const as = `country_${name}`;
        const rows = Object.entries(countryNames(locale)).map(([code, label]) => sql`(${code}::text, ${label}::text)`);
        joins.push(
          sql` left join (values ${sql.join(rows, sql`, `)}) as ${ident(as)}(code, name) on ${ident(as)}.code = upper(${column})`,
        );
        return { type: 'text', value: sql`coalesce(${ident(as)}.name, ${column})` };
      }
      return { type: 'text', value: sql`${column}::text` };
  }
}

/** The labelled columns of an export, in the order asked. */
export function labelledSelect(
  def: ResourceDef,
  table: DynamicTable,
  names: string[],
  locale: Locale,
  timeZone: string,
): LabelledSelect {
  const joins: SQL[] = [];
  const columns = names.map((name): LabelledColumn => {
    const header = name === 'id' ? 'ID' : fieldLabel(def, name, locale);
    const field = def.fields[name];
    if (field) return { name, header, ...fieldColumn(def, table, name, field, locale, timeZone, joins) };
    if (name === 'id') return { name, header, type: 'number', value: sql`${table.id}` };
    return { name, header, type: 'datetime', value: sql`(${table[name]} at time zone ${timeZone}::text)` };
  });
  return { columns, joins };
}
