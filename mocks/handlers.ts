import { http } from 'msw';

export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * No fake data: every intercepted /api request goes to the real Hono app (over its own in-memory PGlite),
 * so UI tests exercise the real API, validation, permissions and SQL.
 */
export const apiHandlers = (app: FetchHandler) => [http.all(/\/api\//, async ({ request }) => app.fetch(request))];
