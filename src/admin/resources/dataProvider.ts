import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, UpdateParams } from 'react-admin';
import { resourceByName } from '../../domain/resources';
import { apiUrl, httpClient } from '../providers/http';

/** ra-data-simple-rest on both API bases (DESIGN §4): each resource goes to the base its definition names. */
export function createDataProvider(): DataProvider {
  const byBase = new Map<string, DataProvider>();
  const providerFor = (resource: string) => {
    const base = resourceByName(resource)?.base ?? '/api';
    if (!byBase.has(base)) byBase.set(base, simpleRestProvider(apiUrl(base), httpClient));
    return byBase.get(base)!;
  };
  return new Proxy({} as DataProvider, {
    get: (_target, method: string) =>
      (resource: string, ...args: unknown[]) => {
        const provider = providerFor(resource) as unknown as Record<string, (...a: unknown[]) => unknown>;
        return method === 'update' ? provider.update(resource, withVersion(args[0] as UpdateParams)) : provider[method](resource, ...args);
      },
  });
}

/**
 * An update carries the version of the record as it was loaded (the API's optimistic lock): the forms validate
 * with the resource's zod schema, which keeps only the resource's own fields and so drops `version`.
 */
export function withVersion(params: UpdateParams): UpdateParams {
  const version = params.data?.version ?? params.previousData?.version;
  return version === undefined ? params : { ...params, data: { ...params.data, version } };
}
