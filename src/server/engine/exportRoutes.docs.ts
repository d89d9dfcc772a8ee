import { z } from 'zod';
import type { ResourceDef } from '@/domain/resourceDef';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { EXPORT_FORMATS } from './exportParams';
import { EXPORT_TICKET_SECONDS, exportUrlBody } from './exportRoutes';

/** The streamed exports of a resource: the workbook, the CSV for Excel and the RFC 4180 CSV. */
export const exportRouteDocs = (def: ResourceDef) =>
  routeDocs(
    {
      method: 'post',
      path: `${def.base}/${def.name}/export-url`,
      tag: def.name,
      summary: `A download link for an export of ${def.name}, valid for ${EXPORT_TICKET_SECONDS} seconds (for a browser, which cannot send its token with a download): to …/export with format, columns, locale or timeZone given, else to …/export.csv`,
      body: exportUrlBody.unwrap(),
      responses: {
        200: { description: 'The link', schema: z.object({ url: z.string(), expiresIn: z.number().int() }) },
        403: 'Not allowed',
      },
    },
    {
      method: 'get',
      path: `${def.base}/${def.name}/export.csv`,
      tag: def.name,
      summary: `The ${def.name} as UTF-8 CSV (the list's filter and sort), with a Bearer token or the ticket of an export-url link`,
      query: z.object({
        ticket: z.string().optional().describe('from export-url: instead of a token'),
        filter: z.string().optional().describe('as for the list (JSON)'),
        sort: z.string().optional().describe('as for the list (JSON)'),
      }),
      responses: {
        200: { description: 'The file', contentType: 'text/csv', schema: { type: 'string' } },
        403: 'Not allowed',
        410: 'The ticket was used already (a link works once)',
      },
    },
    {
      method: 'get',
      path: `${def.base}/${def.name}/export`,
      tag: def.name,
      summary: `The ${def.name} (the list's filter and sort, every row) as an Excel workbook, a CSV for Excel in the user's language, or an RFC 4180 CSV; with a Bearer token or the ticket of an export-url link`,
      query: z.object({
        ticket: z.string().optional().describe('from export-url: instead of a token (and of the parameters below)'),
        format: z.enum(EXPORT_FORMATS).optional().describe('xlsx (default), csv-excel or csv'),
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
        400: 'A bad format, column, locale, time zone, filter or sort',
        403: 'Not allowed',
        410: 'The ticket was used already (a link works once)',
      },
    },
  );
