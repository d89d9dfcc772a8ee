/** What an import reads from a file, whatever its format. */

/** A cell as a file gives it: text from a CSV; text, a number, a flag or a date from a spreadsheet. */
export type Cell = string | number | boolean | Date | null;

export interface ImportRow {
  /** The 1-based line of the file (a CSV's physical line, a sheet's row number). */
  line: number;
  cells: Cell[];
}

export interface ImportTable {
  headers: string[];
  rows: ImportRow[];
}
