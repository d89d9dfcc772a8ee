import type { ResourceDef } from '@/domain/resourceDef';
import { ref, type JsonSchema } from '@/server/infrastructure/openapi/registry';
import { IMPORT_MAX_BYTES, MAX_REPORTED_INVALID } from './routes';
import { importableFields } from './columns';

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/** The import of a writable resource: its OpenAPI path. */
export function importPath(def: ResourceDef): Record<string, JsonSchema> {
  const fields = importableFields(def);
  const report: JsonSchema = {
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
            firstLine: { type: 'integer', description: 'a repeated record: the line where it first appeared' },
          },
          required: ['line', 'field', 'message'],
        },
      },
      applied: { type: 'boolean' },
      changeSet: { type: 'string', format: 'uuid', description: 'when applied: what POST …/undo takes back' },
    },
    required: ['columns', 'rows', 'invalid', 'applied'],
  };
  return {
    [`${def.base}/${def.name}/import`]: {
      post: {
        tags: [def.name],
        summary: `Import ${def.name} from a CSV (',' ';' or tab; UTF-8 or Windows-1252) or .xlsx file, up to ${IMPORT_MAX_BYTES} bytes: a dry run by default; applied all or nothing under one change set`,
        description:
          'Columns are matched by field key or label (en, de, fr) unless `mapping` says otherwise; enum values by code or label, references by id, title or a unique field; rows are matched to records by `id`, else by a unique field or combination. Partners import only within their organisation and only into the fields they may change.',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', format: 'binary' },
                  mapping: { type: 'string', description: 'JSON: header → field key, or null to ignore the column' },
                  dryRun: { type: 'string', enum: ['true', 'false'], default: 'true' },
                },
                required: ['file'],
              },
            },
          },
        },
        responses: {
          200: { description: 'The dry run, or the applied import (with its change set)', ...json(report) },
          400: {
            description:
              'Not a CSV or .xlsx file, no header, an unclosed quote, an invalid mapping, or (applying) invalid rows: nothing written',
            ...json(ref('Error')),
          },
          401: { description: 'Authorization token missing or invalid', ...json(ref('Error')) },
          403: { description: 'Not allowed', ...json(ref('Error')) },
          413: { description: 'The file is too large', ...json(ref('Error')) },
        },
      },
    },
  };
}
