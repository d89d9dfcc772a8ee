// The embedded database's thread: PGlite, served over the PostgreSQL protocol on a Unix socket in a private
// folder, so that its queries run here and never hold the API's event loop, and the API reaches it through
// `pg` as it reaches a PostgreSQL server. Plain JavaScript: a worker is started by plain node, in tests and
// development too. Messages from the opener: {id, op: 'ping' | 'dump' | 'close'}, each answered {id, result}
// or {id, error}.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, loadDataDir, socketPath } = workerData;
const db = await PGlite.create({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  extensions: { pg_trgm },
});
// One connection: PGlite has a single session, so a second connection's statements would run inside the
// first one's transaction. The opener's pool has one connection too.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();

const ops = {
  // Answered between two statements: a statement that runs on and on holds this thread, and the ping waits.
  ping: async () => 'pong',
  dump: async () => new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()),
  close: async () => {
    await server.stop();
    await db.close();
    parentPort.close();
    return 'closed';
  },
};

parentPort.on('message', ({ id, op }) => {
  ops[op]().then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
  );
});
parentPort.postMessage({ id: 0, result: 'ready' });
