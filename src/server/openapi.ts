import { SUMMARY_VIEW, SYSTEM_FIELDS, type FieldDef, type ResourceDef } from '../domain/resource';
import { RESOURCES } from '../domain/resources';
import { tableOf } from './db/resourceTables';
import { ESTIMATED_TOTAL_HEADER } from '../domain/resource';
import { COUNTED_UP_TO } from './resources/listPage';
import { BULK_MAX } from './resources/bulkUpdate';
import { UNDO_MAX } from './resources/undo';
import { importPath } from './resources/import/routes.docs';
import { bulkEditableFields } from '../domain/editable';
import { version } from '../../package.json';
import { pathsOf, ref, type JsonSchema } from './openapi/registry';
import { routeDocsOf } from './openapi/routes';
import type { Config } from './config';

function fieldSchema(field: FieldDef): JsonSchema {
  const text = (extra: JsonSchema = {}) => ({
    type: 'string',
    ...(field.max ? { maxLength: field.max } : {}),
    ...(field.min ? { minLength: field.min } : {}),
    ...extra,
  });
  switch (field.kind) {
    case 'integer':
      return { type: 'integer', minimum: field.min, maximum: field.max };
    case 'decimal':
      return { type: 'number', minimum: field.min, maximum: field.max };
    case 'boolean':
      return { type: 'boolean', default: field.default ?? false };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return field.numeric
        ? { type: 'integer', enum: (field.choices ?? []).map(Number) }
        : { type: 'string', enum: [...(field.choices ?? [])] };
    case 'reference':
      return { type: 'integer', description: `id of a ${field.reference} record` };
    case 'referenceList':
      return { type: 'array', items: { type: 'integer' }, description: `ids of ${field.reference} records` };
    case 'textList':
      return { type: 'array', items: { type: 'string' } };
    case 'email':
      return text({ format: 'email' });
    case 'url':
      return text({ format: 'uri' });
    case 'slug':
      return text({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
    case 'key':
      return text({ pattern: '^[a-z0-9_]+$' });
    case 'richtext':
      return text({ description: 'HTML; sanitised on write' });
    case 'file':
      return text({ description: `URL from POST /api/uploads (${(field.accept ?? []).join(', ')})` });
    default:
      return text();
  }
}

const nullable = (schema: JsonSchema, field: FieldDef) =>
  field.required || field.kind === 'boolean' || field.kind.endsWith('List')
    ? schema
    : { anyOf: [schema, { type: 'null' }] };

const SYSTEM_SCHEMAS: Record<(typeof SYSTEM_FIELDS)[number], JsonSchema> = {
  id: { type: 'integer' },
  version: { type: 'integer' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  created_by: { type: ['integer', 'null'] },
  updated_by: { type: ['integer', 'null'] },
};

function schemas(def: ResourceDef) {
  const properties = Object.fromEntries(
    Object.entries(def.fields).map(([name, f]) => [name, nullable(fieldSchema(f), f)]),
  );
  for (const [name, f] of Object.entries(def.fields))
    if (f.derived) properties[name] = { ...properties[name], readOnly: true };
  const required = Object.entries(def.fields)
    .filter(([, f]) => f.required)
    .map(([name]) => name);
  const input = { type: 'object', properties, required };
  // The system columns its table has (a table declared by hand, like the audit log's, may lack some).
  const table = tableOf(def.name);
  const system = Object.fromEntries(Object.entries(SYSTEM_SCHEMAS).filter(([name]) => table[name] !== undefined));
  const present = ['id', 'version'].filter((name) => name in system);
  return {
    input,
    record: { type: 'object', properties: { ...system, ...properties }, required: [...present, ...required] },
  };
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'Invalid input', ...json(ref('Error')) },
  401: { description: 'Authorization token missing or invalid', ...json(ref('Error')) },
  403: { description: 'Not allowed', ...json(ref('Error')) },
};

function resourcePaths(def: ResourceDef) {
  const name = def.name;
  const Input = `${name}.input`;
  const Record_ = name;
  const tag = [name];
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const collection: JsonSchema = {
    get: {
      tags: tag,
      summary: `List ${name}`,
      parameters: [
        {
          name: 'sort',
          in: 'query',
          schema: { type: 'string' },
          example: JSON.stringify(def.defaultSort),
          description: '["field","ASC"|"DESC"] over sortable fields',
        },
        {
          name: 'range',
          in: 'query',
          schema: { type: 'string' },
          example: '[0,24]',
          description: '[start,end], at most 1000 rows',
        },
        {
          name: 'filter',
          in: 'query',
          schema: { type: 'string' },
          example: '{"q":"text"}',
          description: 'field equality (arrays: any of), q, <field>_gte/_lte, id arrays',
        },
        {
          name: 'view',
          in: 'query',
          schema: { type: 'string', enum: [SUMMARY_VIEW] },
          description: 'summary: without the long texts (rich text, text areas, JSON), as list screens show them',
        },
      ],
      responses: {
        200: {
          description: 'A page',
          headers: {
            'Content-Range': {
              schema: { type: 'string' },
              example: `${name} 0-24/319`,
              description: `start-end/total; the total is exact up to ${COUNTED_UP_TO} rows or matches, beyond that the database's estimate (marked by ${ESTIMATED_TOTAL_HEADER}), except on a page that ends the list`,
            },
            [ESTIMATED_TOTAL_HEADER]: {
              schema: { type: 'string', enum: ['true'] },
              description: "present when the Content-Range total is the database's estimate",
            },
          },
          ...json({ type: 'array', items: ref(Record_) }),
        },
        ...errors,
      },
    },
  };
  const item: JsonSchema = {
    get: {
      tags: tag,
      summary: `Get one ${name} record`,
      parameters: [idParam],
      responses: {
        200: { description: 'The record', ...json(ref(Record_)) },
        404: { description: 'Not found' },
        ...errors,
      },
    },
  };
  if (!def.readOnly) {
    collection.post = {
      tags: tag,
      summary: `Create a ${name} record`,
      requestBody: { required: true, ...json(ref(Input)) },
      responses: {
        201: { description: 'Created', ...json(ref(Record_)) },
        409: { description: 'Duplicate key', ...json(ref('Error')) },
        ...errors,
      },
    };
    item.put = {
      tags: tag,
      summary: `Update a ${name} record (send the version you read)`,
      parameters: [idParam],
      requestBody: {
        required: true,
        ...json({
          allOf: [ref(Input), { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } }],
        }),
      },
      responses: {
        200: { description: 'Updated', headers: changeSetHeader, ...json(ref(Record_)) },
        404: { description: 'Not found' },
        409: { description: 'Changed by someone else, or duplicate key', ...json(ref('Error')) },
        ...errors,
      },
    };
    item.delete = {
      tags: tag,
      summary: `Delete a ${name} record`,
      parameters: [idParam],
      responses: {
        200: { description: 'The deleted record', headers: changeSetHeader, ...json(ref(Record_)) },
        404: { description: 'Not found' },
        409: { description: 'In use' },
        ...errors,
      },
    };
  } else {
    // The writes of a read-only resource exist only to be refused.
    const refused = (summary: string, parameters: JsonSchema[] = []) => ({
      tags: tag,
      summary: `${summary}: refused, ${name} is read-only`,
      ...(parameters.length ? { parameters } : {}),
      responses: { 401: errors[401], 403: { description: 'Always: read-only', ...json(ref('Error')) } },
    });
    collection.post = refused('Create');
    item.put = refused('Update', [idParam]);
    item.delete = refused('Delete', [idParam]);
    return {
      [`${def.base}/${name}`]: collection,
      [`${def.base}/${name}/{id}`]: item,
      [`${def.base}/${name}/bulk-update`]: { post: refused('Bulk edit') },
    };
  }
  return {
    [`${def.base}/${name}`]: collection,
    [`${def.base}/${name}/{id}`]: item,
    ...bulkUpdatePath(def),
    ...undoPath(def),
    ...importPath(def),
  };
}

/** The header an undoable write's answer names its change set in. */
const changeSetHeader = {
  'X-Change-Set': {
    description: 'The change set this write was audited under: what POST …/undo takes back',
    schema: { type: 'string', format: 'uuid' },
  },
};

/** Undo of the caller's own edits, bulk edits and deletes of the resource, by their change sets. */
function undoPath(def: ResourceDef): Record<string, JsonSchema> {
  return {
    [`${def.base}/${def.name}/undo`]: {
      post: {
        tags: [def.name],
        summary: `Undo your own changes to ${def.name} records by their change sets (X-Change-Set): all or nothing, while no later change touched the records`,
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            properties: {
              changeSets: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: UNDO_MAX },
            },
            required: ['changeSets'],
          }),
        },
        responses: {
          200: {
            description: 'Undone: how many changes were taken back (the undo has its own change set)',
            headers: changeSetHeader,
            ...json({ type: 'object', properties: { undone: { type: 'integer' } }, required: ['undone'] }),
          },
          ...errors,
          403: { description: "A change set of someone else's, or no permission", ...json(ref('Error')) },
          404: { description: 'No such change set for this resource', ...json(ref('Error')) },
          409: {
            description: 'A later change touched the records, or a delete no undo can take back: nothing changed',
            ...json(ref('Error')),
          },
        },
      },
    },
  };
}

/** The lists' bulk edit: of the fields the definition offers for it (a resource offering none refuses every field). */
function bulkUpdatePath(def: ResourceDef): Record<string, JsonSchema> {
  const fields = bulkEditableFields('admin', def);
  const properties = {
    ids: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: BULK_MAX },
    field: {
      type: 'string',
      enum: fields,
      description: fields.length
        ? 'partners: only the fields they may change (403 otherwise)'
        : 'none: no field of this resource is bulk-editable',
    },
    value: { description: "the field's new value, as in the record schema" },
  };
  return {
    [`${def.base}/${def.name}/bulk-update`]: {
      post: {
        tags: [def.name],
        summary: `Set one field on several ${def.name} records (one transaction; each record validated, its hooks run and audited as by its own update)`,
        requestBody: { required: true, ...json({ type: 'object', properties, required: ['ids', 'field', 'value'] }) },
        responses: {
          200: {
            description: 'All updated',
            headers: changeSetHeader,
            ...json({
              type: 'object',
              properties: { updated: { type: 'array', items: { type: 'integer' } }, count: { type: 'integer' } },
            }),
          },
          404: { description: 'An id is not found or outside your organisation: nothing changed' },
          409: { description: 'Duplicate key: nothing changed', ...json(ref('Error')) },
          ...errors,
        },
      },
    },
  };
}

/** The OpenAPI 3.1 description of the whole API: the resource routes from the definitions, the others from their declarations. */
export function openApiDocument(config: Pick<Config, 'production' | 'sso'>) {
  const componentsSchemas: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['message'],
    },
  };
  const paths: Record<string, JsonSchema> = pathsOf(routeDocsOf(RESOURCES, config));
  for (const def of RESOURCES) {
    const { input, record } = schemas(def);
    componentsSchemas[def.name] = record;
    componentsSchemas[`${def.name}.input`] = input;
    Object.assign(paths, resourcePaths(def));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Visapath admin API',
      version,
      description: 'The staff API of the Visapath visa and migration-services directory.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: componentsSchemas,
    },
    paths,
  };
}
