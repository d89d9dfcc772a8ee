import type { Hono } from 'hono';
import type { z } from 'zod';
import { canAccess } from '@/domain/access';
import type { ResourceDef } from '@/domain/resourceDef';
import { limitBody } from '@/server/middleware/bodyLimit';
import { audit } from '@/server/infrastructure/audit';
import type { AppEnv, Ctx, Deps, Principal } from '@/server/infrastructure/context';
import type { Row } from '@/server/engine/hooks';
import { ApiError, MESSAGES, apiMessage } from '@/server/infrastructure/http';
import { ERRORS, defineRoute, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import {
  jsonSchema,
  ref,
  type Answer,
  type JsonSchema,
  type RequestBody,
  type SchemaSource,
} from '@/server/infrastructure/openapi/registry';
import { changeSetOf } from '@/server/engine/undo';
import { applyImport, ImportRefused } from './apply';
import { reverify } from '@/server/engine/verify';
import { bulkWrite } from './bulkWrite';
import { runsNoHook } from '@/server/engine/hooks';
import { importableFields, matchColumns, mappingSchema, validMapping, type Mapping } from './columns';
import { readTable } from './parse';
import type { ImportTable } from './table';
import { planImport, type FieldChange, type ImportPlan, type InvalidCell } from './plan';
import { valueReader } from './values';
import type { ImportWriter } from './writer';

/** Largest file an import accepts (the API-wide JSON limit does not apply to it). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** Invalid cells listed in an answer; `rows.invalid` always counts every invalid row. */
export const MAX_REPORTED_INVALID = 1000;
/** Changed rows listed with their fields in an answer; `rows.changed` always counts every one. */
const MAX_REPORTED_CHANGES = 1000;
export const IMPORT_INVALID_MESSAGE = 'vp.api.import_invalid';

interface ImportReport {
  columns: { header: string; field: string | null }[];
  rows: { total: number; new: number; changed: number; unchanged: number; skipped: number; invalid: number };
  invalid: InvalidCell[];
  changes: RowChange[];
  /** The invalid rows as the file holds them, for a file of the rows to correct (the first MAX_REPORTED_INVALID). */
  rejected: { line: number; cells: string[] }[];
  applied: boolean;
  changeSet?: string;
}

/** A changed row of a dry run: its line, the record and each field's stored and new value. */
interface RowChange {
  line: number;
  id: number;
  fields: FieldChange[];
}

const rowChanges = (plan: ImportPlan): RowChange[] =>
  plan.updates
    .slice(0, MAX_REPORTED_CHANGES)
    .map(({ line, existing, changes }) => ({ line, id: existing!.id as number, fields: changes ?? [] }));

interface ImportRequest {
  bytes: Uint8Array;
  mapping: Mapping;
  dryRun: boolean;
  skipInvalid: boolean;
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
  const skipInvalid = form.skipInvalid === 'true' || form.skipInvalid === '1';
  return { bytes: new Uint8Array(await file.arrayBuffer()), mapping, dryRun, skipInvalid };
}

/** What one import is asked to do, whatever the request looked like. */
export interface ImportInput {
  table: ImportTable;
  /** The field each of the table's columns fills (null: ignored). */
  columns: (string | null)[];
  dryRun: boolean;
  /** Write the valid rows and leave the invalid ones out (reported as ever), instead of writing nothing. */
  skipInvalid?: boolean;
  /** Values written with every new or changed record, never compared (e.g. a dataset's source and date). */
  stamp?: Row;
}

export interface ImportOutcome {
  rows: ImportReport['rows'];
  /** Every invalid cell, by line. */
  invalid: InvalidCell[];
  /** The changed rows' fields (the first MAX_REPORTED_CHANGES). */
  changes: RowChange[];
  rejected: ImportReport['rejected'];
  applied: boolean;
  changeSet?: string;
}

/**
 * Another body a resource's import reads besides the multipart file upload (e.g. a dataset's own CSV posted as
 * text/csv): how it is read, run and answered, and how it is described.
 */
export interface ImportFormat {
  /** Reads any request but a multipart upload, runs it and answers in its own shape. */
  read: (c: Ctx, run: (input: ImportInput) => Promise<ImportOutcome>) => Promise<Response>;
  /** Its bodies, by content type. */
  bodies: NonNullable<RequestBody['alternatives']>;
  /** Its query parameters: read by `read` itself, after the role check (each an optional string here). */
  query?: z.ZodObject;
  /** What it says in the operation's description. */
  description: string;
  /** Its answers, by status: a 200 or 400 is an alternative to the upload's, anything else its own. */
  responses: Record<number, Answer>;
}

/** The answer to an upload: a dry run or the applied import. */
function importReport(def: ResourceDef): JsonSchema {
  const fields = importableFields(def);
  return {
    type: 'object',
    properties: {
      columns: {
        type: 'array',
        description: 'each header of the file and the field it fills (null: ignored)',
        items: {
          type: 'object',
          properties: { header: { type: 'string' }, field: { type: ['string', 'null'], enum: [...fields, null] } },
          required: ['header', 'field'],
        },
      },
      rows: {
        type: 'object',
        properties: Object.fromEntries(
          ['total', 'new', 'changed', 'unchanged', 'skipped', 'invalid'].map((k) => [k, { type: 'integer' }]),
        ),
        required: ['total', 'new', 'changed', 'unchanged', 'skipped', 'invalid'],
      },
      invalid: {
        type: 'array',
        maxItems: MAX_REPORTED_INVALID,
        description: "each problem of an invalid row: its 1-based line in the file, the field, the forms' message",
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer' },
            field: { type: 'string' },
            message: { type: 'string' },
            value: { type: 'string', description: 'the text the file holds in the field’s column' },
            firstLine: { type: 'integer', description: 'a repeated record: the line where it first appeared' },
          },
          required: ['line', 'field', 'message'],
        },
      },
      changes: {
        type: 'array',
        maxItems: MAX_REPORTED_CHANGES,
        description: 'each changed row: its line, the record it changes, and each changed field before and after',
        items: {
          type: 'object',
          properties: {
            line: { type: 'integer' },
            id: { type: 'integer' },
            fields: {
              type: 'array',
              items: {
                type: 'object',
                properties: { field: { type: 'string' }, before: {}, after: {} },
                required: ['field', 'before', 'after'],
              },
            },
          },
          required: ['line', 'id', 'fields'],
        },
      },
      rejected: {
        type: 'array',
        maxItems: MAX_REPORTED_INVALID,
        description:
          'each invalid row as the file holds it (its line and each cell as text), to correct and import again',
        items: {
          type: 'object',
          properties: { line: { type: 'integer' }, cells: { type: 'array', items: { type: 'string' } } },
          required: ['line', 'cells'],
        },
      },
      applied: { type: 'boolean' },
      changeSet: { type: 'string', format: 'uuid', description: 'when applied: what POST …/undo takes back' },
    },
    required: ['columns', 'rows', 'invalid', 'changes', 'rejected', 'applied'],
  };
}

/** The upload's answer, or either of it and the format's. */
const either = (upload: JsonSchema, other: SchemaSource | undefined): JsonSchema =>
  other === undefined ? upload : { anyOf: [upload, jsonSchema(other, 'output')] };

/**
 * The import of a writable resource, with its other body when it has one. Its operationId is named as the
 * resource's other generic routes are (import + the name in words: importVisaRequirements).
 */
export function importRouteDeclaration(def: ResourceDef, format?: ImportFormat) {
  const plural = def.name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
  const { 200: ok, 400: invalid, ...formatAnswers } = format?.responses ?? {};
  return defineRoute({
    method: 'post',
    path: `${def.base}/${def.name}/import`,
    tag: def.name,
    operationId: `import${plural}`,
    summary: `Import ${def.name} from a CSV (',' ';' or tab; UTF-8 or Windows-1252) or .xlsx file, up to ${IMPORT_MAX_BYTES} bytes: a dry run by default; applied all or nothing under one change set`,
    description: [
      'Columns are matched by field key or label (en, de, fr) unless `mapping` says otherwise; enum values by code or label, references by id, title or a unique field; rows are matched to records by `id`, else by a unique field or combination. Partners import only within their organisation and only into the fields they may change.',
      ...(format ? [format.description] : []),
    ].join('\n\n'),
    query: format?.query,
    // Read by the handler after the role check: the multipart form, or the format's own body.
    body: {
      contentType: 'multipart/form-data',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', format: 'binary' },
          mapping: { type: 'string', description: 'JSON: header → field key, or null to ignore the column' },
          dryRun: { type: 'string', enum: ['true', 'false'], default: 'true' },
          skipInvalid: {
            type: 'string',
            enum: ['true', 'false'],
            default: 'false',
            description: 'applying: write the valid rows and leave the invalid ones out, instead of writing nothing',
          },
        },
        required: ['file'],
      },
      ...(format ? { alternatives: format.bodies } : {}),
    },
    responses: {
      200: {
        description: ok
          ? `The dry run, or the applied import (with its change set); ${ok.description}`
          : 'The dry run, or the applied import (with its change set)',
        schema: either(importReport(def), ok?.schema),
      },
      400: {
        description: `Not a CSV or .xlsx file, no header, an unclosed quote, an invalid mapping, or (applying) invalid rows: nothing written${invalid ? `; ${invalid.description}` : ''}`,
        schema: either(ref('Error'), invalid?.schema),
      },
      401: ERRORS.unauthorized,
      403: errorAnswer('Not allowed'),
      413: errorAnswer('The file is too large (the message names the limit)'),
      ...formatAnswers,
    },
  });
}

/**
 * POST <base>/<resource>/import: a CSV or .xlsx file compared with the stored records (a dry run by default) and,
 * with dryRun=false and no invalid row, written in one transaction under one change set that POST …/undo takes
 * back, with one audit row that counts the import. Any invalid row means nothing is written. A resource may also
 * read another body (`format`, e.g. a dataset's own CSV posted as text/csv).
 */
export function registerImport(
  app: Hono<AppEnv>,
  def: ResourceDef,
  deps: Deps,
  writer: ImportWriter,
  format?: ImportFormat,
) {
  const { db } = deps.database;

  async function run(c: Ctx, principal: Principal, { table, columns, dryRun, skipInvalid, stamp }: ImportInput) {
    const counts = (plan: ImportPlan) => ({
      total: table.rows.length,
      new: plan.creates.length,
      changed: plan.updates.length,
      unchanged: plan.unchanged,
      skipped: plan.skipped,
      invalid: new Set(plan.invalid.map((cell) => cell.line)).size,
    });
    const outcomeOf = (planned: ImportPlan, applied: boolean): ImportOutcome => ({
      rows: counts(planned),
      invalid: planned.invalid,
      changes: rowChanges(planned),
      rejected: planned.rejected,
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
        stamp,
      );
    if (dryRun) {
      return outcomeOf(await plan(db), false);
    }

    let refused: ImportOutcome | undefined;
    const result = await writer
      .write(c, () =>
        db.transaction(async (tx) => {
          const planned = await plan(tx);
          if (planned.invalid.length && !skipInvalid) {
            refused = outcomeOf(planned, false);
            return undefined;
          }
          if (planned.creates.length) await writer.guard(c, 'create');
          if (planned.updates.length) await writer.guard(c, 'edit');
          let written: Awaited<ReturnType<typeof applyImport>> = [];
          // Every check a row needs already ran in the plan, inside this transaction.
          if (runsNoHook(writer.hooks)) await bulkWrite(c, tx, def, principal, planned);
          else written = await applyImport(c, tx, writer, principal, planned);
          // Facts the file holds unchanged were just found to hold: verified again.
          await reverify(tx, def, planned.unchangedIds);
          const changeSet = planned.creates.length + planned.updates.length ? changeSetOf(c) : undefined;
          await audit(tx, {
            userId: principal.userId,
            action: 'import',
            resource: def.name,
            changes: { ...counts(planned), ...(stamp ?? {}), ...(changeSet ? { change_set: changeSet } : {}) },
            ip: c.get('ip') ?? null,
          });
          return { planned, written, changeSet };
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof ImportRefused)) throw error;
        const rows = { total: table.rows.length, new: 0, changed: 0, unchanged: 0, skipped: 0, invalid: 1 };
        refused = { rows, invalid: error.invalid, changes: [], rejected: [], applied: false };
        return undefined;
      });
    if (!result) return refused!;
    for (const { row, before } of result.written) await writer.afterCommit(c, principal, row, before);
    const outcome = outcomeOf(result.planned, true);
    if (result.changeSet) outcome.changeSet = result.changeSet;
    return outcome;
  }

  mountRoutes(app, def.base)(
    importRouteDeclaration(def, format),
    [writer.auth, limitBody(IMPORT_MAX_BYTES, { namesLimit: true })],
    async (c) => {
      const role = c.get('principal').role;
      const principal = await writer.guard(
        c,
        canAccess(role, { resource: def.name, action: 'create' }) ? 'create' : 'edit',
      );
      const multipart = (c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data');
      if (format && !multipart) return format.read(c, (input) => run(c, principal, input));
      const { bytes, mapping, dryRun, skipInvalid } = await readRequest(c, def);
      const table = await readTable(bytes);
      const columns = matchColumns(def, table.headers, mapping);
      const outcome = await run(c, principal, { table, columns, dryRun, skipInvalid });
      const report: ImportReport = {
        columns: table.headers.map((header, i) => ({ header, field: columns[i] })),
        rows: outcome.rows,
        invalid: outcome.invalid.slice(0, MAX_REPORTED_INVALID),
        changes: outcome.changes,
        rejected: outcome.rejected.slice(0, MAX_REPORTED_INVALID),
        applied: outcome.applied,
        ...(outcome.changeSet ? { changeSet: outcome.changeSet } : {}),
      };
      if (!dryRun && !outcome.applied) return c.json({ ...apiMessage(c, IMPORT_INVALID_MESSAGE), ...report }, 400);
      return c.json(report);
    },
  );
}
