import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../support/api';
import { OPENAPI_CONFIGURATIONS } from '../support/openapi-configurations';

type Document = { paths: Record<string, Record<string, unknown>> };

/** "GET /api/users/{id}" for each route the app registered under /api (middleware and catch-alls left out). */
function registeredRoutes(api: TestApi): string[] {
  const routes = api.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.includes('*'))
    // Hono writes a parameter as :id (or :id{pattern}), OpenAPI as {id}.
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
  return [...new Set(routes)].sort();
}

const documentedRoutes = (doc: Document): string[] =>
  Object.entries(doc.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

for (const [name, config] of Object.entries(OPENAPI_CONFIGURATIONS)) {
  describe(`the OpenAPI document ${name}`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await TestApi.start(config);
    });
    afterAll(() => api.close());

    it('documents every route the API serves, and no route it does not serve', async () => {
      const reply = await api.call<Document>('GET', '/api/openapi.json');
      expect(reply.status).toBe(200);
      const registered = registeredRoutes(api);
      const documented = documentedRoutes(reply.body);
      expect(registered.length).toBeGreaterThan(100);
      expect(
        registered.filter((r) => !documented.includes(r)),
        'routes missing from /api/openapi.json',
      ).toEqual([]);
      expect(
        documented.filter((r) => !registered.includes(r)),
        'documented routes the API does not serve',
      ).toEqual([]);
    });
  });
}
