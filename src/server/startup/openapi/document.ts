import { webhookDescription } from './webhooks';
import { SUMMARY_VIEW, SYSTEM_FIELDS, type FieldDef, type ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { ESTIMATED_TOTAL_HEADER } from '@/domain/resourceDef';
import { COUNTED_UP_TO } from '@/server/engine/listPage';
import { ALWAYS_SORTABLE, MAX_PAGE, RANGE_KINDS, SYSTEM_TIMESTAMPS } from '@/server/engine/listQuery';
import { bulkDeleteSchema } from '@/server/engine/bulkDelete';
import { bulkUpdateSchema } from '@/server/engine/bulkUpdate';
import { revertSchema, undoSchema } from '@/server/engine/undo';
import { verifySchema } from '@/server/engine/verify';
import { restoreSchema } from '@/server/engine/revisions';
import { HISTORY_ACTIONS, HISTORY_MAX } from '@/domain/revisions';
import { DEFAULT_REVIEW_DAYS } from '@/domain/proof';
import { bulkEditableFields } from '@/domain/editable';
import { fieldSchema, recordSchema } from '@/domain/schema';
import { isTranslated } from '@/domain/translations';
import { version } from '../../../../package.json';
import { canSchedule, DRAFT_STATUSES, hasDrafts } from '@/domain/drafts';
import { scheduleSchema, sendBackSchema } from '@/domain/draftSchemas';
import { jsonSchema, operationNouns, pathsOf, ref, type JsonSchema } from '@/server/infrastructure/openapi/registry';
import { routeDeclarationsOf } from './routes';
import type { Config } from '@/server/infrastructure/config';

/**
 * A field's JSON Schema as z.toJSONSchema gives it from the zod schema that validates the field. A required
 * field's schema lets null (a blank) through to a refinement that refuses it, with the message the forms show:
 * JSON Schema cannot read a refinement, so the null it refuses is taken out here. A JSON field takes any value.
 */
function fieldJson(schema: JsonSchema, field: FieldDef): JsonSchema {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf)) return schema;
  // Any JSON value (a JSON field's), null included.
  if ((anyOf as JsonSchema[]).some((branch) => !Object.keys(branch).length)) return rest;
  if (!field.required) return schema;
  const values = (anyOf as JsonSchema[]).filter((branch) => branch.type !== 'null');
  return values.length === 1 ? { ...rest, ...values[0] } : schema;
}

const SYSTEM_SCHEMAS: Record<(typeof SYSTEM_FIELDS)[number], JsonSchema> = {
  id: { type: 'integer' },
  version: { type: 'integer' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  created_by: { type: ['integer', 'null'] },
  updated_by: { type: ['integer', 'null'] },
};

/**
 * The record and input schemas of a resource, from the zod schema create and update validate with
 * (recordSchema): every limit it enforces (lengths, bounds, patterns, enums, formats) is stated. Derived fields,
 * which the server computes and the schema leaves out, are described from their own field schema, read-only.
 */
function resourceSchemas(def: ResourceDef) {
  const validated = jsonSchema(recordSchema(def), 'input').properties as Record<string, JsonSchema>;
  const describe = (io: 'input' | 'output') =>
    Object.fromEntries(
      Object.entries(def.fields).map(([name, f]) => [
        name,
        f.derived
          ? { ...fieldJson(jsonSchema(fieldSchema(f), io), f), readOnly: true }
          : fieldJson(io === 'input' ? validated[name] : jsonSchema(fieldSchema(f), io), f),
      ]),
    );
  // A field left out of a body takes its default or null: only the fields the schema refuses blank are required.
  const required = Object.entries(def.fields)
    .filter(([, f]) => f.required)
    .map(([name]) => name);
  const input = { type: 'object', properties: describe('input'), required };
  // The system columns its table has (a table declared by hand, like the audit log's, may lack some).
  const table = tableOf(def.name);
  const system = Object.fromEntries(Object.entries(SYSTEM_SCHEMAS).filter(([name]) => table[name] !== undefined));
  const present = ['id', 'version'].filter((name) => name in system);
  return {
    input,
    record: {
      type: 'object',
      properties: { ...system, ...describe('output') },
      required: [...present, ...required],
    },
  };
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const errorAnswer = (description: string) => ({ description, ...json(ref('Error')) });
const errors = {
  400: errorAnswer('Invalid input (`errors` names the fields)'),
  401: errorAnswer('Authorization token missing or invalid'),
  403: errorAnswer('Not allowed'),
};
/** What every route with a JSON body may answer besides: the body over the size limit, or not JSON. */
const bodyErrors = {
  413: errorAnswer('The body is too large'),
  415: errorAnswer('The body is not application/json'),
};
const notFound = { 404: errorAnswer('Not found, or outside your organisation') };

/**
 * The operationIds of a resource's generic routes, from its name (visa-types: VisaTypes, VisaType): list, bulk
 * edit and undo take the plural (as the import, declared beside its route, does), the routes of one record the
 * singular (a name ending in -ies takes -y, else a final s is dropped: countries → Country, faqs → Faq,
 * audit-log → AuditLog).
 */
function resourceOperationIds(name: string) {
  const { plural, singular } = operationNouns(name);
  return {
    list: `list${plural}`,
    get: `get${singular}`,
    create: `create${singular}`,
    update: `update${singular}`,
    delete: `delete${singular}`,
    bulkUpdate: `bulkUpdate${plural}`,
    bulkDelete: `bulkDelete${plural}`,
    undo: `undo${plural}Changes`,
    revert: `revert${plural}ChangeSet`,
    verify: `verify${plural}`,
    history: `get${singular}History`,
    restore: `restore${singular}`,
    publication: `get${singular}Publication`,
    saveDraft: `save${singular}Draft`,
    discardDraft: `discard${singular}Draft`,
    publishDraft: `publish${singular}Draft`,
    sendBack: `send${singular}DraftBack`,
    schedule: `schedule${singular}`,
  };
}

/** A save of a translated record that corrects its source without outdating the translations. */
const minorParam = {
  name: 'minor',
  in: 'query',
  required: false,
  description:
    "true: the source texts' change is minor (a typo fixed): each language's translation status stays as it was",
  schema: { type: 'boolean' },
};

function resourcePaths(def: ResourceDef) {
  const name = def.name;
  const Input = `${name}.input`;
  const Record_ = name;
  const tag = [name];
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const ids = resourceOperationIds(name);
  const query = listFields(def);
  const collection: JsonSchema = {
    get: {
      tags: tag,
      operationId: ids.list,
      summary: `List ${name}`,
      parameters: [
        {
          name: 'sort',
          in: 'query',
          schema: { type: 'string' },
          example: JSON.stringify(def.defaultSort),
          description: `["field","ASC"|"DESC"] over: ${query.sortable.join(', ')}`,
        },
        {
          name: 'range',
          in: 'query',
          schema: { type: 'string' },
          example: '[0,24]',
          description: `[start,end], at most ${MAX_PAGE} rows`,
        },
        {
          name: 'filter',
          in: 'query',
          schema: { type: 'string' },
          example: query.searchable.length ? '{"q":"text"}' : '{"id":[1,2]}',
          description: [
            `field equality (arrays: any of) of: ${['id', ...query.filterable].join(', ')}`,
            query.searchable.length ? `q: text within ${query.searchable.join(', ')}` : 'no q (no searchable field)',
            query.ranged.length
              ? `<field>_gte/_lte of: ${query.ranged.join(', ')} (a date's bound may be relative to today, in UTC: {"relative":"today+30d"})`
              : 'no range',
          ].join('; '),
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
      operationId: ids.get,
      summary: `Get one ${name} record`,
      parameters: [idParam],
      responses: {
        200: { description: 'The record', ...json(ref(Record_)) },
        401: errors[401],
        403: errors[403],
        ...notFound,
      },
    },
  };
  if (!def.readOnly) {
    collection.post = {
      tags: tag,
      operationId: ids.create,
      summary: `Create a ${name} record`,
      requestBody: { required: true, ...json(ref(Input)) },
      responses: {
        201: { description: 'Created', ...json(ref(Record_)) },
        ...errors,
        409: errorAnswer('Duplicate key'),
        ...bodyErrors,
      },
    };
    item.put = {
      tags: tag,
      operationId: ids.update,
      summary: `Update a ${name} record (send the version you read)`,
      parameters: isTranslated(def) ? [idParam, minorParam] : [idParam],
      requestBody: {
        required: true,
        ...json({
          allOf: [ref(Input), { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } }],
        }),
      },
      responses: {
        200: { description: 'Updated', headers: changeSetHeader, ...json(ref(Record_)) },
        ...(hasDrafts(def) && {
          202: {
            description:
              "A partner's edit of its live record: kept as a draft waiting for an admin's review; the live record as it stays",
            ...json(ref(Record_)),
          },
        }),
        ...errors,
        ...notFound,
        409: errorAnswer('Changed by someone else, or duplicate key'),
        ...bodyErrors,
      },
    };
    item.delete = {
      tags: tag,
      operationId: ids.delete,
      summary: `Delete a ${name} record`,
      parameters: [idParam],
      responses: {
        200: { description: 'The deleted record', headers: changeSetHeader, ...json(ref(Record_)) },
        401: errors[401],
        403: errors[403],
        ...notFound,
        409: errorAnswer('In use'),
      },
    };
  } else {
    // The writes of a read-only resource exist only to be refused.
    const refused = (operationId: string, summary: string, parameters: JsonSchema[] = []) => ({
      tags: tag,
      operationId,
      summary: `${summary}: refused, ${name} is read-only`,
      ...(parameters.length ? { parameters } : {}),
      responses: { 401: errors[401], 403: { description: 'Always: read-only', ...json(ref('Error')) } },
    });
    collection.post = refused(ids.create, 'Create');
    item.put = refused(ids.update, 'Update', [idParam]);
    item.delete = refused(ids.delete, 'Delete', [idParam]);
    return {
      [`${def.base}/${name}`]: collection,
      [`${def.base}/${name}/{id}`]: item,
      [`${def.base}/${name}/bulk-update`]: { post: refused(ids.bulkUpdate, 'Bulk edit') },
      [`${def.base}/${name}/bulk-delete`]: { post: refused(ids.bulkDelete, 'Bulk delete') },
    };
  }
  return {
    [`${def.base}/${name}`]: collection,
    [`${def.base}/${name}/{id}`]: item,
    ...bulkUpdatePath(def),
    ...bulkDeletePath(def),
    ...undoPath(def),
    ...revertPath(def),
    ...verifyPath(def),
    ...revisionPaths(def),
    ...draftPaths(def),
  };
}

/** The fields a list sorts, filters, searches and filters by range, as parseListQuery takes them. */
function listFields(def: ResourceDef) {
  const table = tableOf(def.name);
  const fields = Object.entries(def.fields);
  const system = (names: string[]) => names.filter((name) => !def.fields[name] && table[name] !== undefined);
  return {
    sortable: [...system(ALWAYS_SORTABLE), ...fields.filter(([, f]) => f.sort).map(([name]) => name)],
    filterable: fields.filter(([, f]) => f.filter).map(([name]) => name),
    searchable: fields.filter(([, f]) => f.search).map(([name]) => name),
    ranged: [
      ...system(SYSTEM_TIMESTAMPS),
      ...fields.filter(([, f]) => f.filter && RANGE_KINDS.has(f.kind)).map(([name]) => name),
    ],
  };
}

/** The header an undoable write's answer names its change set in. */
const changeSetHeader = {
  'X-Change-Set': {
    description: 'The change set this write was audited under: what POST …/undo takes back',
    schema: { type: 'string', format: 'uuid' },
  },
};

/**
 * The routes that take change sets back (the undo's and the revert's): all or nothing, answering how many changes
 * were taken back, under a change set of their own.
 */
function takeBackPath(
  def: ResourceDef,
  route: 'undo' | 'revert',
  summary: string,
  schema: Parameters<typeof jsonSchema>[0],
): Record<string, JsonSchema> {
  const word = route === 'undo' ? 'Undone' : 'Reverted';
  return {
    [`${def.base}/${def.name}/${route}`]: {
      post: {
        tags: [def.name],
        operationId: resourceOperationIds(def.name)[route],
        summary,
        requestBody: { required: true, ...json(jsonSchema(schema, 'input')) },
        responses: {
          200: {
            description: `${word}: how many changes were taken back (the ${route} has its own change set)`,
            headers: changeSetHeader,
            ...json({ type: 'object', properties: { undone: { type: 'integer' } }, required: ['undone'] }),
          },
          ...errors,
          403: errorAnswer(
            route === 'undo' ? "A change set of someone else's, or no permission" : 'Not an admin, or no permission',
          ),
          404: errorAnswer('No such change set for this resource'),
          409: errorAnswer(
            `A later change touched the records, or a delete no ${route} can take back: nothing changed`,
          ),
          ...bodyErrors,
        },
      },
    },
  };
}

/** Undo of the caller's own edits, bulk edits and deletes of the resource, by their change sets. */
const undoPath = (def: ResourceDef) =>
  takeBackPath(
    def,
    'undo',
    `Undo your own changes to ${def.name} records by their change sets (X-Change-Set): all or nothing, while no later change touched the records`,
    undoSchema,
  );

/** An admin's revert of anyone's change set of the resource (an import reviewed in the audit log). */
const revertPath = (def: ResourceDef) =>
  takeBackPath(
    def,
    'revert',
    `Revert one change set of ${def.name} records, whoever made it (an import, say; its entries are the audit log's of that change_set): all or nothing, while no later change touched the records. For those who may read the audit log (admins).`,
    revertSchema,
  );

/** How a list's command takes a whole filter instead of ids. */
const WHOLE_FILTER =
  "The records are the selection's `ids` (at most 1,000), or instead `filter`: the list's filter (the same JSON object as the list route's `filter` parameter, refused the same way with a 400 naming the field), applied to every matching record within the caller's scope, in one transaction under one change set (the X-Change-Set header) that POST …/undo takes back whole, with one audit row counting the records. One of the two, not both.";

/** "Confirm unchanged" of a resource with facts (its definition's `proof`): stamps the records verified now. */
function verifyPath(def: ResourceDef): Record<string, JsonSchema> {
  if (!def.proof) return {};
  const stamp = { type: 'string', format: 'date-time' };
  return {
    [`${def.base}/${def.name}/verify`]: {
      post: {
        tags: [def.name],
        operationId: resourceOperationIds(def.name).verify,
        summary: `Confirm the facts of ${def.name} records unchanged: verified_at becomes now and review_by a review cycle (${def.proof.reviewDays ?? DEFAULT_REVIEW_DAYS} days) later; nothing else changes. Each record's verification is audited.`,
        description: WHOLE_FILTER,
        requestBody: { required: true, ...json(jsonSchema(verifySchema, 'input')) },
        responses: {
          200: {
            description: 'Verified',
            headers: changeSetHeader,
            ...json({
              type: 'object',
              properties: {
                verified: { type: 'array', items: { type: 'integer' }, description: 'the ids (with `ids` only)' },
                count: { type: 'integer', description: 'how many records were verified' },
                verified_at: stamp,
                review_by: stamp,
              },
              required: ['count', 'verified_at', 'review_by'],
            }),
          },
          ...errors,
          404: errorAnswer('An id is not found: nothing was verified'),
          ...bodyErrors,
        },
      },
    },
  };
}

/** The lists' bulk edit: of the fields the definition offers for it (a resource offering none refuses every field). */
function bulkUpdatePath(def: ResourceDef): Record<string, JsonSchema> {
  const fields = bulkEditableFields('admin', def);
  // The body's schema, and what its handler checks beyond it: the field one the definition offers.
  const validated = jsonSchema(bulkUpdateSchema, 'input');
  const properties = {
    ...(validated.properties as Record<string, JsonSchema>),
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
        operationId: resourceOperationIds(def.name).bulkUpdate,
        summary: `Set one field on several ${def.name} records (one transaction; each record validated, its hooks run and audited as by its own update)`,
        description: WHOLE_FILTER,
        requestBody: { required: true, ...json({ ...validated, properties }) },
        responses: {
          200: {
            description: 'All updated',
            headers: changeSetHeader,
            ...json({
              type: 'object',
              properties: { updated: { type: 'array', items: { type: 'integer' } }, count: { type: 'integer' } },
            }),
          },
          ...errors,
          404: errorAnswer('An id is not found or outside your organisation: nothing changed'),
          409: errorAnswer('Duplicate key: nothing changed'),
          ...bodyErrors,
        },
      },
    },
  };
}

/** The lists' bulk delete, of the selection or of the whole filter. */
function bulkDeletePath(def: ResourceDef): Record<string, JsonSchema> {
  return {
    [`${def.base}/${def.name}/bulk-delete`]: {
      post: {
        tags: [def.name],
        operationId: resourceOperationIds(def.name).bulkDelete,
        summary: `Delete several ${def.name} records (one transaction; each record checked and audited as by its own delete)`,
        description: WHOLE_FILTER,
        requestBody: { required: true, ...json(jsonSchema(bulkDeleteSchema, 'input')) },
        responses: {
          200: {
            description: 'All deleted',
            headers: changeSetHeader,
            ...json({
              type: 'object',
              properties: { deleted: { type: 'array', items: { type: 'integer' } }, count: { type: 'integer' } },
              required: ['deleted', 'count'],
            }),
          },
          ...errors,
          404: errorAnswer('An id is not found or outside your organisation: nothing was deleted'),
          409: errorAnswer('Another record still refers to one of them: nothing was deleted'),
          ...bodyErrors,
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
  const paths: Record<string, JsonSchema> = pathsOf(routeDeclarationsOf(RESOURCES, config));
  for (const def of RESOURCES) {
    const { input, record } = resourceSchemas(def);
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
    webhooks: webhookDescription(),
  };
}

/** A record's history (its audited writes) and the restore of a revision's values. */
function revisionPaths(def: ResourceDef): Record<string, JsonSchema> {
  const ids = resourceOperationIds(def.name);
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const change = { type: 'object', properties: { from: {}, to: {} }, required: ['from', 'to'] };
  const revision = {
    type: 'object',
    properties: {
      id: { type: 'integer', description: 'The audit entry: what a restore names' },
      action: { type: 'string', enum: [...HISTORY_ACTIONS] },
      at: { type: 'string', format: 'date-time' },
      author: { type: ['string', 'null'], description: 'Named to those who may read users' },
      changes: { type: 'object', additionalProperties: change },
      restorable: {
        type: 'array',
        items: { type: 'string' },
        description:
          "The fields the caller may restore whose value right after this revision is not today's: what a restore of it would change",
      },
    },
    required: ['id', 'action', 'at', 'author', 'changes', 'restorable'],
  };
  return {
    [`${def.base}/${def.name}/{id}/history`]: {
      get: {
        tags: [def.name],
        operationId: ids.history,
        summary: `The history of a ${def.name} record: its audited writes, newest first (at most ${HISTORY_MAX}), each field's value before and after`,
        parameters: [idParam],
        responses: {
          200: {
            description: 'The revisions and their total',
            ...json({
              type: 'object',
              properties: {
                revisions: { type: 'array', items: revision },
                total: { type: 'integer' },
              },
              required: ['revisions', 'total'],
            }),
          },
          ...errors,
          404: errorAnswer('No such record within your scope'),
        },
      },
    },
    [`${def.base}/${def.name}/{id}/restore`]: {
      post: {
        tags: [def.name],
        operationId: ids.restore,
        summary: `Restore a ${def.name} record's fields (all, or those named) to their values right after a revision of its history: an edit of its own, audited, that can be undone`,
        parameters: [idParam],
        requestBody: { required: true, ...json(jsonSchema(restoreSchema, 'input')) },
        responses: {
          200: { description: 'The record as restored', headers: changeSetHeader, ...json(ref(def.name)) },
          ...errors,
          404: errorAnswer('No such record, or no such revision of it'),
          409: errorAnswer('The record changed since the version given'),
          ...bodyErrors,
        },
      },
    },
  };
}

/** A record's draft beside its live version, its review and its scheduled publication (resources the website reads). */
function draftPaths(def: ResourceDef): Record<string, JsonSchema> {
  if (!hasDrafts(def)) return {};
  const ids = resourceOperationIds(def.name);
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
  const base = `${def.base}/${def.name}/{id}`;
  const change = { type: 'object', properties: { from: {}, to: {} }, required: ['from', 'to'] };
  const moment = { type: ['string', 'null'], format: 'date-time' };
  const draft = {
    type: ['object', 'null'],
    properties: {
      status: { type: 'string', enum: [...DRAFT_STATUSES] },
      changes: {
        type: 'object',
        additionalProperties: change,
        description: "Each changed field: its live value when the draft was made, and the draft's",
      },
      note: { type: ['string', 'null'], description: 'Why an admin sent the changes back' },
      author: { type: ['string', 'null'] },
      created_at: { type: 'string', format: 'date-time' },
      updated_at: { type: 'string', format: 'date-time' },
    },
    required: ['status', 'changes', 'note', 'author', 'created_at', 'updated_at'],
  };
  const schedule = {
    type: 'object',
    properties: { publish_at: moment, unpublish_at: moment },
    required: ['publish_at', 'unpublish_at'],
  };
  const draftAnswer = (description: string) => ({
    description,
    ...json({ type: 'object', properties: { draft }, required: ['draft'] }),
  });
  const paths: Record<string, JsonSchema> = {
    [`${base}/publication`]: {
      get: {
        tags: [def.name],
        operationId: ids.publication,
        summary: `The draft of a ${def.name} record waiting beside its live version, and when it is to be published or unpublished`,
        parameters: [idParam],
        responses: {
          200: {
            description: 'Its draft and schedule, each null when there is none',
            ...json({
              type: 'object',
              properties: { draft, schedule: { ...schedule, type: ['object', 'null'] } },
              required: ['draft', 'schedule'],
            }),
          },
          ...errors,
          ...notFound,
        },
      },
    },
    [`${base}/draft`]: {
      put: {
        tags: [def.name],
        operationId: ids.saveDraft,
        summary: `Save changes to a ${def.name} record as its draft, checked as an update is: the live record stays as it is (a partner's draft waits for an admin's review)`,
        parameters: [idParam],
        requestBody: { required: true, ...json(ref(`${def.name}.input`)) },
        responses: {
          200: draftAnswer('The draft (null when the body changes nothing)'),
          ...errors,
          ...notFound,
          409: errorAnswer('The record changed since the version given'),
          ...bodyErrors,
        },
      },
      delete: {
        tags: [def.name],
        operationId: ids.discardDraft,
        summary: `Discard the draft of a ${def.name} record (audited)`,
        parameters: [idParam],
        responses: { 204: { description: 'Discarded' }, ...errors, 404: errorAnswer('No such record, or no draft') },
      },
    },
    [`${base}/draft/publish`]: {
      post: {
        tags: [def.name],
        operationId: ids.publishDraft,
        summary: `Publish (or, waiting for review, approve) the draft of a ${def.name} record: its changes become live in one audited edit (admins)`,
        parameters: [idParam],
        responses: {
          200: { description: 'The record as published', ...json(ref(def.name)) },
          ...errors,
          404: errorAnswer('No such record, or no draft'),
          409: errorAnswer('A field the draft changes changed on the live record since (`errors` names them)'),
        },
      },
    },
    [`${base}/draft/send-back`]: {
      post: {
        tags: [def.name],
        operationId: ids.sendBack,
        summary: `Send a partner's changes to a ${def.name} record back with a note, mailed to the partner in its language (admins)`,
        parameters: [idParam],
        requestBody: { required: true, ...json(jsonSchema(sendBackSchema, 'input')) },
        responses: {
          200: draftAnswer('The draft, sent back'),
          ...errors,
          404: errorAnswer('No such record, or no draft'),
          409: errorAnswer('The draft is not waiting for review'),
          ...bodyErrors,
        },
      },
    },
  };
  if (canSchedule(def))
    paths[`${base}/schedule`] = {
      put: {
        tags: [def.name],
        operationId: ids.schedule,
        summary: `Set when a ${def.name} record is published (its draft with it) and unpublished; nulls clear the schedule (admins)`,
        parameters: [idParam],
        requestBody: { required: true, ...json(jsonSchema(scheduleSchema, 'input')) },
        responses: {
          200: { description: 'The schedule', ...json(schedule) },
          ...errors,
          ...notFound,
          ...bodyErrors,
        },
      },
    };
  return paths;
}
