/**
 * Shared by the benchmarks under bench/: environment knobs, logging, the bench database (a fresh PostgreSQL
 * database or an on-disk PGlite in a temp dir), the raw driver under Drizzle, the real API on a loopback port
 * with an admin token, CPU metering from /proc, the load generator child (bench/load.ts) and table printing.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '@/server/startup/app';
import type { Config } from '@/server/infrastructure/config';
import type { Deps } from '@/server/infrastructure/context';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { createDeps } from '@/server/startup/deps';
import { seedDemo } from '@/server/startup/seed';
import { DEMO_PASSWORD } from '@/server/startup/seed/accounts';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A numeric knob from the environment, bounded. */
export const num = (name: string, fallback: number, min: number, max: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be between ${min} and ${max}`);
  return value;
};

const t0 = performance.now();
export const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
export const log = (message: string) => console.log(`[${seconds(t0).padStart(5)} s] ${message}`);
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export type Query = (
  text: string,
  params: unknown[],
  arrayRows?: boolean,
) => Promise<Record<string, unknown>[] | unknown[][]>;

// Like Drizzle, leave dates and timestamps as PostgreSQL prints them, so both servers send the same bytes.
const RAW_TYPES = new Set<number>([1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182]);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format),
};

/** The raw driver under the Drizzle database: the same pg.Pool the API uses (on PGlite, over its socket). */
export function rawQuery(database: Database): Query {
  const pool = database.pool;
  return async (text, params, arrayRows) =>
    arrayRows
      ? (await pool.query({ text, values: params, rowMode: 'array', types: pgTypes as never })).rows
      : (await pool.query({ text, values: params, types: pgTypes as never })).rows;
}

/** Migrates, seeds the demo data, and returns a raw query, a counter (one number from SQL) and the time it took. */
export async function migrateAndSeed(database: Database) {
  const query = rawQuery(database);
  const count = async (sql: string) => Number(((await query(sql, [], true)) as unknown[][])[0][0]);
  const step = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  return { query, count, took: seconds(step) };
}

export interface Prepared {
  database: Database;
  cleanup: () => Promise<void>;
  engine: string;
  url?: string;
}

/**
 * With DATABASE_URL (a PostgreSQL server on this machine): a fresh database `name`, dropped at the end.
 * Without: PGlite on disk in a temp dir, removed at the end.
 */
export async function openBenchDatabase(name: string): Promise<Prepared> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const url = new URL(adminUrl);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      throw new Error('DATABASE_URL must point at this machine (127.0.0.1)');
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    url.pathname = `/${name}`;
    // Filling a million rows takes longer than a request may.
    const database = await openDatabase({ url: url.toString(), statementTimeoutMs: 600_000 });
    const version = (await database.pool!.query('show server_version')).rows[0].server_version as string;
    return {
      database,
      engine: `PostgreSQL ${version}`,
      url: url.toString(),
      cleanup: async () => {
        // pool.end() resolves before its sockets are closed; the DROP below may terminate them, which is fine.
        database.pool!.on('error', () => undefined);
        await database.close().catch(() => undefined);
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'visapath-bench-'));
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  return {
    database,
    engine: 'PGlite (on disk)',
    cleanup: async () => {
      await database.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Api {
  server: http.Server;
  port: number;
  auth: Record<string, string>;
  deps: Deps;
}

/** The API, as main.ts builds it (without the SPA), on its own loopback port, with an admin's Bearer token. */
export async function startApi(database: Database, dataDir: string, overrides: Partial<Config> = {}): Promise<Api> {
  const config: Config = {
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: 'dist',
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: randomBytes(48).toString('base64url'),
    smtpUrl: undefined,
    mailFrom: 'Visapath <no-reply@visapath.test>',
    replyDomain: 'reply.visapath.test',
    trustProxy: { hops: 0 },
    maxBodyBytes: 1_048_576,
    loginMaxFailuresPerAddress: 50,
    sessionIdleMinutes: 30,
    statementTimeoutMs: 10_000,
    requestBodyTimeoutMs: 30_000,
    ...overrides,
  };
  const deps = createDeps(config, database);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  // A client's keep-alive socket may idle while another server takes its turn: keep it open meanwhile.
  server.keepAliveTimeout = 120_000;
  await new Promise((ok) => (server.listening ? ok(undefined) : server.once('listening', ok)));
  const port = (server.address() as AddressInfo).port;
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@visapath.test', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken?: string };
  if (!login.ok || !accessToken) throw new Error(`login failed: HTTP ${login.status}`);
  return { server, port, auth: { authorization: `Bearer ${accessToken}` }, deps };
}

// ---------------------------------------------------------------------------------------------------------
// CPU and load
// ---------------------------------------------------------------------------------------------------------

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  firstError?: string;
  /** CPU ms per request: in total, of this process, of the PostgreSQL server. */
  cpuMs: number;
  nodeCpuMs: number;
  pgCpuMs: number;
}

export interface Cpu {
  node: number;
  pg: Map<string, number>;
}

/**
 * CPU milliseconds spent so far by this process (the servers, and PGlite) and, on PostgreSQL, by each of the
 * server's processes (the postmaster and its children, read from /proc): the work per request, which the
 * machine's background load changes much less than requests per second.
 */
export async function cpuMeter(database: Database): Promise<() => Cpu> {
  const own = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  if (database.engine !== 'postgres' || !existsSync('/proc/self/stat')) return () => ({ node: own(), pg: new Map() });
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  const stat = (pid: string) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return { ppid: fields[1], cpu: (Number(fields[11]) + Number(fields[12])) * msPerTick };
    } catch {
      return undefined; // the process has gone
    }
  };
  const backend = String((await database.pool.query('select pg_backend_pid() as pid')).rows[0].pid);
  const postmaster = stat(backend)?.ppid;
  if (!postmaster) return () => ({ node: own(), pg: new Map() });
  return () => {
    const pg = new Map<string, number>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const s = stat(pid);
      if (s && (pid === postmaster || s.ppid === postmaster)) pg.set(pid, s.cpu);
    }
    return { node: own(), pg };
  };
}

/** CPU spent between two readings; a PostgreSQL process that started in between counts from zero. */
function cpuSpent(from: Cpu, to: Cpu) {
  let pg = 0;
  for (const [pid, ms] of to.pg) pg += ms - (from.pg.get(pid) ?? 0);
  return { node: to.node - from.node, pg };
}

export interface LoadTiming {
  warmupMs: number;
  durationMs: number;
  slices: number;
}

/** Loads the targets in interleaved slices from a child process (bench/load.ts), metering the servers' CPU. */
export function runLoad(
  targets: { url: string; headers: Record<string, string>; status?: 200 | 304 }[],
  concurrency: number,
  cpu: () => Cpu,
  timing: LoadTiming,
): Promise<LoadResult[]> {
  const { warmupMs, durationMs, slices } = timing;
  const args = JSON.stringify({ targets, concurrency, warmupMs, durationMs, slices });
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/load.ts'), args], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
    });
    const started: Cpu[] = [];
    const spent = targets.map(() => ({ node: 0, pg: 0 }));
    child.on('message', (m: { target: number; phase: 'start' | 'end' }) => {
      const now = cpu();
      if (m.phase === 'start') started[m.target] = now;
      else {
        const used = cpuSpent(started[m.target], now);
        spent[m.target].node += used.node;
        spent[m.target].pg += used.pg;
      }
      child.send('ok');
    });
    // Worst case: every slice (and warm-up) waits out one request timeout (30 s in load.ts) after its deadline.
    const timer = setTimeout(
      () => child.kill('SIGKILL'),
      targets.length * (warmupMs + durationMs + (slices + 1) * 30_000) + 10_000,
    );
    child.on('error', fail);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) fail(new Error(`load generator exited with ${code}`));
      else {
        const results = JSON.parse(out.trim().split('\n').pop()!) as LoadResult[];
        ok(
          results.map((r, i) => ({
            ...r,
            cpuMs: (spent[i].node + spent[i].pg) / r.requests,
            nodeCpuMs: spent[i].node / r.requests,
            pgCpuMs: spent[i].pg / r.requests,
          })),
        );
      }
    });
  });
}

/** Prints a table: the first column left-aligned, the others right-aligned. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
