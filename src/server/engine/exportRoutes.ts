import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { ResourceDef } from '@/domain/resourceDef';
import { audit } from '@/server/infrastructure/audit';
import { assertCan, requireAuth, sessionResolver } from '@/server/middleware/guard';
import { createSingleUseTokens } from '@/server/infrastructure/singleUseTokens';
import { sameDigest } from '@/server/infrastructure/tokens';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, errorJson, readJson } from '@/server/infrastructure/http';
import { defineRoute, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { csvStream, exportPlan } from './csvExport';
import { EXPORT_FORMATS, parseExportParams, type ExportParams, type RawExportParams } from './exportParams';
import { labelledPlan } from './labelledExport';
import { parseListQuery } from './listQuery';
import { workbookStream } from './xlsxParts';

/** How long a download link stays valid: long enough for the browser to follow it, too short to share. */
const EXPORT_TICKET_SECONDS = 60;

interface Ticket extends RawExportParams {
  sub: number;
  sid: string;
  tv: number;
  resource: string;
  filter?: string;
  sort?: string;
  exp: number;
  /** The single-use token the first download spends (createSingleUseTokens): a second use is refused. */
  once: string;
}

const encode = (ticket: Ticket) => Buffer.from(JSON.stringify(ticket)).toString('base64url');

function readTicket(deps: Deps, raw: string, resource: string): Ticket | null {
  const [payload, mac] = raw.split('.');
  if (!payload || !mac || !sameDigest(mac, deps.tokens.digest(`export:${payload}`))) return null;
  try {
    const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Ticket;
    return ticket.resource === resource && ticket.exp > Date.now() / 1000 ? ticket : null;
  } catch {
    return null;
  }
}

/** What POST …/export-url takes: the list's filter and sort, and for the export route its format and columns. */
const exportUrlBody = z
  .object({
    filter: z.record(z.string(), z.unknown()).optional(),
    sort: z.tuple([z.string(), z.enum(['ASC', 'DESC'])]).optional(),
    format: z.string().optional(),
    columns: z.array(z.string().max(100)).max(200).optional(),
    locale: z.string().max(10).optional(),
    timeZone: z.string().max(64).optional(),
  })
  .nullable();

const CONTENT_TYPE = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'csv-excel': 'text/csv; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
} as const;

const notAllowed = errorAnswer('Not allowed');
const ticketUsed = errorAnswer('The ticket was used already (a link works once)');

/**
 * The streamed exports of a resource: the workbook, the CSV for Excel and the RFC 4180 CSV. Their inputs are
 * read by the handlers (the download's query parameters give way to the ticket's), so every parameter here is
 * an optional string: a bad value is the handler's 400, as it always was.
 */
export const exportRouteDeclarations = (def: ResourceDef) => {
  // As their ids have always read: the path after /api in words (/api/visa/visa-requirements: VisaVisaRequirements).
  const entity = `${def.base}/${def.name}`
    .replace(/^\/api\//, '')
    .split(/[/._-]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return {
    exportUrl: defineRoute({
      method: 'post',
      path: `${def.base}/${def.name}/export-url`,
      tag: def.name,
      operationId: `post${entity}ExportUrl`,
      summary: `A download link for an export of ${def.name}, valid for ${EXPORT_TICKET_SECONDS} seconds (for a browser, which cannot send its token with a download): to …/export with format, columns, locale or timeZone given, else to …/export.csv`,
      // Read by the handler after the role check (JSON, or null for the whole list as CSV).
      body: { schema: exportUrlBody.unwrap() },
      responses: {
        200: { description: 'The link', schema: z.object({ url: z.string(), expiresIn: z.number().int() }) },
        400: errorAnswer('Malformed JSON, a body of another shape, or a bad filter, sort, format or column'),
        403: notAllowed,
      },
    }),
    exportCsv: defineRoute({
      method: 'get',
      path: `${def.base}/${def.name}/export.csv`,
      tag: def.name,
      operationId: `get${entity}ExportCsv`,
      summary: `The ${def.name} as UTF-8 CSV (the list's filter and sort), with a Bearer token or the ticket of an export-url link`,
      query: z.object({
        ticket: z.string().optional().describe('from export-url: instead of a token'),
        filter: z.string().optional().describe('as for the list (JSON)'),
        sort: z.string().optional().describe('as for the list (JSON)'),
      }),
      responses: {
        200: { description: 'The file', contentType: 'text/csv', schema: { type: 'string' } },
        400: errorAnswer('A bad filter or sort'),
        401: errorAnswer('Authorization token missing or invalid, or a ticket that is not valid (any more)'),
        403: notAllowed,
        410: ticketUsed,
      },
    }),
    export: defineRoute({
      method: 'get',
      path: `${def.base}/${def.name}/export`,
      tag: def.name,
      operationId: `get${entity}Export`,
      summary: `The ${def.name} (the list's filter and sort, every row) as an Excel workbook, a CSV for Excel in the user's language, or an RFC 4180 CSV; with a Bearer token or the ticket of an export-url link`,
      query: z.object({
        ticket: z.string().optional().describe('from export-url: instead of a token (and of the parameters below)'),
        format: z
          .string()
          .optional()
          .meta({ enum: [...EXPORT_FORMATS] })
          .describe('xlsx (default), csv-excel or csv'),
        columns: z.string().optional().describe('the columns in order, comma-separated keys (default: every column)'),
        locale: z.string().optional().describe('en, de or fr: headers, labels, separator (default: Accept-Language)'),
        timeZone: z
          .string()
          .optional()
          .describe("IANA zone of the workbook's and the CSV for Excel's times (default UTC)"),
        filter: z.string().optional().describe('as for the list (JSON)'),
        sort: z.string().optional().describe('as for the list (JSON)'),
      }),
      responses: {
        200: {
          description: 'The file',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          schema: { type: 'string', format: 'binary' },
        },
        400: errorAnswer('A bad format, column, locale, time zone, filter or sort'),
        401: errorAnswer('Authorization token missing or invalid, or a ticket that is not valid (any more)'),
        403: notAllowed,
        410: ticketUsed,
      },
    }),
  };
};

const fileName = (def: ResourceDef, format: ExportParams['format']) =>
  `${def.name}-${new Date().toISOString().slice(0, 10)}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;

/**
 * The streamed exports of a resource (docs/api.md, Exporting). A browser cannot send its Bearer token with a
 * plain download, and a download through fetch would hold the whole file in the page's memory; so the SPA asks
 * for a short-lived signed link (POST …/export-url with the list's filter, sort, format and columns) and lets
 * the browser fetch it. API clients may also GET …/export?format=… or …/export.csv with their Bearer token.
 * export.csv is the RFC 4180 file with every column, as it has always been.
 */
export function exportRoutes(def: ResourceDef, deps: Deps) {
  const { db } = deps.database;
  const table = tableOf(def.name);
  const app = new Hono<AppEnv>();
  const bearer = requireAuth(deps);
  const resolveSession = sessionResolver(deps);
  const onceTokens = createSingleUseTokens(deps, 'export', EXPORT_TICKET_SECONDS * 1000);
  const routes = exportRouteDeclarations(def);
  const mount = mountRoutes(app, def.base);

  /** A ticket stands for its session: it dies with it (logout, deactivation, password change). */
  const ticketOrBearer = createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.query('ticket');
    if (raw === undefined) return bearer(c, next);
    const ticket = readTicket(deps, raw, def.name);
    const session = ticket && (await resolveSession(ticket.sid, ticket.sub, ticket.tv));
    if (!ticket || !session) return errorJson(c, 401, MESSAGES.tokenInvalid);
    if (!(await onceTokens.redeem(ticket.once))) return errorJson(c, 410, MESSAGES.exportLinkUsed);
    c.set('principal', session.principal);
    const { filter, sort, format, columns, locale, timeZone } = ticket;
    c.set('exportQuery', { filter, sort, format, columns, locale, timeZone });
    await next();
  });

  mount(routes.exportUrl, [bearer], async (c) => {
    await assertCan(c, deps, def.name, 'export');
    const parsed = exportUrlBody.safeParse(await readJson(c));
    if (!parsed.success) throw new ApiError(400, MESSAGES.invalidInput);
    const body = parsed.data;
    const filter = body?.filter === undefined ? undefined : JSON.stringify(body.filter);
    const sort = body?.sort === undefined ? undefined : JSON.stringify(body.sort);
    parseListQuery(def, table, { filter, sort }); // a bad filter is a 400 now, not a broken download later
    const raw: RawExportParams = {
      format: body?.format,
      columns: body?.columns?.join(','),
      locale: body?.locale,
      timeZone: body?.timeZone,
    };
    const chosen = Object.values(raw).some((v) => v !== undefined);
    if (chosen) parseExportParams(def, table, raw);
    const p = c.get('principal');
    const [user] = await db.select({ tv: users.token_version }).from(users).where(eq(users.id, p.userId));
    const once = await onceTokens.issue({ id: p.userId, token_version: user.tv });
    const payload = encode({
      once,
      sub: p.userId,
      sid: p.sessionId,
      tv: user.tv,
      resource: def.name,
      filter,
      sort,
      ...(chosen ? raw : {}),
      exp: Math.floor(Date.now() / 1000) + EXPORT_TICKET_SECONDS,
    });
    const ticket = `${payload}.${deps.tokens.digest(`export:${payload}`)}`;
    const route = chosen ? 'export' : 'export.csv';
    return c.json({ url: `${def.base}/${def.name}/${route}?ticket=${ticket}`, expiresIn: EXPORT_TICKET_SECONDS });
  });

  const download = async (c: Context<AppEnv>, legacy: boolean) => {
    await assertCan(c, deps, def.name, 'export');
    const principal = c.get('principal');
    const q = (name: string) => c.req.query(name);
    const query = c.get('exportQuery') ?? {
      filter: q('filter'),
      sort: q('sort'),
      format: q('format'),
      columns: q('columns'),
      locale: q('locale') ?? c.get('locale'),
      timeZone: q('timeZone'),
    };
    const list = parseListQuery(def, table, { filter: query.filter, sort: query.sort });
    const params = legacy ? undefined : parseExportParams(def, table, query);
    const format = params?.format ?? 'csv';
    const plan =
      !params || params.format === 'csv'
        ? exportPlan(def, table, list, principal, params?.columns)
        : labelledPlan(params.format, def, table, list, principal, {
            names: params.columns,
            locale: params.locale,
            timeZone: params.timeZone,
          });
    await audit(db, {
      userId: principal.userId,
      action: 'export',
      resource: def.name,
      ip: c.get('ip'),
      changes: legacy
        ? { filter: query.filter ?? null, sort: query.sort ?? null }
        : {
            filter: query.filter ?? null,
            sort: query.sort ?? null,
            format,
            columns: params?.columns?.join(',') ?? null,
          },
    });
    const rows = csvStream(deps.database, plan);
    return c.body(format === 'xlsx' ? workbookStream(rows, def.name) : rows, 200, {
      'Content-Type': CONTENT_TYPE[format],
      'Content-Disposition': `attachment; filename="${fileName(def, format)}"`,
      'Cache-Control': 'no-store',
    });
  };

  mount(routes.exportCsv, [ticketOrBearer], (c) => download(c, true));
  mount(routes.export, [ticketOrBearer], (c) => download(c, false));

  return app;
}
