import { LOCALES, isLocale, type Locale } from '@/domain/messages';
import type { ResourceDef } from '@/domain/resourceDef';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';

/**
 * An export's file: an Excel workbook (labels, typed cells), a CSV Excel opens in the user's locale (labels,
 * `;` and decimal comma where Excel expects them), or the RFC 4180 CSV for tools (keys, codes, ids, UTC).
 */
export const EXPORT_FORMATS = ['xlsx', 'csv-excel', 'csv'] as const;
type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportParams {
  format: ExportFormat;
  /** The columns, in order; undefined: every column. */
  columns?: string[];
  locale: Locale;
  timeZone: string;
}

/** What the caller sent, as text (a query string, or a ticket's payload). */
export interface RawExportParams {
  format?: string;
  columns?: string;
  locale?: string;
  timeZone?: string;
}

const exportError = (key: string, params: Record<string, string>) => new ApiError(400, key, undefined, params);

const ZONES = new Set(Intl.supportedValuesOf('timeZone'));
/** An IANA zone both Node and PostgreSQL know (the list Node ships; UTC is always there). */
const isTimeZone = (zone: string) => zone === 'UTC' || ZONES.has(zone);

/** The columns an export may hold: the id, every field but a secret, and the timestamps (what the list can show). */
function exportableColumns(def: ResourceDef, table: DynamicTable): string[] {
  const fields = Object.keys(def.fields).filter((name) => !def.fields[name].secret);
  return ['id', ...fields, 'created_at', 'updated_at'].filter((name) => table[name] !== undefined);
}

/** Checks an export's parameters: a 400 naming the bad one, never a broken download. */
export function parseExportParams(def: ResourceDef, table: DynamicTable, raw: RawExportParams): ExportParams {
  const format = raw.format ?? 'xlsx';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw exportError(MESSAGES.exportFormat, { formats: EXPORT_FORMATS.join(', ') });
  const locale = raw.locale ?? 'en';
  if (!isLocale(locale)) throw exportError(MESSAGES.exportLocale, { locales: LOCALES.join(', ') });
  const timeZone = raw.timeZone ?? 'UTC';
  if (timeZone.length > 64 || !isTimeZone(timeZone)) throw exportError(MESSAGES.exportTimeZone, { zone: timeZone });
  let columns: string[] | undefined;
  if (raw.columns !== undefined) {
    const allowed = exportableColumns(def, table);
    columns = [...new Set(raw.columns.split(',').map((c) => c.trim()))];
    const unknown = columns.find((c) => !allowed.includes(c));
    if (unknown !== undefined || !columns.length) throw exportError(MESSAGES.exportColumns, { column: unknown ?? '' });
  }
  return { format: format as ExportFormat, columns, locale, timeZone };
}
