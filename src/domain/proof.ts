import { relativeDay } from './relativeDate';
import type { Fields, ListViewDef, ResourceDef } from './resourceDef';

/**
 * Facts the public relies on (a visa requirement, a fee, a customs allowance) carry their proof: where they come
 * from, when they last changed and when someone last made sure they still hold. A definition names its facts in
 * `proof` and spreads PROOF_FIELDS into its fields; the server stamps the dates, nobody types them.
 */

/** Days after its last verification a fact is due for review again, unless its definition says otherwise. */
export const DEFAULT_REVIEW_DAYS = 90;

export const PROOF_FIELDS = {
  source_url: { kind: 'url', tab: 'proof' },
  source_name: { kind: 'text', max: 200, filter: true, search: true, tab: 'proof' },
  /** When a fact last changed (its creation, or a save or an import that changed one of the facts). */
  changed_at: { kind: 'datetime', derived: true, sort: true, filter: true, tab: 'proof' },
  /** When the facts were last found to hold: a change, a "Confirm unchanged", or an import that found them unchanged. */
  verified_at: { kind: 'datetime', derived: true, list: true, sort: true, filter: true, tab: 'proof' },
  /** When the facts are due for review: verified_at plus the definition's review cycle. */
  review_by: { kind: 'datetime', derived: true, sort: true, filter: true, tab: 'proof' },
} as const satisfies Fields;

/** The proof's fields the server stamps. */
export const PROOF_STAMPS = ['changed_at', 'verified_at', 'review_by'] as const;

/**
 * The list filter of the facts due for review: their review date is today or earlier. Relative to the day, so the
 * view (saved or linked from the dashboard) shows what is due on the day it is opened.
 */
export const dueForReviewFilter = () => ({ review_by_lte: relativeDay(0) });

/** The list view of the facts due for review (their review date is today or past), soonest first. */
export const DUE_FOR_REVIEW: ListViewDef = {
  key: 'due_for_review',
  filter: dueForReviewFilter(),
  sort: ['review_by', 'ASC'],
};

const reviewDaysOf = (def: ResourceDef) => def.proof?.reviewDays ?? DEFAULT_REVIEW_DAYS;

/** The stamp of facts found to hold at `now`: verified then, due for review a cycle later. */
export function verifiedStamp(def: ResourceDef, now: Date) {
  const due = new Date(now.getTime() + reviewDaysOf(def) * 86_400_000);
  return { verified_at: now.toISOString(), review_by: due.toISOString() };
}

/**
 * What a write adds to a record with facts: on a create, or when a fact's value differs from the stored one, the
 * facts changed and were verified now; otherwise nothing (the stored dates stay).
 */
export function proofStamp(
  def: ResourceDef,
  record: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  now: Date,
): Record<string, string> {
  if (!def.proof) return {};
  const changed =
    !existing ||
    def.proof.facts.some(
      (name) =>
        record[name] !== undefined && JSON.stringify(record[name] ?? null) !== JSON.stringify(existing[name] ?? null),
    );
  return changed ? { changed_at: now.toISOString(), ...verifiedStamp(def, now) } : {};
}
