interface CsvRecord {
  /** The (1-based) physical line the record starts on. */
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  records: CsvRecord[];
  /** The field separator the records were read with. */
  delimiter: CsvDelimiter;
  /** Set when a quoted field is never closed: the line it opened on (parsing stops there). */
  unterminatedQuoteLine?: number;
}

export type CsvDelimiter = ',' | ';' | '\t';
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/**
 * The separator of a CSV's first line, outside quotes: a comma (RFC 4180), a semicolon (what Excel writes where
 * the decimal separator is a comma: German, French) or a tab (Excel's "Unicode text"), whichever occurs most.
 */
function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch as CsvDelimiter))
      counts.set(ch as CsvDelimiter, counts.get(ch as CsvDelimiter)! + 1);
  }
  return DELIMITERS.reduce((best, d) => (counts.get(d)! > counts.get(best)! ? d : best));
}

/**
 * The text of a CSV file's bytes: UTF-8 (with or without a byte-order mark), UTF-16 with its mark, or else, when
 * the bytes are not valid UTF-8, Windows-1252 (what Excel writes as "CSV" on a Western-European Windows).
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A small RFC 4180 reader: fields separated by `delimiter` (by default the one the first line uses, see
 * detectDelimiter); records end with CRLF, LF or a lone CR; a field in double
 * quotes may hold commas, line breaks and "" (one literal quote). A leading byte-order mark is dropped. Values
 * stay strings (so "NA", Namibia, is never read as empty), blank lines are ignored, and a quote inside an
 * unquoted field is kept as text, as spreadsheets do.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): CsvParseResult {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let started = false; // the current record has content (a lone empty line is not a record)

  const endRecord = () => {
    fields.push(field);
    if (started || fields.length > 1) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  while (i < n) {
    if (!started) recordLine = line;
    const ch = text[i];
    if (ch === '"' && field === '') {
      started = true;
      const openedOn = line;
      let closed = false;
      i += 1;
      while (i < n) {
        const c = text[i];
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
        field += c;
        i += 1;
      }
      // The unfinished record is dropped: it is reported once, as the unclosed quote.
      if (!closed) return { records, delimiter, unterminatedQuoteLine: openedOn };
      // Text between a closing quote and the next separator is kept, leniently.
      while (i < n && text[i] !== delimiter && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
    } else if (ch === delimiter) {
      started = true;
      fields.push(field);
      field = '';
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
    } else {
      started = true;
      field += ch;
      i += 1;
    }
  }
  if (started) endRecord();
  return { records, delimiter };
}

/** The cells of each record of a CSV text that must be well formed (seed datasets, exports read back). */
export function csvRows(text: string): string[][] {
  const { records, unterminatedQuoteLine } = parseCsv(text);
  if (unterminatedQuoteLine !== undefined)
    throw new Error(`CSV: the quote opened on line ${unterminatedQuoteLine} is never closed`);
  return records.map((r) => r.fields);
}
