import { decodeCsv, parseCsv } from '@/server/infrastructure/csv';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import type { ImportTable } from './table';
import { readWorkbook } from './xlsxReader';

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A text file has no NUL byte (UTF-16, the one text encoding that has them, starts with its byte-order mark). */
const isText = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || !bytes.includes(0);

/**
 * The header and rows of an uploaded file: an .xlsx workbook's first sheet, or a CSV in any form the export writes
 * (see decodeCsv and parseCsv). A file that is neither, has no header, or leaves a quote open is refused whole
 * (400), before anything is compared or written.
 */
export async function readTable(bytes: Uint8Array): Promise<ImportTable> {
  const table = isZip(bytes) ? await readWorkbook(bytes) : isText(bytes) ? readCsv(bytes) : undefined;
  if (!table) throw new ApiError(400, MESSAGES.importFile);
  if (!table.headers.some((h) => h.trim() !== '')) throw new ApiError(400, MESSAGES.importEmpty);
  return table;
}

function readCsv(bytes: Uint8Array): ImportTable {
  const { records, unterminatedQuoteLine } = parseCsv(decodeCsv(bytes));
  if (unterminatedQuoteLine !== undefined)
    throw new ApiError(400, MESSAGES.importQuote, undefined, { line: unterminatedQuoteLine });
  const [header, ...rest] = records;
  return {
    headers: header?.fields.map((h) => h.trim()) ?? [],
    rows: rest.filter((r) => r.fields.some((f) => f.trim() !== '')).map((r) => ({ line: r.line, cells: r.fields })),
  };
}
