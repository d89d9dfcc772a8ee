import { closedTo } from './editable';
import { PROOF_STAMPS } from './proof';
import type { ResourceDef } from './resourceDef';
import type { Role } from './roles';

/** The most revisions a record's history answers, newest first. */
export const HISTORY_MAX = 200;

/** The audit actions a record's history shows: what changed its values, or confirmed them. */
export const HISTORY_ACTIONS = ['create', 'update', 'verify', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One field's change in a revision: its value before and after (a create's `from` is null). */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** One revision of a record: an audited write, its author named to those who may read users. */
export interface Revision {
  id: number;
  action: HistoryAction;
  at: string;
  author: string | null;
  changes: Record<string, FieldChange>;
  /**
   * The fields this caller may restore whose value right after this revision is not today's: what a restore of
   * the revision (the whole record as it was then) would change.
   */
  restorable: string[];
}

export interface History {
  revisions: Revision[];
  /** How many revisions the record has; above HISTORY_MAX, the oldest are left out. */
  total: number;
}

/** Two stored values are the same (as JSON: a missing value is null). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const STAMPED: readonly string[] = PROOF_STAMPS;

/**
 * The fields a restore sets, for a role: what a write of its own could set (no derived value, no date the server
 * stamps, nothing a partner may not change).
 */
export function restorableFields(def: ResourceDef, role: Role): string[] {
  return Object.entries(def.fields)
    .filter(([name, field]) => !field.derived && !STAMPED.includes(name) && !closedTo(role, def, name))
    .map(([name]) => name);
}
