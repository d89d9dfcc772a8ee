/**
 * A tiny closed-loop HTTP load generator, run as a child process by bench/api-list.ts so that the load does not
 * share an event loop with the servers it measures. `concurrency` loops each send one GET at a time over a
 * keep-alive agent. Several targets are measured in interleaved slices (A B B A A B …), so that a change in
 * the machine's background load hits them alike: each target first gets `warmupMs` unrecorded, then
 * `durationMs` in total, split into `slices` slices.
 *
 * Usage: tsx bench/load.ts '{"targets":[{"url":"http://127.0.0.1:1234/x","headers":{}}],"concurrency":8,
 *   "warmupMs":1000,"durationMs":5000,"slices":5}'
 * Prints one JSON line: an array with, per target, { requests, errors, rps, p50, p90, p99, max, firstError }.
 * Only http://127.0.0.1 is accepted. Run with an IPC channel, it sends { target, phase: 'start' | 'end' } around
 * every recorded slice and waits for a reply, so that the parent can meter the CPU the servers spend.
 */
import http from 'node:http';

interface Target {
  url: string;
  headers?: Record<string, string>;
  /** The status a right answer has: 200 (with a body and a Content-Range) by default, or 304 (empty). */
  status?: 200 | 304;
}
interface Options {
  targets: Target[];
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  slices?: number;
}

const MAX_SAMPLES = 1_000_000; // per target: a hard bound on the number of recorded requests
const REQUEST_TIMEOUT_MS = 30_000;

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.floor(Number(n) || 0)));
const concurrency = clamp(options.concurrency, 1, 64);
const warmupMs = clamp(options.warmupMs, 0, 60_000);
const durationMs = clamp(options.durationMs, 100, 120_000);
const slices = clamp(options.slices ?? 1, 1, 50);
const targets = options.targets.slice(0, 4).map((t) => {
  const url = new URL(t.url);
  if (url.hostname !== '127.0.0.1' || url.protocol !== 'http:')
    throw new Error('load.ts only talks to http://127.0.0.1');
  return {
    url,
    headers: t.headers ?? {},
    status: t.status ?? 200,
    agent: new http.Agent({ keepAlive: true, maxSockets: concurrency }),
    latencies: new Float64Array(MAX_SAMPLES),
    samples: 0,
    errors: 0,
    firstError: undefined as string | undefined,
    measuredMs: 0,
  };
});
type State = (typeof targets)[number];

function once(t: State, record: boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (error?: string) => {
      if (record) {
        if (error) {
          t.errors += 1;
          t.firstError ??= error;
        } else if (t.samples < MAX_SAMPLES) {
          t.latencies[t.samples++] = Number(process.hrtime.bigint() - started) / 1e6;
        }
      }
      resolve();
    };
    const req = http.get(
      {
        agent: t.agent,
        host: t.url.hostname,
        port: t.url.port,
        path: t.url.pathname + t.url.search,
        headers: t.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          done(
            (t.status === 304 && res.statusCode === 304 && bytes === 0) ||
              (t.status === 200 && res.statusCode === 200 && bytes > 0 && res.headers['content-range'] !== undefined)
              ? undefined
              : `HTTP ${res.statusCode} (${bytes} bytes)`,
          ),
        );
        res.on('error', (e) => done(String(e)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => done(String(e)));
  });
}

/** Runs `concurrency` loops against one target for `ms`; the slice lasts until the last request in flight ends. */
async function slice(t: State, ms: number, record: boolean) {
  const start = performance.now();
  const deadline = start + ms;
  const loop = async () => {
    while (performance.now() < deadline && t.samples < MAX_SAMPLES) await once(t, record);
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  if (record) t.measuredMs += performance.now() - start;
}

/** Tells the parent (when there is an IPC channel) that a recorded slice starts or ends, and waits for its reply. */
function mark(target: number, phase: 'start' | 'end'): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.once('message', () => resolve());
    process.send({ target, phase });
  });
}

async function main() {
  for (const t of targets) await slice(t, warmupMs, false);
  const sliceMs = durationMs / slices;
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? targets : [...targets].reverse();
    for (const t of order) {
      await mark(targets.indexOf(t), 'start');
      await slice(t, sliceMs, true);
      await mark(targets.indexOf(t), 'end');
    }
  }
  const results = targets.map((t) => {
    t.agent.destroy();
    const sorted = t.latencies.subarray(0, t.samples).sort();
    const pct = (p: number) =>
      t.samples ? sorted[Math.min(t.samples - 1, Math.ceil((p / 100) * t.samples) - 1)] : NaN;
    return {
      requests: t.samples,
      errors: t.errors,
      rps: t.samples / (t.measuredMs / 1000),
      p50: pct(50),
      p90: pct(90),
      p99: pct(99),
      max: t.samples ? sorted[t.samples - 1] : NaN,
      firstError: t.firstError,
    };
  });
  process.stdout.write(`${JSON.stringify(results)}\n`);
  process.disconnect?.();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
