import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestApi } from './api';

export interface Listening {
  port: number;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/** The test API on a real loopback socket (for what only a real connection shows: keep-alive, raw headers). */
export async function listenOn(api: TestApi, serverOptions?: http.ServerOptions): Promise<Listening> {
  const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions }) as http.Server;
  await new Promise((ok) => (server.listening ? ok(undefined) : server.once('listening', ok)));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
