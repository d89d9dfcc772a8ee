import type { ImportReport } from './importFile';

/** Where Excel in each language expects the separator of a CSV it opens with a double click. */
const SEPARATOR: Record<string, string> = { en: ',', de: ';', fr: ';' };

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The invalid rows of an import as a file to correct and import again: the file's own header and cells, and a
 * last column saying what is wrong with each row (a CSV for Excel in the user's language: byte-order mark, its
 * separator, CRLF). Importing it back ignores the last column, whose header names no field.
 */
export function rowsToFixCsv(report: ImportReport, locale: string, problemHeader: string): string {
  const separator = SEPARATOR[locale] ?? ',';
  const problems = new Map<number, string[]>();
  for (const cell of report.invalid) problems.set(cell.line, [...(problems.get(cell.line) ?? []), cell.message]);
  const header = [...report.columns.map((c) => c.header), problemHeader];
  const lines = report.rejected.map((row) => [...row.cells, (problems.get(row.line) ?? []).join(' · ')]);
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(quoted).join(separator)).join('\r\n')}\r\n`;
}
