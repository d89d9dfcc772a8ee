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
