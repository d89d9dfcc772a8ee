import { useNotify } from 'react-admin';
import { apiPost } from '@/admin/providers/http';

/** The header a write's answer names its change set in: what an undo takes back. */
export const CHANGE_SET_HEADER = 'X-Change-Set';

/** A change that can be taken back: the resource (and its API base) and the change sets of its requests. */
export interface Undoable {
  base: string;
  resource: string;
  changeSets: (string | null)[];
}

/** Announced by the data provider after deletes (react-admin's buttons make them): the shell offers the undo. */
export const UNDOABLE_EVENT = 'visapath:undoable';

export function announceUndoable(detail: Undoable & { count: number }) {
  window.dispatchEvent(new CustomEvent(UNDOABLE_EVENT, { detail }));
}

/** Takes the change back on the server (all or nothing; a 409 when a later change touched its records). */
export function undo({ base, resource, changeSets }: Undoable) {
  return apiPost<{ undone: number }>(`${base}/${resource}/undo`, { changeSets: changeSets.filter(Boolean) });
}

/** How long a toast that offers an undo stays (longer than the others: it asks for a decision). */
const UNDO_TOAST_MS = 10_000;

/** Notifies a change that was made, with an Undo button in its toast. */
export function useUndoableNotify() {
  const notify = useNotify();
  return (message: string, undoable: Undoable, messageArgs?: Record<string, unknown>) =>
    undoable.changeSets.some(Boolean)
      ? notify(message, { type: 'success', messageArgs, autoHideDuration: UNDO_TOAST_MS, undo: undoable })
      : notify(message, { type: 'success', messageArgs });
}
