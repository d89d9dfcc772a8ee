import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApi } from '../support/api';
import { listenOn, type Listening } from '../support/listening';

/**
 * Node's fetch (undici, keep-alive) sends a 200 KB body to routes that refuse it before reading it (403, 401, 404,
 * 415): each refusal reaches the client with its status, never as a dropped connection (UND_ERR_SOCKET).
 */

const state = setUpTestApi();
let server: Listening;
let base = '';
beforeAll(async () => {
  server = await listenOn(state.api);
  base = server.base;
});
afterAll(() => server.close());

const body = JSON.stringify({ name: 'a'.repeat(200 * 1024) });

const cases: { what: string; method: string; path: string; status: number; token: boolean; type?: string }[] = [
  { what: 'read-only organizations', method: 'POST', path: '/api/organizations', status: 403, token: true },
  { what: 'read-only audit-log', method: 'POST', path: '/api/audit-log', status: 403, token: true },
  { what: 'read-only access-requests', method: 'POST', path: '/api/access-requests', status: 403, token: true },
  {
    what: 'a route that needs a token, without one',
    method: 'POST',
    path: '/api/universities',
    status: 401,
    token: false,
  },
  { what: 'an unknown route', method: 'POST', path: '/api/no-such-route', status: 404, token: true },
  {
    what: 'the wrong content type',
    method: 'POST',
    path: '/api/universities',
    status: 415,
    token: true,
    type: 'text/plain',
  },
];

describe('a refusal answered before the body is read', () => {
  for (const c of cases) {
    it(`reaches Node's fetch as ${c.status} (${c.what}), every time`, async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < 20; i++) {
        const headers: Record<string, string> = { 'content-type': c.type ?? 'application/json' };
        if (c.token) headers.authorization = `Bearer ${state.admin}`;
        try {
          const reply = await fetch(`${base}${c.path}`, { method: c.method, headers, body });
          await reply.arrayBuffer();
          outcomes.push(String(reply.status));
        } catch (error) {
          outcomes.push(`network error: ${String((error as Error).cause ?? error)}`);
        }
      }
      expect(outcomes.filter((o) => o !== String(c.status))).toEqual([]);
    });
  }
});
