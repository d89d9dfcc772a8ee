import { and, getTableName, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { LOCALES } from '@/domain/locales';
import { isPublic, PUBLIC_API_BASE, publicDefinition, publicFieldNames, requestedLocale } from '@/domain/publicApi';
import { ESTIMATED_TOTAL_HEADER, type ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { fieldSchema } from '@/domain/schema';
import { COUNTED_UP_TO } from '@/server/engine/listPage';
import { parseListQuery } from '@/server/engine/listQuery';
import { DEFAULT_PUBLIC_API_RATE } from '@/server/infrastructure/env';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { ApiError, MESSAGES } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { operationNouns } from '@/server/infrastructure/openapi/registry';
import { CHECK_VISA_TABLES, checkVisa, publicCheckVisa } from './checkVisa';
import { contentTags, matches } from './etag';
import { rateLimit } from './rateLimit';
import { publicColumns, publishedCondition } from './records';

/** How long a browser or a CDN may reuse an answer before asking again (with If-None-Match). */
const MAX_AGE_SECONDS = 60;

const localeParam = z
  .string()
  .optional()
  .describe(`the language of the texts (${LOCALES.join(', ')}); without it, Accept-Language's; English by default`);

const listQuery = z.object({
  filter: z
    .string()
    .optional()
    .describe('JSON object: public field → value (an array: any of); `q` searches the texts'),
  sort: z.string().optional().describe('JSON ["field", "ASC" | "DESC"] on a sortable public field'),
  range: z.string().optional().describe('JSON [first, last] (0-based, inclusive), at most 1,000 records'),
  locale: localeParam,
});

const cacheHeaders = {
  ETag: { description: "the answer's version: send it back in If-None-Match", schema: { type: 'string' } },
  'Cache-Control': { description: `public, max-age=${MAX_AGE_SECONDS}`, schema: { type: 'string' } },
  'Content-Language': { description: 'the language asked for', schema: { type: 'string' } },
};

/** A public record's schema: its id, public fields, the language its texts are in, when it last changed. */
function publicRecordSchema(def: ResourceDef) {
  return z.object({
    id: z.number().int(),
    ...Object.fromEntries(publicFieldNames(def).map((name) => [name, fieldSchema(def.fields[name])])),
    content_locale: z
      .enum(LOCALES)
      .describe('the language the texts are in: the one asked for where it is published, else English'),
    updated_at: z.string().describe('RFC 3339'),
  });
}

function publicRoutesOf(def: ResourceDef) {
  const record = publicRecordSchema(def);
  return {
    list: defineRoute({
      method: 'get',
      path: `${PUBLIC_API_BASE}/${def.name}`,
      tag: 'public',
      operationId: `listPublic${operationNouns(def.name).plural}`,
      summary: `Published ${def.name}: the public fields, in the language asked for`,
      public: true,
      query: listQuery,
      responses: {
        200: {
          description: 'The page (Content-Range: `<resource> first-last/total`)',
          schema: z.array(record),
          headers: {
            ...cacheHeaders,
            'Content-Range': { description: '<resource> first-last/total', schema: { type: 'string' } },
          },
        },
        304: "Not modified: the If-None-Match tag is still the answer's",
        400: ERRORS.invalid,
        429: errorAnswer('Too many requests from this address: try again after Retry-After seconds'),
      },
    }),
    show: defineRoute({
      method: 'get',
      path: `${PUBLIC_API_BASE}/${def.name}/:id`,
      tag: 'public',
      operationId: `getPublic${operationNouns(def.name).singular}`,
      summary: `One published record of ${def.name}`,
      public: true,
      query: z.object({ locale: localeParam }),
      responses: {
        200: { description: 'The record', schema: record, headers: cacheHeaders },
        304: "Not modified: the If-None-Match tag is still the answer's",
        404: errorAnswer('No such published record'),
        429: errorAnswer('Too many requests from this address: try again after Retry-After seconds'),
      },
    }),
  };
}

const PUBLIC_RESOURCES = RESOURCES.filter(isPublic);

export const publicApiRouteDeclarations = [
  ...PUBLIC_RESOURCES.flatMap((def) => Object.values(publicRoutesOf(def))),
  publicCheckVisa,
];

/**
 * The public read API (docs/public-api.md): for the website, no token; published records only, their public
 * fields, in the language asked for. Each answer carries an ETag (a 304 when If-None-Match still names it) and
 * Cache-Control; each client address is limited per minute; pages of the origins allowed read it (CORS).
 */
export function publicApiRoutes(deps: Deps) {
  const { db } = deps.readDatabase ?? deps.database;
  const settings = deps.config.publicApi ?? { corsOrigins: '*', maxRequestsPerMinute: DEFAULT_PUBLIC_API_RATE };
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, PUBLIC_API_BASE);
  app.use(
    '*',
    cors({
      origin: settings.corsOrigins,
      allowMethods: ['GET', 'HEAD', 'OPTIONS'],
      allowHeaders: ['If-None-Match', 'Accept-Language'],
      exposeHeaders: ['ETag', 'Content-Range', 'Content-Language', ESTIMATED_TOTAL_HEADER, 'Retry-After'],
      maxAge: 600,
    }),
  );
  const limit = rateLimit(settings.maxRequestsPerMinute);
  const contentTag = contentTags(db);

  /** The answer's tag, and a 304 when the client holds it; the headers every answer carries. */
  const validate = async (c: Context<AppEnv>, tables: readonly string[], locale: string) => {
    const url = new URL(c.req.url);
    const tag = await contentTag(tables, `${url.pathname}?${url.searchParams.toString()}#${locale}`);
    c.header('ETag', tag);
    c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    c.header('Vary', 'Accept-Language, Origin');
    c.header('Content-Language', locale);
    return matches(c.req.header('if-none-match'), tag) ? c.body(null, 304) : null;
  };

  mount(publicCheckVisa, [limit], async (c, { query }) => {
    const locale = requestedLocale(query.locale, c.get('locale'));
    return (
      (await validate(c, CHECK_VISA_TABLES, locale)) ??
      c.json(await checkVisa(db, locale, query.passport, query.destination))
    );
  });

  for (const def of PUBLIC_RESOURCES) {
    const table = tableOf(def.name);
    const readable = publicDefinition(def);
    const published = publishedCondition(def, table);
    const tables = def.owner && def.owner.column !== 'id' ? [def.table, 'organizations'] : [def.table];
    const routes = publicRoutesOf(def);

    mount(routes.list, [limit], async (c, { query }) => {
      const locale = requestedLocale(query.locale, c.get('locale'));
      const list = parseListQuery(readable, table, query);
      const unchanged = await validate(c, tables, locale);
      if (unchanged) return unchanged;
      const where = and(published, list.where);
      const rows = await db
        .select(publicColumns(def, table, locale))
        .from(table)
        .where(where)
        .orderBy(...list.orderBy)
        .limit(list.limit)
        .offset(list.offset);
      // Counted up to COUNTED_UP_TO + 1: beyond, the total is a floor and the answer says so. A list of every row
      // of a large table takes the statistics' estimate instead, as the console's lists do.
      const [{ total }] = await db
        .select({
          total:
            sql<number>`${where ? sql`(select count(*) from (select 1 from ${table} where ${where} limit ${COUNTED_UP_TO + 1}) as matched)` : sql`visapath_list_total(${getTableName(table)}::regclass, ${COUNTED_UP_TO})`}`.mapWith(
              Number,
            ),
        })
        .from(sql`(select 1) as one`);
      if (total > COUNTED_UP_TO) c.header(ESTIMATED_TOTAL_HEADER, 'true');
      const last = rows.length ? list.offset + rows.length - 1 : list.offset;
      c.header('Content-Range', `${def.name} ${list.offset}-${last}/${total}`);
      return c.json(rows);
    });

    mount(routes.show, [limit], async (c, { params, query }) => {
      const locale = requestedLocale(query.locale, c.get('locale'));
      const unchanged = await validate(c, tables, locale);
      if (unchanged) return unchanged;
      const [row] = await db
        .select(publicColumns(def, table, locale))
        .from(table)
        .where(and(published, sql`${table.id} = ${params.id}`))
        .limit(1);
      if (!row) throw new ApiError(404, MESSAGES.notFound);
      return c.json(row);
    });
  }
  return app;
}
