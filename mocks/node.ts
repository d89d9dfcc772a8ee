import { setupServer } from 'msw/node';
import { apiHandlers, type FetchHandler } from './handlers';

export const setupApiServer = (app: FetchHandler) => setupServer(...apiHandlers(app));
