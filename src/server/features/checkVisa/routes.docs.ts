import { z } from 'zod';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { IMPORT_MAX_BYTES } from '@/server/engine/import/routes';

const iso2 = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .describe('ISO 3166-1 alpha-2');
const country = z.object({
  id: z.number().int(),
  iso2: z.string(),
  name: z.string(),
  name_de: z.string().nullable(),
  name_fr: z.string().nullable(),
});

const importResultSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  invalid: z.array(
    z.object({
      line: z.number().int(),
      message: z.string(),
      code: z.string(),
      value: z.string().optional(),
      first_line: z.number().int().optional(),
    }),
  ),
  invalid_count: z.number().int(),
  applied: z.boolean(),
});

/** The check-my-visa lookup and the CSV import of the requirement matrix. */
export const checkVisaRouteDocs = routeDocs(
  {
    method: 'get',
    path: '/api/visa/check',
    tag: 'visa-requirements',
    query: z.object({ passport: iso2, destination: iso2 }),
    summary: 'What a passport holder needs to visit a destination, with the matching visa, its documents and FAQs',
    responses: {
      200: {
        description: 'The requirement',
        schema: z.object({
          id: z.number().int(),
          passport: country,
          destination: country,
          requirement: z.string(),
          max_stay_days: z.number().int().nullable(),
          notes: z.string().nullable(),
          source: z.string().nullable(),
          checked_at: z.string().nullable(),
          country_visa: z.record(z.string(), z.unknown()).nullable(),
          documents: z.array(z.record(z.string(), z.unknown())),
          faqs: z.array(z.record(z.string(), z.unknown())),
        }),
      },
      404: 'No requirement recorded for the pair',
    },
  },
  {
    method: 'post',
    path: '/api/visa/visa-requirements/import',
    tag: 'visa-requirements',
    summary: `Import the requirement matrix from CSV (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB): a dry run, or with apply=true written in one transaction`,
    query: z.object({ apply: z.enum(['true', 'false', '1', '0']).optional() }),
    body: { contentType: 'text/csv', schema: { type: 'string' }, description: 'or application/json {"csv": "…"}' },
    responses: {
      200: { description: 'What the file holds (and, with apply, that it was written)', schema: importResultSchema },
      400: {
        description: 'Invalid rows: nothing was written',
        schema: importResultSchema.extend({ message: z.string() }),
      },
      403: 'Not allowed',
      413: 'Too large',
      415: 'Neither CSV nor JSON',
    },
  },
);
