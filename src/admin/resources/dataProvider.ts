import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
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
      (resource: string, ...args: unknown[]) => (providerFor(resource) as unknown as Record<string, (...a: unknown[]) => unknown>)[method](resource, ...args),
  });
}
