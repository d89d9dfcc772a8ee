export interface CsvRecord {
  /** The (1-based) physical line the record starts on. */
  line: number;
  fields: string[];
}

export interface CsvParseResult {
  records: CsvRecord[];
  /** Set when a quoted field is never closed: the line it opened on (parsing stops there). */
  unterminatedQuoteLine?: number;
}

/**
 * A small RFC 4180 reader: comma-separated fields; records end with CRLF, LF or a lone CR; a field in double
 * quotes may hold commas, line breaks and "" (one literal quote). A leading byte-order mark is dropped. Values
 * stay strings (so "NA", Namibia, is never read as empty), blank lines are ignored, and a quote inside an
 * unquoted field is kept as text, as spreadsheets do.
 */
export function parseCsv(text: string): CsvParseResult {
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
      if (!closed) return { records, unterminatedQuoteLine: openedOn };
      // Text between a closing quote and the next separator is kept, leniently.
      while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') field += text[i++];
    } else if (ch === ',') {
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
  return { records };
}

/** The cells of each record of a CSV text that must be well formed (seed datasets, exports read back). */
export function csvRows(text: string): string[][] {
  const { records, unterminatedQuoteLine } = parseCsv(text);
  if (unterminatedQuoteLine !== undefined)
    throw new Error(`CSV: the quote opened on line ${unterminatedQuoteLine} is never closed`);
  return records.map((r) => r.fields);
}
