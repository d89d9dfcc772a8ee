/**
 * bench:event-streams: live events fanned out to many open streams on one process. It opens STREAMS event streams
 * (GET /api/events, each its own HTTP connection, as many browser tabs would), then publishes EVENTS events one
 * after another (publishEvent: pg_notify, as a route does) and times each event's arrival on every stream: the
 * latency per delivery (p50, p99, max) and, per event, the time until all streams had it (p50, p99, max). The
 * streams are the admin's, so every stream receives every event.
 *
 *   npm run bench:event-streams                                        # on-disk PGlite in a temp dir
 *   scripts/with-postgres.sh npm run bench:event-streams               # PostgreSQL: a fresh database
 *
 * Knobs (environment): BENCH_STREAMS (500), BENCH_EVENTS (50), BENCH_GAP_MS between two events (100).
 * The clients run in this process beside the server, so their parsing counts in the figures (pessimistic).
 * Everything listens on and talks to 127.0.0.1 only; every wait is bounded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishEvent } from '@/server/infrastructure/events';
import { fmt, log, migrateAndSeed, num, openBenchDatabase, printTable, root, startApi } from './common';

const STREAMS = num('BENCH_STREAMS', 500, 1, 5_000);
const EVENTS = num('BENCH_EVENTS', 50, 1, 10_000);
const GAP_MS = num('BENCH_GAP_MS', 100, 0, 10_000);
const TARGET_MS = 1_000;
/** The bench's events name enquiries from here on, so that no other event is mistaken for one. */
const FIRST_ID = 2_000_000_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

interface Client {
  request: http.ClientRequest;
  /** When each event (by its index) arrived. */
  arrived: Map<number, number>;
}

/** Opens one stream on its own connection; resolves once the server's first bytes (the retry field) are in. */
function openStream(port: number, headers: Record<string, string>): Promise<Client> {
  return new Promise((resolve, reject) => {
    const arrived = new Map<number, number>();
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/events', headers, agent: false, timeout: 60_000 },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`GET /api/events: HTTP ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (!opened && block.startsWith('retry:')) {
              opened = true;
              resolve(client);
            }
            const data = /^data: (.*)$/m.exec(block);
            if (data) {
              const id = (JSON.parse(data[1]) as { enquiry_id: number }).enquiry_id - FIRST_ID;
              if (id >= 0 && !arrived.has(id)) arrived.set(id, now);
            }
          }
        });
        res.on('error', () => undefined);
      },
    );
    request.on('error', reject);
    const client: Client = { request, arrived };
  });
}

async function main() {
  process.chdir(root); // the seed reads datasets/ relative to the working directory
  const prepared = await openBenchDatabase('visapath_bench_events');
  const { database } = prepared;
  const dataDir = mkdtempSync(join(tmpdir(), 'visapath-bench-data-'));
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  const clients: Client[] = [];
  try {
    await migrateAndSeed(database);
    api = await startApi(database, dataDir);
    log(`${prepared.engine}: opening ${STREAMS} event streams`);
    const opening = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Math.min(50, STREAMS - i);
      clients.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(api!.port, api!.auth)))));
    }
    log(
      `${clients.length} streams open in ${fmt((performance.now() - opening) / 1000, 2)} s; publishing ${EVENTS} events`,
    );
    const sent: number[] = [];
    for (let i = 0; i < EVENTS; i++) {
      sent[i] = performance.now();
      await publishEvent(database.db, { type: 'enquiry.updated', enquiry_id: FIRST_ID + i, organization_id: null });
      if (GAP_MS) await new Promise((ok) => setTimeout(ok, GAP_MS));
    }
    // Everything sent must arrive: wait (bounded) for the last deliveries.
    const until = performance.now() + 30_000;
    const complete = () => clients.every((c) => c.arrived.size === EVENTS);
    while (!complete() && performance.now() < until) await new Promise((ok) => setTimeout(ok, 50));

    const deliveries: number[] = [];
    const allStreams: number[] = [];
    let missing = 0;
    for (let i = 0; i < EVENTS; i++) {
      let last = 0;
      for (const c of clients) {
        const at = c.arrived.get(i);
        if (at === undefined) {
          missing++;
          continue;
        }
        deliveries.push(at - sent[i]);
        last = Math.max(last, at - sent[i]);
      }
      allStreams.push(last);
    }
    const p99All = percentile(allStreams, 99);
    console.log(
      `\n${prepared.engine}: ${STREAMS} streams on one process, ${EVENTS} events ${GAP_MS} ms apart, ${missing} deliveries missing`,
    );
    printTable(
      ['latency', 'count', 'p50 ms', 'p99 ms', 'max ms', 'target'],
      [
        [
          'one delivery',
          String(deliveries.length),
          fmt(percentile(deliveries, 50)),
          fmt(percentile(deliveries, 99)),
          fmt(Math.max(...deliveries)),
          '',
        ],
        [
          `an event to all ${STREAMS}`,
          String(allStreams.length),
          fmt(percentile(allStreams, 50)),
          fmt(p99All),
          fmt(Math.max(...allStreams)),
          `p99 ${TARGET_MS} ms ${p99All <= TARGET_MS && missing === 0 ? 'HOLDS' : 'FAILS'}`,
        ],
      ],
    );
  } finally {
    for (const c of clients) c.request.destroy();
    await api?.deps.events.close();
    api?.server.closeAllConnections?.();
    if (api) await new Promise((ok) => api!.server.close(ok));
    await prepared.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
