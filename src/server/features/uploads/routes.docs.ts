import { z } from 'zod';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { MAX_UPLOAD_BYTES } from './routes';

/** Files for file fields: uploaded raw, then named by URL in the record. */
export const uploadRouteDocs = routeDocs(
  {
    method: 'post',
    path: '/api/uploads',
    tag: 'uploads',
    summary: `Upload a file for a file field (at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, or the field's own limit), the raw body with its Content-Type`,
    query: z.object({
      resource: z.string().describe('a resource, or me for your own profile'),
      field: z.string().describe('a file field of it'),
      id: z
        .string()
        .regex(/^[1-9]\d*$/)
        .optional()
        .describe('the record the file is for (an edit form); without it, a new record (a create form)'),
    }),
    body: {
      contentType: 'application/octet-stream',
      schema: { type: 'string', format: 'binary' },
      description: 'PDF, PNG, JPEG or WebP, as the field accepts (checked against the first bytes)',
    },
    responses: {
      201: { description: 'Where it is served', schema: z.object({ url: z.string() }) },
      403: "Not allowed: the resource, the field, or the record (another organisation's) is not yours to write",
      413: 'Too large',
    },
  },
  {
    method: 'get',
    path: '/api/uploads/:name',
    tag: 'uploads',
    public: true,
    summary: 'An uploaded file (names are random)',
    params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(pdf|png|jpg|webp)$/) }),
    responses: {
      200: {
        description: 'The file, cached for a year',
        contentType: 'application/octet-stream',
        schema: { type: 'string', format: 'binary' },
      },
      404: 'Not found',
    },
  },
);
