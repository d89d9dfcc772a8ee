import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, desc, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { FieldDef, ResourceDef } from '@/domain/resourceDef';
import type { Principal } from '@/server/infrastructure/context';
import type { Database } from '@/server/infrastructure/db/client';
import { organizations } from '@/server/infrastructure/db/schema';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';
import type { ListQuery } from './listQuery';
import { binaryCopyText } from './copyBinary';
import { readScopeCondition } from './scope';

/**
 * The streamed CSV export: UTF-8, a header row, RFC 4180 quoting, and every text cell that a
 * spreadsheet would read as a formula (= + - @ tab CR LF; PostgreSQL text never holds NUL) prefixed with '.
 * Every cell is rendered to text by PostgreSQL itself, so both engines write byte-identical files: on a
 * PostgreSQL server the rows come from COPY … TO STDOUT (the database formats and quotes them, at its own
 * speed); on PGlite, which runs on the server's own thread, from keyset-paged chunks written by csvCell,
 * with the event loop free between chunks so other requests keep being answered.
 */

const dialect = new PgDialect();
/**
 * PGlite answers one query at a time, so a chunk's query is the longest another request waits per query it
 * makes. Chunks are sized to take about CHUNK_MS: the row count follows the time the last chunk took.
 */
const CHUNK_MS = 15;
const CHUNK_ROWS = { first: 100, min: 20, max: 2000 };
export const nextChunkRows = (rows: number, ms: number) =>
  Math.round(Math.min(CHUNK_ROWS.max, Math.max(CHUNK_ROWS.min, rows * Math.min(2, CHUNK_MS / Math.max(ms, 0.1)))));
export const BOM = '\uFEFF';

/**
 * A text expression with the formula prefix (OWASP CSV injection; ASVS 5.0 1.2.10): a text that a spreadsheet would
 * read as a formula (= + - @ tab CR LF first) gets a ' before it. A text that already starts with ' before such a
 * character gets one more, so that the import, which takes one ' off exactly these texts, reads back what was stored.
 * ascii() of the first character, compared as integers: cheaper than left(…, 1) and seven text comparisons.
 */
export const formulaGuarded = (expr: SQL) =>
  sql`case when ascii(ltrim(${expr}, '''')) in (61, 43, 45, 64, 9, 13, 10) then '''' || ${expr} else ${expr} end`;

function cellExpr(column: SQL, field: FieldDef | undefined): SQL {
  switch (field?.kind) {
    case undefined: // id
    case 'integer':
    case 'decimal':
    case 'reference':
    case 'date':
      return sql`${column}::text`;
    case 'boolean':
      return sql`case when ${column} then 'true' when not ${column} then 'false' end`;
    case 'datetime':
      return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    case 'textList':
    case 'referenceList':
      return formulaGuarded(sql`array_to_string(${column}, '; ')`);
    case 'json':
      return formulaGuarded(sql`${column}::text`);
    default:
      return field?.numeric ? sql`${column}::text` : formulaGuarded(column);
  }
}

export interface ExportColumn {
  name: string;
  expr: SQL;
}

/** The columns of a resource's export: id, every field but a secret, the owner's name, and the timestamps. */
export function exportColumns(def: ResourceDef, table: DynamicTable): ExportColumn[] {
  const columns: ExportColumn[] = [{ name: 'id', expr: cellExpr(sql`${table.id}`, undefined) }];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.secret) continue;
    columns.push({ name, expr: cellExpr(sql`${table[name]}`, field) });
    if (def.owner && name === def.owner.column)
      columns.push({ name: 'organization_name', expr: formulaGuarded(sql`${organizations.name}`) });
  }
  const datetime: FieldDef = { kind: 'datetime' };
  // A table declared by hand (the audit log) may have no timestamps.
  for (const name of ['created_at', 'updated_at'])
    if (table[name] !== undefined) columns.push({ name, expr: cellExpr(sql`${table[name]}`, datetime) });
  return columns;
}

export interface ExportPlan {
  def: ResourceDef;
  table: DynamicTable;
  columns: ExportColumn[];
  /** Joins the columns need, after the table. */
  joins: SQL[];
  where: SQL | undefined;
  sortField: string;
  descending: boolean;
  /** What comes before the rows and after them (the header line; a workbook's sheet opening and closing). */
  head: string;
  tail: string;
  /** COPY's options; `LINE_COPY` for a plan whose one column is its whole line. */
  copy: string;
  /** One row's text from its cells, as COPY with `copy` writes it (the PGlite path writes it itself). */
  line: (cells: (string | null)[]) => string;
  /** Instead of `columns`: the whole line from its row number (a sheet's rows and cells are addressed). */
  numberedLine?: (rowNumber: SQL) => SQL;
  /**
   * Drop every control character but tab, CR and LF from the output (XML 1.0 forbids them). Done here on the
   * bytes, one pass, rather than by `translate` on every text cell in the database: that took PostgreSQL six times
   * as long as the rest of a sheet's row.
   */
  controlFree?: true;
}

/** The bytes a control-free plan drops: C0 controls but tab, LF and CR. */
const CONTROL_BYTES = Uint8Array.from({ length: 256 }, (_, b) =>
  b >= 1 && b < 32 && b !== 9 && b !== 10 && b !== 13 ? 1 : 0,
);
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0001-\u0008\u000b\u000c\u000e-\u001f]/g;

/**
 * A plan whose SELECT builds each whole line itself, its line end included: COPY sends it in the binary format,
 * from which csvStream takes the bytes as they are (copyBinary.ts). As CSV, COPY scanned every line for
 * characters to quote and wrapped those holding CR or LF, which then had to be unwrapped byte by byte.
 */
export const LINE_COPY = 'FORMAT binary';
export const lineOf = (cells: (string | null)[]) => cells[0] ?? '';

const rfcLine = (cells: (string | null)[]) => `${cells.map(csvCell).join(',')}\n`;

/** The RFC 4180 plan: the list's filter and sort (its range is ignored) within the principal's scope. */
export function exportPlan(
  def: ResourceDef,
  table: DynamicTable,
  query: ListQuery,
  principal: Principal,
  names?: string[],
): ExportPlan {
  const all = exportColumns(def, table);
  const columns = names ? names.map((name) => all.find((c) => c.name === name)!) : all;
  const joins =
    def.owner && def.owner.column !== 'id' && columns.some((c) => c.name === 'organization_name')
      ? [sql` left join ${organizations} on ${organizations.id} = ${table[def.owner.column]}`]
      : [];
  return {
    ...scopedQuery(def, table, query, principal),
    columns,
    joins,
    head: `${BOM}${columns.map((c) => csvCell(c.name)).join(',')}\n`,
    tail: '',
    copy: 'FORMAT csv',
    line: rfcLine,
  };
}

/** The rows of an export: the list's filter and sort within the principal's scope. */
export const scopedQuery = (def: ResourceDef, table: DynamicTable, query: ListQuery, principal: Principal) => ({
  def,
  table,
  where: and(query.where, readScopeCondition(def, table, principal)),
  sortField: query.sortField,
  descending: query.descending,
});

/** The SELECT of an export, in the list's order; `extra` conditions page it. */
export function exportSelect(plan: ExportPlan, extra?: SQL, limit?: number, keys = false, offset = 0): SQL {
  const { table, columns } = plan;
  const direction = plan.descending ? desc : asc;
  const order = [direction(table[plan.sortField])];
  if (plan.sortField !== 'id') order.push(direction(table.id));
  // Row 1 is the header.
  const rowNumber = sql`(row_number() over (order by ${sql.join(order, sql`, `)}) + ${sql.raw(String(offset + 1))})`;
  const selected = plan.numberedLine ? [plan.numberedLine(rowNumber)] : columns.map((c) => sql`${c.expr}`);
  if (keys) selected.push(sql`${table[plan.sortField]}::text`, sql`${table.id}`);
  const where = and(plan.where, extra);
  return sql`select ${sql.join(selected, sql`, `)} from ${table}${sql.join(plan.joins)}${where ? sql` where ${where}` : sql``} order by ${sql.join(order, sql`, `)}${limit ? sql` limit ${sql.raw(String(limit))}` : sql``}`;
}

/** One value as COPY … WITH (FORMAT csv) writes it: NULL empty, quoted when it holds , " CR LF or is ''. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  if (value === '' || /[",\r\n]/.test(value) || value === '\\.') return `"${value.replace(/"/g, '""')}"`;
  return value;
}

/** A parameterised statement with its parameters written in as literals (COPY takes no parameters). */
export function inlineParams(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  return pg.escapeLiteral(String(value));
}

/** A chunk without its control bytes but tab, CR and LF (copied only when it holds one). */
function withoutControls(chunk: Buffer): Buffer {
  const drop = CONTROL_BYTES;
  let i = 0;
  while (i < chunk.length && drop[chunk[i]] === 0) i++;
  if (i === chunk.length) return chunk;
  const out = Buffer.allocUnsafe(chunk.length);
  chunk.copy(out, 0, 0, i);
  let n = i;
  for (; i < chunk.length; i++) if (drop[chunk[i]] === 0) out[n++] = chunk[i];
  return out.subarray(0, n);
}

/** PostgreSQL server: COPY streams the rows; the connection goes back to the pool when the stream ends. */
function copyStream(pool: pg.Pool, plan: ExportPlan): ReadableStream<Uint8Array> {
  const statement = `COPY (${inlineParams(exportSelect(plan))}) TO STDOUT WITH (${plan.copy})`;
  let client: pg.PoolClient | undefined;
  let source: Readable | undefined;
  let released = false;
  const release = (error?: Error) => {
    if (released || !client) return;
    released = true;
    client.release(error);
  };
  const encoder = new TextEncoder();
  const whole = plan.copy === LINE_COPY;
  const lineText = whole ? binaryCopyText() : undefined;
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        controller.enqueue(encoder.encode(plan.head));
        client = await pool.connect();
        // A line built whole is one long expression (labels, joins' names): JIT-compiling it took PostgreSQL
        // ten times as long as the export itself (bench:export), so its session runs without, until released.
        if (whole) await client.query('set jit = off');
        source = client.query(copyTo(statement));
        source.on('error', (error) => {
          release(error);
          controller.error(error);
        });
        source.on('end', () => {
          if (whole) client!.query('reset jit').then(() => release(), release);
          else release();
          if (plan.tail) controller.enqueue(encoder.encode(plan.tail));
          controller.close();
        });
        source.on('data', (data: Buffer) => {
          let chunk = data;
          try {
            if (lineText) chunk = lineText(chunk);
          } catch (error) {
            source!.destroy();
            release(error instanceof Error ? error : new Error(String(error)));
            controller.error(error);
            return;
          }
          if (plan.controlFree) chunk = withoutControls(chunk);
          if (!chunk.length) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) source!.pause();
        });
      },
      pull() {
        source?.resume();
      },
      cancel() {
        // The client left mid-file: the connection is still in COPY mode, so it is closed rather than reused.
        source?.destroy();
        release(new Error('export cancelled'));
      },
    },
    { highWaterMark: 16 },
  );
}

/** The condition that continues a keyset page after the row whose sort key was `key` (as text) and id `id`. */
function after(plan: ExportPlan, key: string | null, id: number): SQL {
  const { table, sortField, descending } = plan;
  const idAfter = descending ? lt(table.id, id) : gt(table.id, id);
  if (sortField === 'id') return idAfter;
  const column = table[sortField];
  const typed = sql`cast(${key} as ${sql.raw(column.getSQLType())})`;
  // PostgreSQL sorts NULLs last ascending and first descending.
  if (key === null)
    return descending ? or(and(isNull(column), idAfter), isNotNull(column))! : and(isNull(column), idAfter)!;
  // A row comparison, not `column < key or (column = key and id < …)`: the planner turns it into a range of the
  // (column, id) index, so each chunk reads only its own rows instead of scanning and sorting the table again.
  const rest = descending
    ? sql`(${column}, ${table.id}) < (${typed}, ${id})`
    : sql`(${column}, ${table.id}) > (${typed}, ${id})`;
  return descending ? rest : or(rest, isNull(column))!;
}

/** PGlite: chunks of rows, each its own short query, so the single database thread is never held for long. */
function chunkStream(database: Database, plan: ExportPlan): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const width = plan.numberedLine ? 1 : plan.columns.length;
  let written = 0;
  let cursor: { key: string | null; id: number } | null = null;
  let done = false;
  let rows = CHUNK_ROWS.first;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(plan.head));
      },
      async pull(controller) {
        if (done) return;
        await nextTurn();
        const extra = cursor ? after(plan, cursor.key, cursor.id) : undefined;
        const { sql: text, params } = dialect.sqlToQuery(exportSelect(plan, extra, rows, true, written));
        const started = performance.now();
        const result = await database.pool.query<unknown[]>({ text, values: params, rowMode: 'array' });
        const asked = rows;
        written += result.rows.length;
        rows = nextChunkRows(rows, performance.now() - started);
        const lines: string[] = [];
        for (const row of result.rows) lines.push(plan.line(row.slice(0, width) as (string | null)[]));
        if (result.rows.length) {
          const last = result.rows[result.rows.length - 1];
          cursor = { key: last[width] as string | null, id: last[width + 1] as number };
          const text = lines.join('');
          controller.enqueue(encoder.encode(plan.controlFree ? text.replace(CONTROL_CHARS, '') : text));
        }
        if (result.rows.length < asked) {
          done = true;
          if (plan.tail) controller.enqueue(encoder.encode(plan.tail));
          controller.close();
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/** The CSV of an export plan as a byte stream, whichever engine runs. */
export function csvStream(database: Database, plan: ExportPlan): ReadableStream<Uint8Array> {
  return database.engine === 'postgres' ? copyStream(database.pool, plan) : chunkStream(database, plan);
}
