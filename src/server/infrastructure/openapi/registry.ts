import { z } from 'zod';

/** A JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12) or a `$ref` to one of the document's components. */
export type JsonSchema = Record<string, unknown>;
/** A zod schema (converted with z.toJSONSchema) or a JSON Schema written out. */
export type SchemaSource = z.ZodType | JsonSchema;

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

interface Payload {
  schema?: SchemaSource;
  /** Default application/json. */
  contentType?: string;
  description?: string;
}

export interface RequestBody extends Payload {
  schema: SchemaSource;
  optional?: boolean;
  /** Further content types the route takes besides `contentType`, each with its schema. */
  alternatives?: { contentType: string; schema: SchemaSource }[];
}

export interface Answer extends Payload {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema; example?: string }>;
}

/**
 * One route of the API beyond the generic resource routes, declared beside the file that mounts it: the
 * OpenAPI document (GET /api/openapi.json) is built from these declarations and the schemas the routes
 * validate with, and tests/api/openapi-coverage.test.ts fails on any served route that has none.
 */
export interface RouteDoc {
  method: HttpMethod;
  /** The path as Hono registers it, with its prefix: /api/users/:id/send-reset. */
  path: string;
  tag: string;
  /**
   * Unique across the document, stable (clients generate method names from it): a verb and what it acts on,
   * camelCase (listSessions, revokeSession). Without one, operationIdOf makes one from the method and path.
   */
  operationId?: string;
  summary: string;
  description?: string;
  /** Needs no token. */
  public?: boolean;
  /** Path parameters; by default `:id` is a positive integer and any other a string. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A zod schema of a JSON body, or the body described (another content type, an optional body). */
  body?: z.ZodType | RequestBody;
  /** By status. A string is a description alone. Every route also answers the errors its kind implies. */
  responses: Record<number, string | Answer>;
}

const isZod = (schema: SchemaSource): schema is z.ZodType => schema instanceof z.ZodType;

/** The JSON Schema of a request (what a client may send) or of an answer (what it receives). */
export function jsonSchema(schema: SchemaSource, io: 'input' | 'output'): JsonSchema {
  if (!isZod(schema)) return schema;
  // Refinements and transforms cannot be expressed; the shape before or after them is what matters here.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** A resource's name in operation ids: `country-visas` → CountryVisas, and one of them → CountryVisa. */
export function operationNouns(resource: string): { plural: string; singular: string } {
  const plural = resource.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
  const singular = plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/([^s])s$/, '$1');
  return { plural, singular };
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const content = (payload: Payload, io: 'input' | 'output') =>
  payload.schema
    ? { content: { [payload.contentType ?? 'application/json']: { schema: jsonSchema(payload.schema, io) } } }
    : {};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

/** Hono's /api/users/:id to OpenAPI's /api/users/{id}. */
const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

function parameters(doc: RouteDoc): JsonSchema[] {
  const names = [...doc.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const pathShape = doc.params?.shape ?? {};
  const path = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathShape[name]
      ? jsonSchema(pathShape[name], 'input')
      : name === 'id'
        ? { type: 'integer', minimum: 1 }
        : { type: 'string' },
  }));
  const query = doc.query
    ? Object.entries((jsonSchema(doc.query, 'input').properties as Record<string, JsonSchema>) ?? {}).map(
        ([name, schema]) => ({
          name,
          in: 'query',
          required: ((jsonSchema(doc.query!, 'input').required as string[] | undefined) ?? []).includes(name),
          schema,
        }),
      )
    : [];
  return [...path, ...query];
}

/**
 * A declaration's operationId: its own, else the method and the path after /api in camelCase, a parameter as
 * `By<Name>` (POST /api/users/:id/send-reset: postUsersByIdSendReset). The generic resource routes' ids
 * (listCountries, getCountry) start with another verb than the method, or with the method and then a record,
 * never a path: the two kinds do not meet, and tests/api/openapi-lint.test.ts checks every id is unique.
 */
function operationIdOf(doc: Pick<RouteDoc, 'method' | 'path' | 'operationId'>): string {
  if (doc.operationId) return doc.operationId;
  const words = doc.path
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[/._-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capital(word.slice(1).replace(/\{.*$/, ''))}` : capital(word)));
  return `${doc.method}${words.join('')}`;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const isJson = (type: string | undefined) => type === undefined || /^application\/(?:[\w.+-]+\+)?json\b/.test(type);

/** A request body's content: its own content type, then its alternatives. */
function bodyContent(body: RequestBody) {
  if (!body.alternatives?.length) return content(body, 'input');
  return {
    content: Object.fromEntries(
      [{ contentType: body.contentType ?? 'application/json', schema: body.schema }, ...body.alternatives].map(
        (part) => [part.contentType, { schema: jsonSchema(part.schema, 'input') }],
      ),
    ),
  };
}

/** The OpenAPI operation of a declaration. */
function operation(doc: RouteDoc): JsonSchema {
  const body: RequestBody | undefined = doc.body instanceof z.ZodType ? { schema: doc.body } : doc.body;
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(doc.responses)) {
    responses[status] =
      typeof answer === 'string'
        ? { description: answer }
        : {
            description: answer.description,
            ...(answer.headers ? { headers: answer.headers } : {}),
            ...content(answer, 'output'),
          };
  }
  // The answers every route of its kind may give, unless the declaration says more.
  if ((body || doc.query || doc.params) && !responses[400])
    responses[400] = errorAnswer('Invalid input (`errors` names the fields)');
  if (!doc.public) responses[401] ??= errorAnswer('Authorization token missing or invalid');
  // A record's id that names none (or one outside the caller's organisation, or no integer id at all).
  if (/:id\b/.test(doc.path)) responses[404] ??= errorAnswer('Not found');
  // Every body has a size limit; a JSON body is read only when sent as JSON.
  if (body) responses[413] ??= errorAnswer('The body is too large');
  if (body && !body.optional && isJson(body.contentType))
    responses[415] ??= errorAnswer('The body is not application/json');
  const params = parameters(doc);
  return {
    tags: [doc.tag],
    operationId: operationIdOf(doc),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.public ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: !body.optional,
            ...(body.description ? { description: body.description } : {}),
            ...bodyContent(body),
          },
        }
      : {}),
    responses,
  };
}

/** The `paths` object of a list of declarations. */
export function pathsOf(docs: readonly RouteDoc[]): Record<string, Record<string, JsonSchema>> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const doc of docs) (paths[openApiPath(doc.path)] ??= {})[doc.method] = operation(doc);
  return paths;
}
