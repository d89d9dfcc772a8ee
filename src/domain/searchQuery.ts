import { z } from 'zod';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT } from './search';
import { storable } from './storable';
import { V } from './validationKeys';

/**
 * GET /api/search?q=…&limit=…: the query string, as the route and its OpenAPI description read it. Apart from the
 * search's limits, which the console's command palette reads without loading zod.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(SEARCH_MAX_LENGTH, { error: V.maxLength })
    .refine(storable, { error: V.characters })
    .describe('text the title contains (from 3 characters) or starts with (1 or 2 characters), ignoring case'),
  limit: z.coerce
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(1, { error: V.minValue })
    .max(SEARCH_MAX_LIMIT, { error: V.maxValue })
    .default(SEARCH_DEFAULT_LIMIT)
    .describe('records per resource'),
});
