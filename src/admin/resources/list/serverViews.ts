import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import type { Role } from '@/domain/roles';
import type { SavedView, ViewState } from '@/domain/views';
import { apiGet, apiPost, httpClient } from '@/admin/providers/http';
import { savedViewsKey, type ListView } from './listViews';

const viewsKey = (resource: string) => ['saved-views', resource];

/** The caller's saved views of a list and those shared with its role, kept on the server (GET /api/views). */
export function useServerViews(resource: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: viewsKey(resource),
    queryFn: () => apiGet<SavedView[]>(`/api/views?resource=${encodeURIComponent(resource)}`),
    staleTime: 30_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(resource) });
  const save = useMutation({
    mutationFn: (view: { name: string; state: ViewState; shared_with: Role | null; id?: number }) =>
      view.id
        ? httpClient(`/api/views/${view.id}`, {
            method: 'PUT',
            body: JSON.stringify({ name: view.name, state: view.state, shared_with: view.shared_with }),
          }).then(({ json }) => json as SavedView)
        : apiPost<SavedView>('/api/views', { resource, ...view }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => httpClient(`/api/views/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  useMoveBrowserViews(resource, query.isSuccess, save.mutateAsync);
  return { views: query.data ?? [], loading: query.isPending, save, remove };
}

/**
 * Views saved before they were kept on the server lived in this browser's store: they move to the server once,
 * under their own names, and leave the browser.
 */
function useMoveBrowserViews(
  resource: string,
  ready: boolean,
  save: (view: { name: string; state: ViewState; shared_with: null }) => Promise<SavedView>,
) {
  const [local, setLocal] = useStore<ListView[]>(savedViewsKey(resource), []);
  useEffect(() => {
    if (!ready || !Array.isArray(local) || local.length === 0) return;
    const moving = local.filter((view) => typeof view?.label === 'string' && view.value?.filter);
    setLocal([]);
    void Promise.allSettled(moving.map((view) => save({ name: view.label, state: view.value, shared_with: null })));
  }, [ready, local, setLocal, save]);
}
