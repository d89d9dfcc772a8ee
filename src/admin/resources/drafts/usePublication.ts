import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasDrafts, type Publication } from '@/domain/drafts';
import type { ResourceDef } from '@/domain/resourceDef';
import type { Role } from '@/domain/roles';
import { apiGet } from '@/admin/providers/http';

/** A record's draft and schedule (GET <resource>/:id/publication), for the resources the website reads. */
export function usePublication(def: ResourceDef | undefined, id: unknown) {
  return useQuery({
    queryKey: ['publication', def?.name, String(id)],
    queryFn: () => apiGet<Publication>(`${def!.base}/${def!.name}/${String(id)}/publication`),
    enabled: !!def && hasDrafts(def) && id != null,
  });
}

/** Reloads the drafts and schedules shown (after a draft is saved, published or discarded, or a review decided). */
export function useForgetPublications() {
  const client = useQueryClient();
  return () =>
    client
      .invalidateQueries({ queryKey: ['publication'] })
      .then(() => client.invalidateQueries({ queryKey: ['reviews'] }));
}

/**
 * The values an edit form starts from besides the live record's: the draft's own author edits it further (a
 * partner its organisation's, an admin an admin's draft); a partner's changes waiting for an admin stay out of the
 * admin's form, which edits the live record.
 */
export function draftValues(role: Role | null, publication: Publication | undefined): Record<string, unknown> {
  const draft = publication?.draft;
  if (!draft || (role === 'admin' && draft.status !== 'draft')) return {};
  return Object.fromEntries(Object.entries(draft.changes).map(([name, change]) => [name, change.to]));
}
