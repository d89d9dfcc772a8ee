import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/domain/messages';
import type { Principal } from '@/server/infrastructure/context';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';
import type { ResourceDef } from '@/domain/resourceDef';
import { BOM, LINE_COPY, exportColumns, formulaGuarded, lineOf, scopedQuery, type ExportPlan } from './csvExport';
import { labelledSelect, type LabelledColumn } from './labelledColumns';
import type { ListQuery } from './listQuery';
import { columnLetter, sheetHead, SHEET_TAIL, STYLE } from './xlsxParts';

/**
 * The exports for people, each row built whole by the database (so that PostgreSQL's COPY writes it at its own
 * speed): the CSV for Excel and the rows of a workbook's sheet.
 */

/** Excel's own way of reading dates and numbers typed in each language. */
const EXCEL_CSV: Record<Locale, { separator: string; decimal: string; date: string; datetime: string }> = {
  en: { separator: ',', decimal: '.', date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH24:MI:SS' },
  de: { separator: ';', decimal: ',', date: 'DD.MM.YYYY', datetime: 'DD.MM.YYYY HH24:MI:SS' },
  fr: { separator: ';', decimal: ',', date: 'DD/MM/YYYY', datetime: 'DD/MM/YYYY HH24:MI:SS' },
};

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

function excelCsvCell(column: LabelledColumn, locale: Locale): SQL {
  const { decimal, date, datetime } = EXCEL_CSV[locale];
  const v = column.value;
  switch (column.type) {
    case 'number':
    case 'money':
      return decimal === '.' ? sql`${v}::text` : sql`replace(${v}::text, '.', ${decimal})`;
    case 'date':
      return sql`to_char(${v}, ${date})`;
    case 'datetime':
      return sql`to_char(${v}, ${datetime})`;
    default:
      // Control characters are left as they are: a CSV carries them, and Excel shows them as it does.
      return sql`'"' || replace(${column.label ? v : formulaGuarded(v)}, '"', '""') || '"'`;
  }
}

/** CSV for Excel: BOM, labels, the locale's separator and decimal mark, CRLF. */
function excelCsvLine(columns: LabelledColumn[], locale: Locale): { head: string; expr: SQL } {
  const { separator } = EXCEL_CSV[locale];
  // concat() writes NULL as nothing.
  const cells = columns.map((c) => excelCsvCell(c, locale));
  return {
    head: `${BOM}${columns.map((c) => quoted(c.header)).join(separator)}\r\n`,
    expr: sql`concat(${sql.join(cells, sql`, ${separator}::text, `)}, E'\\r\\n')`,
  };
}

/** Text content: its control characters are dropped from the sheet's bytes (`controlFree`), after the database. */
const xmlText = (value: SQL) => sql`replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

/**
 * Where a sheet line's row number goes in its cells' addresses: the database writes the number once per row
 * (one `replace`) instead of once per cell. Neither the markup nor an escaped value (no raw < or >) holds it.
 */
const ROW = '<>';

/** A cell of the sheet: text inline (no formula can run, no ' needed), numbers and dates as numbers; NULL when empty. */
function sheetCell(column: LabelledColumn, letter: string): SQL {
  const v = column.value;
  const open = (style?: number) => sql.raw(`'<c r="${letter}${ROW}"${style ? ` s="${style}"` : ''}><v>'`);
  switch (column.type) {
    case 'number':
      return sql`${open()} || ${v}::text || '</v></c>'`;
    case 'money':
      return sql`${open(STYLE.money)} || ${v}::text || '</v></c>'`;
    case 'date':
      return sql`${open(STYLE.date)} || (${v} - date '1899-12-30')::text || '</v></c>'`;
    case 'datetime':
      return sql`${open(STYLE.datetime)} || round(extract(epoch from ${v}) / 86400 + 25569, 8)::text || '</v></c>'`;
    default:
      return sql`${sql.raw(`'<c r="${letter}${ROW}" t="inlineStr"><is><t xml:space="preserve">'`)} || ${xmlText(v)} || '</t></is></c>'`;
  }
}

/**
 * A sheet row: its cells addressed (A2, B2, …), as some readers require; an empty cell is left out (readers
 * fill the gap). The row's own number is optional and left out.
 */
const sheetLine = (columns: LabelledColumn[]) => (n: SQL) => {
  const cells = columns.map((c, i) => sheetCell(c, columnLetter(i)));
  return sql`replace(concat('<row>', ${sql.join(cells, sql`, `)}, E'</row>\\n'), ${sql.raw(`'${ROW}'`)}, ${n}::text)`;
};

export interface LabelledOptions {
  names?: string[];
  locale: Locale;
  timeZone: string;
}

/** The plan of a CSV for Excel or of a workbook's sheet. */
export function labelledPlan(
  format: 'csv-excel' | 'xlsx',
  def: ResourceDef,
  table: DynamicTable,
  query: ListQuery,
  principal: Principal,
  { names, locale, timeZone }: LabelledOptions,
): ExportPlan {
  const all = names ?? exportColumns(def, table).map((c) => c.name);
  const { columns, joins } = labelledSelect(
    def,
    table,
    all.filter((name) => name === 'id' || name in def.fields || table[name] !== undefined),
    locale,
    timeZone,
  );
  const csv = format === 'csv-excel' ? excelCsvLine(columns, locale) : undefined;
  return {
    ...scopedQuery(def, table, query, principal),
    columns: [{ name: 'line', expr: csv ? csv.expr : sql`''` }],
    numberedLine: csv ? undefined : sheetLine(columns),
    ...(csv ? {} : { controlFree: true as const }),
    joins,
    head: csv ? csv.head : sheetHead(columns),
    tail: csv ? '' : SHEET_TAIL,
    copy: LINE_COPY,
    line: lineOf,
  };
}
