import { isPublic } from './publicApi';
import type { ResourceDef } from './resourceDef';
import type { FieldChange } from './revisions';

/**
 * Drafts and review of what the website reads. A record of a public resource can hold one draft beside its live
 * version: an admin's (`draft`), published in one step or discarded; or a partner's edit of its own live listing,
 * which waits for an admin's review (`in_review`) and is approved (published) or sent back with a note
 * (`sent_back`). A record of a resource with `is_published` can also be published or unpublished at a set time.
 */
export const DRAFT_STATUSES = ['draft', 'in_review', 'sent_back'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const hasDrafts = (def: ResourceDef) => isPublic(def) && !def.readOnly;
export const canSchedule = (def: ResourceDef) => hasDrafts(def) && def.fields.is_published?.kind === 'boolean';

/** The longest note an admin sends a partner's changes back with. */
export const REVIEW_NOTE_MAX = 2000;

export interface Draft {
  status: DraftStatus;
  /** Each changed field: its live value when the draft was made, and the draft's value. */
  changes: Record<string, FieldChange>;
  note: string | null;
  author: string | null;
  created_at: string;
  updated_at: string;
}

export interface Schedule {
  publish_at: string | null;
  unpublish_at: string | null;
}

/** What GET <resource>/:id/publication answers: the record's draft and its schedule, each when there is one. */
export interface Publication {
  draft: Draft | null;
  schedule: Schedule | null;
}

/** One entry of the review queue (GET /api/reviews): a partner's draft of a live record. */
export interface Review extends Draft {
  resource: string;
  record_id: number;
  title: string;
  organization: string | null;
}
