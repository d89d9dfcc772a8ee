import { getUser } from './session';

/**
 * A form's unsaved input, kept in the tab's session storage while it differs from the record, so that a reload
 * (or a crash of the tab's page) gives it back. Per person, resource and record; dropped by a save, a discard
 * and a sign-out.
 */
export interface Draft {
  /** The record's version the input was made on (a save of an older one is a conflict, as ever). */
  version?: number;
  values: Record<string, unknown>;
}

const PREFIX = 'vp.draft:';

export const draftKey = (resource: string, id: unknown) =>
  `${PREFIX}${getUser()?.user_id ?? 'anonymous'}:${resource}:${id == null ? 'new' : String(id)}`;

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function readDraft(key: string): Draft | undefined {
  try {
    const draft = JSON.parse(storage()?.getItem(key) ?? 'null') as Draft | null;
    return draft && typeof draft.values === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, draft: Draft) {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full storage keeps the form working; only the copy is missing.
  }
}

export const dropDraft = (key: string) => storage()?.removeItem(key);

/** Every draft of this tab (at sign-out). */
export function dropAllDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
