import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEn } from '@/domain/messages/en';
import { IMPORT_MAX_BYTES } from '@/server/engine/import/routes';
import { setUpTestApi } from '../support/api';
import { listenOn, type Listening } from '../support/listening';

/**
 * Node's fetch (undici, keep-alive by default) against a listening server. An oversize JSON body is answered 413 with its message over a real socket, every time, and the same
 * keep-alive client goes on working: the server reads (and discards) the rest of the body, or closes the
 * connection only after the answer has reached the client.
 */

const state = setUpTestApi();
let server: Listening;
let base = '';
beforeAll(async () => {
  server = await listenOn(state.api);
  base = server.base;
});
afterAll(() => server.close());

const TOO_LARGE = domainEn.vp.api.too_large;
const FILE_TOO_LARGE = domainEn.vp.api.file_too_large.replace('%{limit}', '32 MB');
const big = JSON.stringify({ username: 'someone@example.com', password: 'x', padding: 'a'.repeat(3 * 1024 * 1024) });

async function post(path: string, body: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const reply = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  return { status: reply.status, body: (await reply.json()) as { message?: string } };
}

describe('an oversize JSON body over a keep-alive connection', () => {
  const paths = ['/api/login', '/api/universities', '/api/public/enquiries'];
  for (const path of paths) {
    it(`always answers 413 with its message on ${path}, and the next request works`, async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < 15; i++) {
        try {
          const reply = await post(path, big, state.admin);
          outcomes.push(
            reply.status === 413 && reply.body.message === TOO_LARGE ? '413' : `${reply.status} ${reply.body.message}`,
          );
        } catch (error) {
          outcomes.push(`network error: ${(error as Error).cause ?? error}`);
        }
        const next = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${state.admin}` } });
        expect(next.status).toBe(200);
        await next.arrayBuffer();
      }
      expect(outcomes.filter((o) => o !== '413')).toEqual([]);
    });
  }

  it('always answers 413 to an oversize visa-requirements import (its own, larger limit), and the next request works', async () => {
    const csv = 'a'.repeat(IMPORT_MAX_BYTES + 1);
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      try {
        const reply = await fetch(`${base}/api/visa/visa-requirements/import?apply=false`, {
          method: 'POST',
          headers: { 'content-type': 'text/csv', authorization: `Bearer ${state.admin}` },
          body: csv,
        });
        const body = (await reply.json()) as { message?: string };
        outcomes.push(
          reply.status === 413 && body.message === FILE_TOO_LARGE ? '413' : `${reply.status} ${body.message}`,
        );
      } catch (error) {
        outcomes.push(`network error: ${(error as Error).cause ?? error}`);
      }
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    }
    expect(outcomes.filter((o) => o !== '413')).toEqual([]);
  }, 120_000); // ten files of 32 MB

  it('answers 413 to an oversize body sent in chunks, without a declared length', async () => {
    for (let i = 0; i < 5; i++) {
      const chunk = new TextEncoder().encode('a'.repeat(256 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 12) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const reply = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(reply.status).toBe(413);
      expect(await reply.json()).toEqual({ message: TOO_LARGE });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    }
  });

  it('still accepts a body within the limit right after an oversize one', async () => {
    expect((await post('/api/login', big)).status).toBe(413);
    const reply = await post(
      '/api/login',
      JSON.stringify({ username: 'nobody@example.com', password: 'wrong-password' }),
    );
    expect(reply.status).toBe(401);
  });
});
