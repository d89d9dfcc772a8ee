import { z } from 'zod';
import { canAccess } from './access';
import type { ResourceDef } from './resourceDef';
import { RESOURCES } from './resources';
import type { Role } from './roles';
import { storable } from './storable';
import { V } from './validationKeys';

/** The longest text the search across resources takes. */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many records per resource; by default SEARCH_DEFAULT_LIMIT. */
const SEARCH_MAX_LIMIT = 20;
export const SEARCH_DEFAULT_LIMIT = 5;
/** Shorter texts match titles by their start only, longer ones anywhere in the title (a trigram index serves both). */
export const SEARCH_SUBSTRING_FROM = 3;

/** GET /api/search?q=…&limit=…: the query string, as the route and its OpenAPI description read it. */
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

/** One record found: its resource, id and title; for admins, the organisation an owned record belongs to. */
export interface SearchHit {
  resource: string;
  id: number;
  title: string;
  detail?: string;
}

/**
 * The resources a role's search looks into: those it may list whose title is a searchable field. Driven by the
 * definitions and the shared access rules, like the lists themselves.
 */
export function searchableResources(role: Role | null | undefined): ResourceDef[] {
  return RESOURCES.filter(
    (def) => def.fields[def.title]?.search === true && canAccess(role, { resource: def.name, action: 'list' }),
  );
}
