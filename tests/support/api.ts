import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createApp, type App } from '@/server/startup/app';
import type { Config } from '@/server/infrastructure/config';
import type { Deps } from '@/server/infrastructure/context';
import { openDatabase, type Database } from '@/server/infrastructure/db/client';
import { createDeps } from '@/server/startup/deps';
import { DEMO_PASSWORD } from '@/server/startup/seed/accounts';
import { DEMO } from './demo';
import { cloneTemplate } from './postgres';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  production: false,
  port: 0,
  host: '127.0.0.1',
  dataDir: mkdtempSync(join(tmpdir(), 'visapath-api-')),
  distDir: 'dist',
  databaseUrl: undefined,
  jwtSecret: TEST_SECRET,
  smtpUrl: undefined,
  mailFrom: 'test@visapath.test',
  replyDomain: 'reply.visapath.test',
  trustProxy: { hops: 1 },
  maxBodyBytes: 1_048_576,
  loginMaxFailuresPerAddress: 50,
  statementTimeoutMs: 10_000,
  requestBodyTimeoutMs: 30_000,
  sessionIdleMinutes: 30,
  ...overrides,
});

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** The Content-Range of a list reply for `resource` ("<resource> start-end/total"), failing the test when malformed. */
export function contentRange(reply: Reply<unknown>, resource: string) {
  const header = reply.headers.get('content-range') ?? '';
  const match = new RegExp(`^${resource} (\\d+)-(\\d+)/(\\d+)$`).exec(header);
  expect(match, `Content-Range "${header}"`).not.toBeNull();
  return { start: Number(match![1]), end: Number(match![2]), total: Number(match![3]) };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON-encoding `body`. */
  raw?: string;
}

/** A database copied from the seeded template: PGlite in memory, or PostgreSQL when DATABASE_URL is set. */
export async function openTestDatabase(
  given: { statementTimeoutMs?: number } = {},
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  // The tests share two cores with much else: unless a test sets its own, a statement (and on PGlite the wait for
  // its one connection) may take a minute before it counts as timed out.
  const options = { statementTimeoutMs: given.statementTimeoutMs ?? 60_000 };
  const pgTemplate = inject('pgTemplate');
  if (process.env.DATABASE_URL && pgTemplate) {
    const clone = await cloneTemplate(process.env.DATABASE_URL, pgTemplate);
    const database = await openDatabase({ url: clone.url, poolSize: 4, ...options });
    return {
      database,
      dispose: async () => {
        await database.close();
        await clone.drop();
      },
    };
  }
  const database = await openDatabase({ loadDataDir: readFileSync(inject('pgliteTemplate')), ...options });
  return { database, dispose: () => database.close() };
}

export class TestApi {
  private constructor(
    readonly app: App,
    readonly deps: Deps,
    private readonly dispose: () => Promise<void>,
  ) {}

  static async start(overrides: Partial<Config> = {}): Promise<TestApi> {
    const { database, dispose } = await openTestDatabase({ statementTimeoutMs: overrides.statementTimeoutMs });
    const deps = createDeps(testConfig(overrides), database);
    return new TestApi(createApp(deps), deps, dispose);
  }

  get db() {
    return this.deps.database.db;
  }

  // The body's type is the test's to name where it relies on it; unnamed, a test reads it as it is.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.7', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const res = await this.app.fetch(new Request(`http://visapath.test${path}`, { method, headers, body }));
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  /** Signs in a seeded account and returns its access token. */
  async login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const reply = await this.call<{ accessToken: string }>('POST', '/api/login', {
      body: { username: email, password },
    });
    if (reply.status !== 200) throw new Error(`login ${email} failed: ${reply.status} ${reply.text}`);
    return reply.body.accessToken;
  }

  async close() {
    await this.deps.events.close();
    return this.dispose();
  }
}

/**
 * Starts the API on a fresh seeded database for the file (beforeAll, closed in afterAll) and signs the demo admin in.
 * Read `state.api` and `state.admin` inside tests and hooks: they are set once beforeAll has run.
 */
export function setUpTestApi(overrides: Partial<Config> = {}) {
  const state = {} as { api: TestApi; admin: string };
  beforeAll(async () => {
    state.api = await TestApi.start(overrides);
    state.admin = await state.api.login(DEMO.admin);
  });
  afterAll(() => state.api?.close());
  return state;
}

/** A record as the generic routes answer it. */
export type ApiRecord = { id: number; version: number; [key: string]: unknown };

/** The first hundred records of a list route matching `filter`, as the admin (or `token`) sees them. */
export function listAs(state: { api: TestApi; admin: string }) {
  return async (path: string, filter: Record<string, unknown> = {}, token = state.admin) =>
    (
      await state.api.call<ApiRecord[]>(
        'GET',
        `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
        { token },
      )
    ).body;
}

/**
 * A partner's save as it ends once an admin approves it: an edit of its live listing is answered 202 (it waits for
 * review), and is then published by the admin, whose answer is returned; any other answer is returned as it is.
 */
export async function approved<T>(api: TestApi, admin: string, member: string, reply: Reply<T>): Promise<Reply<T>> {
  if (reply.status !== 202) return reply;
  return api.call<T>('POST', `${member}/draft/publish`, { token: admin });
}
