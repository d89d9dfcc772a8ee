import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@/domain/resources';
import { TestApi } from '../support/api';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

describe('GET /api/openapi.json', () => {
  it('describes every resource of the definitions, with its fields and required ones', async () => {
    const reply = await api.call<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
    }>('GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    for (const def of RESOURCES) {
      const collection = reply.body.paths[`${def.base}/${def.name}`];
      expect(Object.keys(collection)).toEqual(['get', 'post']);
      const item = reply.body.paths[`${def.base}/${def.name}/{id}`];
      expect(Object.keys(item)).toEqual(['get', 'put', 'delete']);
      // A read-only resource's writes are served only to be refused: 403 is all they answer (after 401).
      const writes = [collection.post, item.put, item.delete] as { responses: Record<string, unknown> }[];
      for (const write of writes)
        expect(
          Object.keys(write.responses).includes('201') || Object.keys(write.responses).includes('200'),
          def.name,
        ).toBe(!def.readOnly);
      if (def.readOnly)
        for (const write of writes) expect(Object.keys(write.responses).sort(), def.name).toEqual(['401', '403']);
      const input = reply.body.components.schemas[`${def.name}.input`];
      expect(Object.keys(input.properties).sort()).toEqual(Object.keys(def.fields).sort());
      expect(input.required.sort()).toEqual(
        Object.entries(def.fields)
          .filter(([, f]) => f.required)
          .map(([n]) => n)
          .sort(),
      );
      for (const [name, field] of Object.entries(def.fields)) {
        const property = input.properties[name] as { readOnly?: boolean; type?: unknown; enum?: unknown };
        // Derived fields (location parts, a user's last sign-in) are computed by the server, never sent.
        expect(property.readOnly === true, `${def.name}.${name} readOnly`).toBe(!!field.derived);
        // A numeric enum (users.user_type) is an integer, one of its choices.
        if (field.kind === 'enum' && field.numeric)
          expect(property, `${def.name}.${name}`).toEqual({ type: 'integer', enum: field.choices!.map(Number) });
      }
      // Columns that never leave the server (users.password_hash, token_version) are not described either.
      const record = reply.body.components.schemas[def.name];
      for (const secret of ['password_hash', 'token_version'])
        expect(Object.keys(record.properties), `${def.name} record`).not.toContain(secret);
    }
    expect(Object.keys(reply.body.paths['/api/login'] ?? {})).toEqual(['post']);
  });

  it("describes exactly the keys of each resource's records as the API sends them", async () => {
    const admin = await api.login('admin@visapath.test');
    const { body } = await api.call<{
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
    }>('GET', '/api/openapi.json');
    let compared = 0;
    for (const def of RESOURCES) {
      const page = await api.call<Record<string, unknown>[]>(
        'GET',
        `${def.base}/${def.name}?range=${encodeURIComponent('[0,0]')}`,
        { token: admin },
      );
      expect(page.status, `${def.name}: ${page.text}`).toBe(200);
      if (!page.body.length) continue;
      const schema = body.components.schemas[def.name];
      expect(Object.keys(schema.properties).sort(), def.name).toEqual(Object.keys(page.body[0]).sort());
      for (const name of schema.required) expect(page.body[0], `${def.name}.${name}`).toHaveProperty(name);
      compared++;
    }
    // The seed fills nearly every resource; the audit log, whose table has no version, among them.
    expect(compared).toBeGreaterThan(RESOURCES.length / 2);
  });
});
