import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl from 'yauzl';
import type { Cell, ImportRow, ImportTable } from './table';

/**
 * The first sheet of an .xlsx workbook, read as a stream: the ZIP's central directory is read first (yauzl), then
 * only the parts an import needs are inflated — the workbook and its relations (which sheet is first), the shared
 * strings, the styles (which cells are dates) and the sheet itself, parsed row by row (saxes) as it inflates, so a
 * large sheet is never held whole as XML. Rows and cells without an address (as our own export writes them) follow
 * the one before.
 */

/** The most a part may inflate to: far above any sheet of the largest table, far below the memory of a process. */
const XLSX_MAX_PART_BYTES = 512 * 1024 * 1024;

type Zip = { entries: Map<string, yauzl.Entry>; file: yauzl.ZipFile };

function openZip(bytes: Uint8Array): Promise<Zip> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, file) => {
        if (error || !file) return reject(error ?? new Error('no zip'));
        const entries = new Map<string, yauzl.Entry>();
        file.on('entry', (entry: yauzl.Entry) => {
          entries.set(entry.fileName.replace(/^\//, ''), entry);
          file.readEntry();
        });
        file.once('end', () => resolve({ entries, file }));
        file.once('error', reject);
        file.readEntry();
      },
    );
  });
}

/** Streams one part's text through `onText` (UTF-8 decoded across chunk boundaries). */
function readPart(zip: Zip, name: string, onText: (text: string) => void): Promise<boolean> {
  const entry = zip.entries.get(name);
  if (!entry) return Promise.resolve(false);
  if (entry.uncompressedSize > XLSX_MAX_PART_BYTES) return Promise.reject(new Error('part too large'));
  return new Promise((resolve, reject) => {
    zip.file.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      const decoder = new TextDecoder('utf-8');
      stream.on('data', (chunk: Buffer) => {
        try {
          onText(decoder.decode(chunk, { stream: true }));
        } catch (failure) {
          stream.destroy();
          reject(failure);
        }
      });
      stream.once('end', () => {
        try {
          onText(decoder.decode());
          resolve(true);
        } catch (failure) {
          reject(failure);
        }
      });
      stream.once('error', reject);
    });
  });
}

/** A parser over one part: its handlers see local names (no prefix) and plain attributes. */
async function parsePart(
  zip: Zip,
  name: string,
  handlers: { open?: (tag: SaxesTagPlain) => void; close?: (tag: SaxesTagPlain) => void; text?: (t: string) => void },
): Promise<boolean> {
  const parser = new SaxesParser();
  const local = (tag: SaxesTagPlain) => ({ ...tag, name: tag.name.replace(/^.*:/, '') });
  if (handlers.open) parser.on('opentag', (tag) => handlers.open!(local(tag)));
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(local(tag)));
  if (handlers.text) parser.on('text', handlers.text);
  parser.on('error', (error) => {
    throw error;
  });
  const found = await readPart(zip, name, (text) => parser.write(text));
  if (found) parser.close();
  return found;
}

const attr = (tag: SaxesTagPlain, name: string) => {
  const value = tag.attributes[name] ?? Object.entries(tag.attributes).find(([k]) => k.endsWith(`:${name}`))?.[1];
  return typeof value === 'string' ? value : undefined;
};

/** The first sheet's part: by the workbook's first <sheet> and its relation, else the usual name. */
async function firstSheetPart(zip: Zip): Promise<string> {
  let relId: string | undefined;
  await parsePart(zip, 'xl/workbook.xml', {
    open: (tag) => {
      if (tag.name === 'sheet' && relId === undefined) relId = attr(tag, 'id');
    },
  });
  let target: string | undefined;
  await parsePart(zip, 'xl/_rels/workbook.xml.rels', {
    open: (tag) => {
      if (tag.name === 'Relationship' && relId !== undefined && attr(tag, 'Id') === relId) target = attr(tag, 'Target');
    },
  });
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
}

/** The shared strings: each <si>'s text runs joined (phonetic runs left out). */
async function sharedStrings(zip: Zip): Promise<string[]> {
  const strings: string[] = [];
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  await parsePart(zip, 'xl/sharedStrings.xml', {
    open: (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't' && !phonetic) inText = true;
    },
    close: (tag) => {
      if (tag.name === 'si') strings.push(current ?? '');
      else if (tag.name === 'rPh') phonetic -= 1;
      else if (tag.name === 't') inText = false;
    },
    text: (t) => {
      if (inText && current !== undefined) current += t;
    },
  });
  return strings;
}

/** Excel's built-in date and time formats. */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
/** A custom format is a date when it has day, month, year or hour codes outside quotes and brackets. */
const isDateFormat = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/** Which cell styles (cellXfs indexes) show a date or a time. */
async function dateStyles(zip: Zip): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const styles: number[] = [];
  let inCellXfs = false;
  await parsePart(zip, 'xl/styles.xml', {
    open: (tag) => {
      if (tag.name === 'numFmt') custom.set(Number(attr(tag, 'numFmtId')), attr(tag, 'formatCode') ?? '');
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) styles.push(Number(attr(tag, 'numFmtId') ?? 0));
    },
    close: (tag) => {
      if (tag.name === 'cellXfs') inCellXfs = false;
    },
  });
  const dates = new Set<number>();
  styles.forEach((format, index) => {
    const code = custom.get(format);
    if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(format)) dates.add(index);
  });
  return dates;
}

/** A column's index from a cell address's letters (A1 → 0, AB7 → 27). */
function columnIndex(ref: string): number | undefined {
  const letters = /^([A-Z]+)\d*$/i.exec(ref)?.[1];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A sheet's day number as the moment it names (the 1900 date system, as Excel writes it). */
const fromSerial = (days: number) => new Date(Math.round((days - 25569) * 86_400_000));

/** The sheet's rows as the import reads them: the first row is the header. Undefined: no workbook. */
export async function readWorkbook(bytes: Uint8Array): Promise<ImportTable | undefined> {
  let zip: Zip;
  try {
    zip = await openZip(bytes);
  } catch {
    return undefined;
  }
  try {
    if (!zip.entries.has('xl/workbook.xml')) return undefined;
    const [sheet, strings, dates] = [await firstSheetPart(zip), await sharedStrings(zip), await dateStyles(zip)];
    const rows: { line: number; cells: Cell[] }[] = [];
    let line = 0;
    let cells: Cell[] = [];
    let column = -1;
    let cell: { type?: string; style?: number; text: string; inline: boolean } | undefined;
    let capture = false;
    const found = await parsePart(zip, sheet, {
      open: (tag) => {
        if (tag.name === 'row') {
          const r = Number(attr(tag, 'r'));
          line = Number.isInteger(r) && r > 0 ? r : line + 1;
          cells = [];
          column = -1;
        } else if (tag.name === 'c') {
          const ref = attr(tag, 'r');
          column = (ref ? columnIndex(ref) : undefined) ?? column + 1;
          const s = attr(tag, 's');
          cell = { type: attr(tag, 't'), style: s === undefined ? undefined : Number(s), text: '', inline: false };
        } else if (cell && (tag.name === 'v' || (tag.name === 't' && cell.type === 'inlineStr'))) capture = true;
        else if (cell && tag.name === 'rPh') capture = false;
      },
      close: (tag) => {
        if (tag.name === 'v' || tag.name === 't') capture = false;
        else if (tag.name === 'c' && cell) {
          cells[column] = cellValue(cell, strings, dates);
          cell = undefined;
        } else if (tag.name === 'row') {
          rows.push({ line, cells: Array.from(cells, (c) => c ?? null) });
        }
      },
      text: (t) => {
        if (capture && cell) cell.text += t;
      },
    });
    if (!found) return undefined;
    const [head, ...rest] = rows.sort((a, b) => a.line - b.line);
    const width = Math.max(0, ...rows.map((r) => r.cells.length));
    const pad = (c: Cell[]) => Array.from({ length: width }, (_, i) => c[i] ?? null);
    const headers = head ? pad(head.cells).map((c) => (c == null ? '' : String(c).trim())) : [];
    const body: ImportRow[] = rest
      .filter((r) => r.cells.some((c) => c !== null && c !== ''))
      .map((r) => ({ line: r.line, cells: pad(r.cells) }));
    return { headers, rows: body };
  } catch {
    return undefined;
  } finally {
    zip.file.close();
  }
}

function cellValue(cell: { type?: string; style?: number; text: string }, strings: string[], dates: Set<number>): Cell {
  const { type, text } = cell;
  switch (type) {
    case 's':
      return strings[Number(text)] ?? null;
    case 'inlineStr':
    case 'str':
      return text;
    case 'b':
      return text === '1' || text.toLowerCase() === 'true';
    case 'e':
      return null;
    default: {
      if (text === '') return null;
      const n = Number(text);
      if (!Number.isFinite(n)) return text;
      return cell.style !== undefined && dates.has(cell.style) ? fromSerial(n) : n;
    }
  }
}
