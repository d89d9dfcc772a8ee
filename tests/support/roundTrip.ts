import yauzl from 'yauzl';
import { parseCsv } from '@/server/infrastructure/csv';
import { zip } from './xlsx';

/**
 * Edits of an exported file as a person makes them in a spreadsheet: one cell of a row takes the text another row
 * of the same column holds, in whatever form the format wrote it (a German date, a label, a name, a list).
 */

export type Format = 'xlsx' | 'csv-excel' | 'csv';

/** An exported file read as rows of cell texts (the header first), and written back after edits. */
export interface EditableFile {
  header: string[];
  /** Each data row's cells: the text as the file holds it ('' for an empty cell). */
  rows: string[][];
  /** The file with row `row`'s cell `column` replaced by the same column's cell of row `donor`. */
  withCellFrom: (row: number, column: number, donor: number) => Uint8Array;
}

function unzip(bytes: Uint8Array): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const parts = new Map<string, string>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (failure, stream) => {
          if (failure || !stream) return reject(failure ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            parts.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(parts));
      file.readEntry();
    });
  });
}

const CELL = /<c r="([A-Z]+)\d+"[^>]*>.*?<\/c>/g;

async function editableWorkbook(bytes: Uint8Array): Promise<EditableFile> {
  const parts = await unzip(bytes);
  const sheet = parts.get('xl/worksheets/sheet1.xml')!;
  const lines = sheet.match(/<row[^>]*>.*?<\/row>/g) ?? [];
  const cellsOf = (line: string) => new Map([...line.matchAll(CELL)].map((m) => [m[1], m[0]]));
  const letters = [...cellsOf(lines[0] ?? '').keys()];
  const text = (cell: string | undefined) => (cell ? cell.replace(/<[^>]+>/g, '') : '');
  const grid = lines.map((line) => {
    const cells = cellsOf(line);
    return letters.map((l) => text(cells.get(l)));
  });
  return {
    header: grid[0],
    rows: grid.slice(1),
    withCellFrom: (row, column, donor) => {
      const letter = letters[column];
      const target = lines[row + 1];
      const source = cellsOf(lines[donor + 1]).get(letter) ?? '';
      const own = cellsOf(target).get(letter);
      // An empty cell is left out of its row: the edit adds it (a reader places cells by their address).
      const edited = own ? target.replace(own, () => source) : target.replace('</row>', () => `${source}</row>`);
      const files = Object.fromEntries(parts);
      files['xl/worksheets/sheet1.xml'] = sheet.replace(target, () => edited);
      return zip(files);
    },
  };
}

function editableCsv(bytes: Uint8Array): EditableFile {
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  const { records, delimiter } = parseCsv(text);
  const grid = records.map((r) => r.fields);
  const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
  return {
    header: grid[0],
    rows: grid.slice(1),
    withCellFrom: (row, column, donor) => {
      const edited = grid.map((cells, i) =>
        i === row + 1 ? cells.map((cell, c) => (c === column ? grid[donor + 1][c] : cell)) : cells,
      );
      return new TextEncoder().encode(`\uFEFF${edited.map((r) => r.map(quote).join(delimiter)).join('\r\n')}\r\n`);
    },
  };
}

export const editable = (format: Format, bytes: Uint8Array) =>
  format === 'xlsx' ? editableWorkbook(bytes) : Promise.resolve(editableCsv(bytes));
