import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupApiServer } from '../../mocks/node';
import { TestApi } from './api';

/** Starts the real API on a fresh seeded database and routes the page's /api requests to it through msw. */
export function useApiBridge() {
  const state: { api: TestApi | null } = { api: null };
  let server: ReturnType<typeof setupApiServer>;
  beforeAll(async () => {
    state.api = await TestApi.start();
    server = setupApiServer(state.api.app);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(async () => {
    server.close();
    await state.api?.close();
  });
  return state;
}
