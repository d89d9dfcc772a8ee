import type { Hono } from 'hono';
import { canAccess } from '../../../domain/access';
import type { ResourceDef } from '../../../domain/resource';
import { limitBody } from '../../bodyLimit';
import type { AppEnv, Ctx, Deps } from '../../context';
import { ApiError, MESSAGES, apiMessage } from '../../http';
import { changeSetOf } from '../undo';
import { applyImport, ImportRefused } from './apply';
import { bulkWritable, bulkWrite } from './bulkWrite';
import { matchColumns, mappingSchema, validMapping, type Mapping } from './columns';
import { readTable } from './parse';
import { planImport, type InvalidCell } from './plan';
import { valueReader } from './values';
import type { ImportWriter } from './writer';

/** Largest file an import accepts (the API-wide JSON limit does not apply to it). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Invalid cells listed in an answer; `rows.invalid` always counts every invalid row. */
export const MAX_REPORTED_INVALID = 1000;
export const IMPORT_INVALID_MESSAGE = 'vp.api.import_invalid';

export interface ImportReport {
  columns: { header: string; field: string | null }[];
  rows: { total: number; new: number; changed: number; unchanged: number; skipped: number; invalid: number };
  invalid: InvalidCell[];
  applied: boolean;
  changeSet?: string;
}

interface ImportRequest {
  bytes: Uint8Array;
  mapping: Mapping;
  dryRun: boolean;
}

/** The multipart form: `file`, an optional `mapping` (JSON: header → field or null) and `dryRun` (default true). */
async function readRequest(c: Ctx, def: ResourceDef): Promise<ImportRequest> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiError(400, MESSAGES.importFile);
  }
  const file = form.file;
  if (!(file instanceof File)) throw new ApiError(400, MESSAGES.importFile);
  let mapping: Mapping = {};
  if (typeof form.mapping === 'string' && form.mapping.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(form.mapping);
    } catch {
      throw new ApiError(400, MESSAGES.importMapping);
    }
    const result = mappingSchema.safeParse(parsed);
    if (!result.success || !validMapping(def, result.data)) throw new ApiError(400, MESSAGES.importMapping);
    mapping = result.data;
  }
  const dryRun = form.dryRun === undefined ? true : form.dryRun !== 'false' && form.dryRun !== '0';
  return { bytes: new Uint8Array(await file.arrayBuffer()), mapping, dryRun };
}

/**
 * POST <base>/<resource>/import: a CSV or .xlsx file compared with the stored records (a dry run by default) and,
 * with dryRun=false and no invalid row, written in one transaction under one change set that POST …/undo takes
 * back. Any invalid row means nothing is written.
 */
export function registerImport(app: Hono<AppEnv>, def: ResourceDef, deps: Deps, writer: ImportWriter) {
  const { db } = deps.database;
  app.post(`/${def.name}/import`, writer.auth, limitBody(IMPORT_MAX_BYTES), async (c) => {
    const role = c.get('principal').role;
    const principal = await writer.guard(
      c,
      canAccess(role, { resource: def.name, action: 'create' }) ? 'create' : 'edit',
    );
    const { bytes, mapping, dryRun } = await readRequest(c, def);
    const table = await readTable(bytes);
    const columns = matchColumns(def, table.headers, mapping);
    const report = (plan: Awaited<ReturnType<typeof planImport>>, applied: boolean): ImportReport => ({
      columns: table.headers.map((header, i) => ({ header, field: columns[i] })),
      rows: {
        total: table.rows.length,
        new: plan.creates.length,
        changed: plan.updates.length,
        unchanged: plan.unchanged,
        skipped: plan.skipped,
        invalid: new Set(plan.invalid.map((cell) => cell.line)).size,
      },
      invalid: plan.invalid.slice(0, MAX_REPORTED_INVALID),
      applied,
    });
    const plan = async (tx: typeof db) =>
      planImport(
        c,
        tx,
        def,
        writer,
        principal,
        columns,
        table.rows,
        await valueReader(
          tx,
          def,
          principal,
          columns.filter((n): n is string => n !== null),
        ),
      );
    if (dryRun) return c.json(report(await plan(db), false));

    let refused: ImportReport | undefined;
    const result = await writer
      .write(c, () =>
        db.transaction(async (tx) => {
          const planned = await plan(tx);
          if (planned.invalid.length) {
            refused = report(planned, false);
            return undefined;
          }
          if (planned.creates.length) await writer.guard(c, 'create');
          if (planned.updates.length) await writer.guard(c, 'edit');
          if (bulkWritable(def)) {
            await bulkWrite(c, tx, def, principal, planned);
            return { planned, written: [] };
          }
          const written = await applyImport(c, tx, writer, principal, planned);
          return { planned, written };
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof ImportRefused)) throw error;
        refused = {
          columns: table.headers.map((header, i) => ({ header, field: columns[i] })),
          rows: { total: table.rows.length, new: 0, changed: 0, unchanged: 0, skipped: 0, invalid: 1 },
          invalid: error.invalid,
          applied: false,
        };
        return undefined;
      });
    if (!result) return c.json({ ...apiMessage(c, IMPORT_INVALID_MESSAGE), ...refused! }, 400);
    for (const { row, before } of result.written) await writer.afterCommit(c, principal, row, before);
    const answer = report(result.planned, true);
    if (result.planned.creates.length + result.planned.updates.length) answer.changeSet = changeSetOf(c);
    return c.json(answer);
  });
}
