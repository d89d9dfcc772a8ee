import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => { api = await TestApi.start(); });
afterAll(() => api.close());

describe('GET /api/openapi.json', () => {
  it('describes every resource of the definitions, with its fields and required ones', async () => {
    const reply = await api.call<{ openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } }>('GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    for (const def of RESOURCES) {
      const collection = reply.body.paths[`${def.base}/${def.name}`];
      expect(Object.keys(collection)).toEqual(def.readOnly ? ['get'] : ['get', 'post']);
      expect(Object.keys(reply.body.paths[`${def.base}/${def.name}/{id}`])).toEqual(def.readOnly ? ['get'] : ['get', 'put', 'delete']);
      const input = reply.body.components.schemas[`${def.name}.input`];
      expect(Object.keys(input.properties).sort()).toEqual(Object.keys(def.fields).sort());
      expect(input.required.sort()).toEqual(Object.entries(def.fields).filter(([, f]) => f.required).map(([n]) => n).sort());
    }
    expect(reply.body.paths['/api/login']).toBeDefined();
  });
});
