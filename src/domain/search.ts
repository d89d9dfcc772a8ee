import { canAccess } from './access';
import type { ResourceDef } from './resourceDef';
import { RESOURCES } from './resources';
import type { Role } from './roles';

/** The longest text the search across resources takes. */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many records per resource; by default SEARCH_DEFAULT_LIMIT. */
export const SEARCH_MAX_LIMIT = 20;
export const SEARCH_DEFAULT_LIMIT = 5;
/** Shorter texts match titles by their start only, longer ones anywhere in the title (a trigram index serves both). */
export const SEARCH_SUBSTRING_FROM = 3;

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
