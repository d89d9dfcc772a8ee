import { describe, expect, it } from 'vitest';
import { setUpTestApi } from '../support/api';

const env = setUpTestApi();

describe('composite unique keys', () => {
  it('treat an empty optional part as equal: the same occupation code twice without a country is a 409', async () => {
    const body = { code: '999998', title: 'Test occupation' };
    expect((await env.api.call('POST', '/api/occupations', { token: env.admin, body })).status).toBe(201);
    const again = await env.api.call<{ errors: Record<string, string> }>('POST', '/api/occupations', {
      token: env.admin,
      body,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.code).toBe('This value is already used by another record');
  });
});

describe('unique keys of tables several resources share', () => {
  it("an organisation slug is unique across every type: a bank cannot take an insurer's slug (409 on slug)", async () => {
    const slug = 'shared-slug-check';
    expect(
      (await env.api.call('POST', '/api/insurers', { token: env.admin, body: { name: 'Slug Insurer', slug } })).status,
    ).toBe(201);
    const again = await env.api.call<{ errors: Record<string, string> }>('POST', '/api/banks', {
      token: env.admin,
      body: { name: 'Slug Bank', slug },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.slug).toBe('This value is already used by another record');
    const banks = await env.api.call<unknown[]>(
      'GET',
      `/api/banks?filter=${encodeURIComponent(JSON.stringify({ slug }))}`,
      { token: env.admin },
    );
    expect(banks.body).toEqual([]);
  });

  it('a user email is unique whatever its case (409 on email)', async () => {
    const body = { first_name: 'Case', last_name: 'Check', user_type: 1, email: 'case.check@example.com' };
    expect((await env.api.call('POST', '/api/users', { token: env.admin, body })).status).toBe(201);
    const again = await env.api.call<{ errors: Record<string, string> }>('POST', '/api/users', {
      token: env.admin,
      body: { ...body, email: 'Case.Check@Example.com' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors.email).toBe('This value is already used by another record');
  });
});
