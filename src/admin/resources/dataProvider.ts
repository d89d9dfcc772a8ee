import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, UpdateParams } from 'react-admin';
import { ESTIMATED_TOTAL_HEADER, SUMMARY_VIEW } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import { apiUrl, httpClient } from '@/admin/providers/http';
import { announceUndoable, CHANGE_SET_HEADER } from './undo';

/** Marks the data of a save that is a minor change: sent as PUT ?minor=true, never as a field. */
export const MINOR_CHANGE = '_minor_change';

/** The records an update answered with while the change waits for an admin's review (HTTP 202). */
const waitingForReview = new WeakSet<object>();
export const waitsForReview = (data: unknown) =>
  typeof data === 'object' && data !== null && waitingForReview.has(data);

/**
 * simple-rest also sends a list's page as a Range header, and a browser asks for the answer to a request with one
 * uncompressed (Accept-Encoding: identity). The API pages by the `range` query parameter alone: the header goes.
 */
const restClient: typeof httpClient = (url, options = {}) => {
  if (!options.headers) return httpClient(url, options);
  const headers = new Headers(options.headers);
  headers.delete('Range');
  headers.set('Accept', 'application/json');
  return httpClient(url, { ...options, headers });
};

/** The list URL with the summary view (simple-rest builds the rest of it). */
const summaryClient: typeof httpClient = (url, options) =>
  restClient(`${url}${url.includes('?') ? '&' : '?'}view=${SUMMARY_VIEW}`, options);

/**
 * ra-data-simple-rest on both API bases (/api and /api/visa): each resource goes to the base its definition names. A
 * getList with `meta.view = 'summary'` (the list screens) asks for the summary view: no long texts.
 */
export function createDataProvider(): DataProvider {
  const providers = new Map<string, DataProvider>();
  const providerFor = (resource: string) => {
    const base = baseOf(resource);
    if (!providers.has(base)) providers.set(base, simpleRestProvider(apiUrl(base), restClient));
    return providers.get(base)!;
  };
  return {
    // A total beyond what the API counts is its estimate (X-Total-Estimated): the list says "about" (meta).
    getList: async (resource, params) => {
      let estimated = false;
      const client = params.meta?.view === SUMMARY_VIEW ? summaryClient : restClient;
      const result = await simpleRestProvider(apiUrl(baseOf(resource)), async (url, options) => {
        const answer = await client(url, options);
        estimated = answer.headers.get(ESTIMATED_TOTAL_HEADER) === 'true';
        return answer;
      }).getList(resource, params);
      return estimated ? { ...result, meta: { ...result.meta, estimatedTotal: true } } : result;
    },
    getOne: (resource, params) => providerFor(resource).getOne(resource, params),
    getMany: (resource, params) => providerFor(resource).getMany(resource, params),
    getManyReference: (resource, params) => providerFor(resource).getManyReference(resource, params),
    create: (resource, params) => providerFor(resource).create(resource, params),
    // The writes an undo can take back answer with their change set (X-Change-Set): an update hands it to its
    // caller (meta.changeSet), a delete announces it, for the toast that offers the undo.
    update: async (resource, params) => {
      // A minor change (a typo fixed) leaves the translations' status as it was.
      const { [MINOR_CHANGE]: minor, ...data } = withVersion(params).data as Record<string, unknown>;
      const { json, headers, status } = await restClient(
        `${recordUrl(resource, params.id)}${minor ? '?minor=true' : ''}`,
        { method: 'PUT', body: JSON.stringify(data) },
      );
      // 202: a partner's edit of its live listing, kept as a draft for review; the answer is the live record.
      if (status === 202) waitingForReview.add(json as object);
      return { data: json, meta: { changeSet: headers.get(CHANGE_SET_HEADER) } };
    },
    updateMany: (resource, params) => providerFor(resource).updateMany(resource, params),
    delete: async (resource, params) => {
      const { json, headers } = await restClient(recordUrl(resource, params.id), { method: 'DELETE' });
      announceUndoable({ base: baseOf(resource), resource, changeSets: [headers.get(CHANGE_SET_HEADER)], count: 1 });
      return { data: json };
    },
    deleteMany: async (resource, params) => {
      // Every record the list's filter matches (see wholeFilter): one request, one change set.
      const filter = (params.meta as { filter?: object } | undefined)?.filter;
      if (filter) {
        const { json, headers } = await restClient(`${baseOf(resource)}/${resource}/bulk-delete`, {
          method: 'POST',
          body: JSON.stringify({ filter }),
        });
        const { deleted, count } = json as { deleted: Identifier[]; count: number };
        announceUndoable({ base: baseOf(resource), resource, changeSets: [headers.get(CHANGE_SET_HEADER)], count });
        return { data: deleted };
      }
      const answers = await Promise.all(
        params.ids.map((id) => restClient(recordUrl(resource, id), { method: 'DELETE' })),
      );
      announceUndoable({
        base: baseOf(resource),
        resource,
        changeSets: answers.map(({ headers }) => headers.get(CHANGE_SET_HEADER)),
        count: answers.length,
      });
      return { data: answers.map(({ json }) => (json as { id: Identifier }).id) };
    },
  };
}

const baseOf = (resource: string) => resourceByName(resource)?.base ?? '/api';
const recordUrl = (resource: string, id: Identifier) =>
  `${baseOf(resource)}/${resource}/${encodeURIComponent(String(id))}`;

/**
 * An update carries the version of the record as it was loaded (the API's optimistic lock): the forms validate
 * with the resource's zod schema, which keeps only the resource's own fields and so drops `version`.
 */
function withVersion(params: UpdateParams): UpdateParams {
  const version = params.data?.version ?? params.previousData?.version;
  return version === undefined ? params : { ...params, data: { ...params.data, version } };
}
