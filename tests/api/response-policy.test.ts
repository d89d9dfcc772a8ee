import { describe, expect, it } from 'vitest';
import { setUpTestApi } from '../support/api';

const env = setUpTestApi();

describe('what browsers and caches may keep', () => {
  it('marks every authenticated API answer no-store, a list, a record, a refusal and a download link alike', async () => {
    for (const [path, status] of [
      ['/api/me', 200],
      ['/api/occupations?range=[0,4]', 200],
      ['/api/views?resource=occupations', 200],
      ['/api/occupations/999999999', 404],
    ] as const) {
      const reply = await env.api.call('GET', path, { token: env.admin });
      expect(reply.status, path).toBe(status);
      expect(reply.headers.get('cache-control'), path).toBe('no-store');
    }
    const link = await env.api.call<{ url: string }>('POST', '/api/occupations/export-url', {
      token: env.admin,
      body: { format: 'csv' },
    });
    expect(link.headers.get('cache-control')).toBe('no-store');
    const file = await env.api.app.fetch(new Request(`http://visapath.test${link.body.url}`));
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
  });

  it("forbids every <base> element in the console's policy", async () => {
    const reply = await env.api.call('GET', '/api/health');
    expect(reply.headers.get('content-security-policy')).toContain("base-uri 'none'");
  });
});
