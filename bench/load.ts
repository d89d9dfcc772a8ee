/**
 * A tiny closed-loop HTTP load generator, run as a child process by bench/api-list.ts so that the load does not
 * share an event loop with the servers it measures. `concurrency` loops each send one GET at a time over a
 * keep-alive agent; after `warmupMs` the latencies of completed requests are recorded for `durationMs`.
 *
 * Usage: tsx bench/load.ts '{"url":"http://127.0.0.1:1234/x","headers":{},"concurrency":8,"warmupMs":1000,"durationMs":5000}'
 * Prints one JSON line: { requests, errors, rps, p50, p90, p99, max, firstError }. Only 127.0.0.1 is accepted.
 */
import http from 'node:http';

interface Options {
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

const MAX_SAMPLES = 2_000_000; // a hard bound on the number of measured requests
const REQUEST_TIMEOUT_MS = 30_000;

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const target = new URL(options.url);
if (target.hostname !== '127.0.0.1' || target.protocol !== 'http:') throw new Error('load.ts only talks to http://127.0.0.1');
const concurrency = Math.max(1, Math.min(64, Math.floor(options.concurrency)));
const warmupMs = Math.max(0, Math.min(60_000, options.warmupMs));
const durationMs = Math.max(100, Math.min(120_000, options.durationMs));

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = new Float64Array(MAX_SAMPLES);
let samples = 0;
let errors = 0;
let firstError: string | undefined;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get({
      agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: options.headers,
      timeout: REQUEST_TIMEOUT_MS,
    }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const ok = res.statusCode === 200 && bytes > 0 && res.headers['content-range'] !== undefined;
        record(ms, ok ? undefined : `HTTP ${res.statusCode} (${bytes} bytes)`);
        resolve();
      });
      res.on('error', (e) => { record(0, String(e)); resolve(); });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => { record(0, String(e)); resolve(); });
  });
}

let measuring = false;
function record(ms: number, error: string | undefined) {
  if (!measuring) return;
  if (error) {
    errors += 1;
    firstError ??= error;
  } else if (samples < MAX_SAMPLES) {
    latencies[samples++] = ms;
  }
}

async function loop(deadline: number) {
  while (performance.now() < deadline && samples < MAX_SAMPLES) await once();
}

async function main() {
  const start = performance.now();
  const end = start + warmupMs + durationMs;
  setTimeout(() => { measuring = true; }, warmupMs);
  const measuredFrom = start + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, () => loop(end)));
  // Requests in flight at the deadline finish after it; the rate counts the time they took.
  const elapsed = (performance.now() - measuredFrom) / 1000;
  const sorted = latencies.subarray(0, samples).sort();
  const pct = (p: number) => (samples ? sorted[Math.min(samples - 1, Math.ceil((p / 100) * samples) - 1)] : NaN);
  agent.destroy();
  process.stdout.write(`${JSON.stringify({
    requests: samples, errors, rps: samples / elapsed, p50: pct(50), p90: pct(90), p99: pct(99), max: samples ? sorted[samples - 1] : NaN, firstError,
  })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
