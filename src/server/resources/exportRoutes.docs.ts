import { z } from 'zod';
import type { ResourceDef } from '../../domain/resource';
import { routeDocs } from '../openapi/registry';
import { EXPORT_TICKET_SECONDS } from './exportRoutes';

/** The streamed CSV export of a resource with `serverExport`. */
export const exportRouteDocs = (def: ResourceDef) =>
  routeDocs(
    {
      method: 'post',
      path: `${def.base}/${def.name}/export-url`,
      tag: def.name,
      summary: `A download link for the CSV export of ${def.name}, valid for ${EXPORT_TICKET_SECONDS} seconds (for a browser, which cannot send its token with a download)`,
      body: z.object({
        filter: z.record(z.string(), z.unknown()).optional(),
        sort: z.tuple([z.string(), z.enum(['ASC', 'DESC'])]).optional(),
      }),
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
      },
    },
  );
