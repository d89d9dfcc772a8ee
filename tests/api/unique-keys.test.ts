import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../support/api';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await TestApi.start();
  token = await api.login('admin@visapath.test');
});
afterAll(() => api.close());

describe('composite unique keys', () => {
  it('treat an empty optional part as equal: the same occupation code twice without a country is a 409', async () => {
    const body = { code: '999998', title: 'Test occupation' };
    expect((await api.call('POST', '/api/occupations', { token, body })).status).toBe(201);
    const again = await api.call<{ errors: Record<string, string> }>('POST', '/api/occupations', { token, body });
    expect(again.status).toBe(409);
    expect(again.body.errors.code).toBe('This value is already used by another record');
  });
});
