import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, UpdateParams } from 'react-admin';
import { SUMMARY_VIEW } from '../../domain/resource';
import { resourceByName } from '../../domain/resources';
import { apiUrl, httpClient } from '../providers/http';

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
  const providerFor = (resource: string, summary = false) => {
    const base = resourceByName(resource)?.base ?? '/api';
    const key = `${base}|${summary}`;
    if (!providers.has(key)) providers.set(key, simpleRestProvider(apiUrl(base), summary ? summaryClient : restClient));
    return providers.get(key)!;
  };
  return {
    getList: (resource, params) => providerFor(resource, params.meta?.view === SUMMARY_VIEW).getList(resource, params),
    getOne: (resource, params) => providerFor(resource).getOne(resource, params),
    getMany: (resource, params) => providerFor(resource).getMany(resource, params),
    getManyReference: (resource, params) => providerFor(resource).getManyReference(resource, params),
    create: (resource, params) => providerFor(resource).create(resource, params),
    update: (resource, params) => providerFor(resource).update(resource, withVersion(params)),
    updateMany: (resource, params) => providerFor(resource).updateMany(resource, params),
    delete: (resource, params) => providerFor(resource).delete(resource, params),
    deleteMany: (resource, params) => providerFor(resource).deleteMany(resource, params),
  };
}

/**
 * An update carries the version of the record as it was loaded (the API's optimistic lock): the forms validate
 * with the resource's zod schema, which keeps only the resource's own fields and so drops `version`.
 */
export function withVersion(params: UpdateParams): UpdateParams {
  const version = params.data?.version ?? params.previousData?.version;
  return version === undefined ? params : { ...params, data: { ...params.data, version } };
}
