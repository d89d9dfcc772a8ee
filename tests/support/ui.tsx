import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupApiServer } from '../../mocks/node';
import { TestApi } from './api';

export type ApiMockServer = ReturnType<typeof setupApiServer>;

/**
 * Starts the real API on a fresh seeded database and routes the page's /api requests to it through msw.
 * `state.server` is the msw server, for tests that override a handler with `server.use(...)` (reset after each test).
 */
export function setUpApiBridge() {
  const state: { api: TestApi | null; server: ApiMockServer | null } = { api: null, server: null };
  let server: ApiMockServer;
  beforeAll(async () => {
    state.api = await TestApi.start();
    server = setupApiServer(state.api.app);
    state.server = server;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(async () => {
    server.close();
    await state.api?.close();
  });
  return state;
}

/**
 * A file for a multipart upload, made by Node's own form parser: jsdom's FormData is not what Node's fetch (and
 * msw) can send, and the in-process API checks the parsed file against the global File (jsdom's here), so a test
 * of a multipart upload also stubs FormData and File with the ones this returns.
 */
export async function nodeUpload(name: string, text: string, type = 'text/csv') {
  const form = await new Response(
    `--vp\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${text}\r\n--vp--\r\n`,
    { headers: { 'Content-Type': 'multipart/form-data; boundary=vp' } },
  ).formData();
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw new Error('no file in the form');
  return { file, FormData: form.constructor, File: file.constructor };
}

/** An element's text as read aloud: without what is hidden from assistive technology (a menu badge's count). */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').trim();
}
