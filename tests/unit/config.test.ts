import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ssoEnvSchema } from '@/server/infrastructure/ssoSettings';
import { ConfigError, loadConfig } from '@/server/infrastructure/config';
import { envSchema } from '@/server/infrastructure/env';
import { checkFirstAdmin } from '@/server/startup/start';

const ROOT = resolve(__dirname, '../..');
const SECRET = 'x'.repeat(40);
const dataDir = () => mkdtempSync(join(tmpdir(), 'visapath-config-'));
const base = () => ({ JWT_SECRET: SECRET, DATA_DIR: dataDir() });
const TRUST_PROXY_RULE =
  'expected a number of proxy hops (0, 1, 2…), true (1) or false (0), or a comma-separated list of proxy addresses and CIDR ranges';

/** The problems loadConfig reports for `env`, or fails the test when it accepts it. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('the environment: defaults', () => {
  it('has a default for every optional variable', () => {
    const env = base();
    expect(loadConfig(env)).toEqual({
      production: false,
      port: 8080,
      host: '0.0.0.0',
      dataDir: env.DATA_DIR,
      distDir: resolve('dist'),
      databaseUrl: undefined,
      databaseReadUrl: undefined,
      jwtSecret: SECRET,
      smtpUrl: undefined,
      mailFrom: 'Visapath <no-reply@visapath.test>',
      replyDomain: 'reply.visapath.test',
      inboundMailSecret: undefined,
      inboundSmtpPort: undefined,
      trustProxy: { hops: 0 },
      maxBodyBytes: 1_048_576,
      loginMaxFailuresPerAddress: 50,
      statementTimeoutMs: 10_000,
      requestBodyTimeoutMs: 30_000,
      firstAdmin: undefined,
      publicEnquiryLimit: { accepted: 5, attempts: 30, minutes: 10 },
      publicApi: { corsOrigins: '*', maxRequestsPerMinute: 600 },
      publicationCheckSeconds: 30,
      mfaRequiredRoles: [],
      sessionIdleMinutes: 30,
      webauthnOrigin: undefined,
      webauthnRpId: undefined,
      sso: { methods: ['password'], oidc: null },
    });
    expect(
      loadConfig({ ...env, NODE_ENV: 'production', WEBAUTHN_ORIGIN: 'https://console.example.org' }).mfaRequiredRoles,
    ).toEqual(['admin', 'insurance', 'university', 'consultants', 'languages', 'bank']);
    // Set but empty is a choice here: no role must have a second factor.
    expect(
      loadConfig({
        ...env,
        NODE_ENV: 'production',
        WEBAUTHN_ORIGIN: 'https://console.example.org',
        MFA_REQUIRED_ROLES: '',
      }).mfaRequiredRoles,
    ).toEqual([]);
  });

  it('treats a blank value as unset', () => {
    expect(loadConfig({ ...base(), PORT: '', TRUST_PROXY: ' ', MAIL_FROM: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      trustProxy: { hops: 0 },
      mailFrom: 'Visapath <no-reply@visapath.test>',
      databaseUrl: undefined,
    });
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxy addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ ...base(), TRUST_PROXY: value }).trustProxy;
    expect(trust('false')).toEqual({ hops: 0 });
    expect(trust('1')).toEqual({ hops: 1 });
    expect(trust('2')).toEqual({ hops: 2 });
    expect(trust('10.0.0.0/8, 127.0.0.1,FD00::/8')).toEqual({ proxies: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'] });
  });

  it('reads and converts what is set', () => {
    const config = loadConfig({
      ...base(),
      NODE_ENV: 'production',
      PORT: '9001',
      HOST: '127.0.0.1',
      DIST_DIR: 'build/spa',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgresql://v:secret@db:5432/visapath',
      SMTP_URL: 'smtps://u:p@mail.example.org:465',
      MAX_BODY_BYTES: '2048',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '7',
      DB_STATEMENT_TIMEOUT_MS: '2500',
      REQUEST_BODY_TIMEOUT_MS: '5000',
      ADMIN_EMAIL: 'first@example.org',
      ADMIN_PASSWORD: 'long-enough-password',
      MFA_REQUIRED_ROLES: 'admin, bank',
      WEBAUTHN_ORIGIN: 'https://console.example.org/',
    });
    expect(config).toMatchObject({
      production: true,
      port: 9001,
      host: '127.0.0.1',
      distDir: resolve('build/spa'),
      trustProxy: { hops: 1 },
      databaseUrl: 'postgresql://v:secret@db:5432/visapath',
      smtpUrl: 'smtps://u:p@mail.example.org:465',
      maxBodyBytes: 2048,
      loginMaxFailuresPerAddress: 7,
      statementTimeoutMs: 2500,
      requestBodyTimeoutMs: 5000,
      firstAdmin: { email: 'first@example.org', password: 'long-enough-password' },
      mfaRequiredRoles: ['admin', 'bank'],
      webauthnOrigin: 'https://console.example.org',
    });
  });

  it('outside production generates a JWT secret once into DATA_DIR and keeps it', () => {
    const dir = join(dataDir(), 'new');
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });
});

describe('the environment: invalid values, each named with its rule', () => {
  it('an integer out of its bounds or not an integer', () => {
    for (const port of ['abc', '1.5', '0', '65536', '-1']) {
      expect(problems({ ...base(), PORT: port })).toEqual(['PORT: expected an integer between 1 and 65535']);
    }
    expect(problems({ ...base(), DB_STATEMENT_TIMEOUT_MS: '10' })).toEqual([
      'DB_STATEMENT_TIMEOUT_MS: expected an integer between 100 and 3600000',
    ]);
    expect(problems({ ...base(), MAX_BODY_BYTES: '1kb' })).toEqual([
      'MAX_BODY_BYTES: expected an integer between 1024 and 1073741824',
    ]);
    expect(problems({ ...base(), LOGIN_MAX_FAILURES_PER_ADDRESS: '0' })).toEqual([
      'LOGIN_MAX_FAILURES_PER_ADDRESS: expected an integer between 1 and 1000000',
    ]);
    expect(problems({ ...base(), PUBLIC_ENQUIRY_WINDOW_MINUTES: '20000' })).toEqual([
      'PUBLIC_ENQUIRY_WINDOW_MINUTES: expected an integer between 1 and 10080',
    ]);
  });

  it('a URL of the wrong kind', () => {
    expect(problems({ ...base(), DATABASE_URL: 'mysql://db/visapath' })).toEqual([
      'DATABASE_URL: expected a URL such as postgres://user:pass@host:5432/db',
    ]);
    expect(problems({ ...base(), DATABASE_URL: 'db:5432' })).toHaveLength(1);
    expect(problems({ ...base(), SMTP_URL: 'https://mail.example.org' })).toEqual([
      'SMTP_URL: expected a URL such as smtp://user:pass@host:587',
    ]);
    expect(problems({ ...base(), WEBAUTHN_ORIGIN: 'https://console.example.org/admin' })).toEqual([
      'WEBAUTHN_ORIGIN: expected an origin such as https://console.example.org',
    ]);
  });

  it('a flag, a list of roles, an email address, a secret too short', () => {
    expect(problems({ ...base(), TRUST_PROXY: 'yes' })).toEqual([`TRUST_PROXY: ${TRUST_PROXY_RULE}`]);
    expect(problems({ ...base(), TRUST_PROXY: '10.0.0.0/33' })).toEqual([`TRUST_PROXY: ${TRUST_PROXY_RULE}`]);
    expect(problems({ ...base(), TRUST_PROXY: '10.0.0.1, proxy.local' })).toEqual([`TRUST_PROXY: ${TRUST_PROXY_RULE}`]);
    expect(problems({ ...base(), MFA_REQUIRED_ROLES: 'admin,root' })).toEqual([
      'MFA_REQUIRED_ROLES: unknown roles root; expected a comma-separated list of admin, insurance, university, consultants, languages, bank',
    ]);
    expect(problems({ ...base(), ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' })).toEqual([
      'ADMIN_EMAIL: expected an email address',
    ]);
    expect(problems({ ...base(), JWT_SECRET: 'short' })).toEqual(['JWT_SECRET: must be at least 32 characters long']);
  });

  it('variables that depend on each other', () => {
    expect(
      problems({ NODE_ENV: 'production', DATA_DIR: dataDir(), WEBAUTHN_ORIGIN: 'https://console.example.org' }),
    ).toEqual(['JWT_SECRET: is not set; production needs a random string of at least 32 characters']);
    expect(problems({ ...base(), ADMIN_EMAIL: 'first@example.org' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    ]);
    expect(problems({ ...base(), ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: expected at least 12 characters',
    ]);
    expect(problems({ ...base(), PUBLIC_ENQUIRY_MAX: '10', PUBLIC_ENQUIRY_MAX_REQUESTS: '5' })).toEqual([
      'PUBLIC_ENQUIRY_MAX_REQUESTS: must not be less than PUBLIC_ENQUIRY_MAX',
    ]);
    expect(problems({ ...base(), DATABASE_READ_URL: 'postgres://replica/visapath' })).toEqual([
      'DATABASE_READ_URL: needs DATABASE_URL: a replica is of a PostgreSQL server, not of the embedded database',
    ]);
  });

  it("the public API's origins and rate", () => {
    const env = { ...base(), DATABASE_URL: 'postgres://primary/v', DATABASE_READ_URL: 'postgres://replica/v' };
    expect(
      loadConfig({
        ...env,
        PUBLIC_API_CORS_ORIGINS: 'https://www.visapath.test, https://visapath.test',
        PUBLIC_API_MAX_REQUESTS_PER_MINUTE: '120',
      }),
    ).toMatchObject({
      databaseReadUrl: 'postgres://replica/v',
      publicApi: { corsOrigins: ['https://www.visapath.test', 'https://visapath.test'], maxRequestsPerMinute: 120 },
    });
    expect(problems({ ...base(), PUBLIC_API_CORS_ORIGINS: 'www.visapath.test' })).toEqual([
      'PUBLIC_API_CORS_ORIGINS: expected * or a comma-separated list of origins such as https://www.example.org',
    ]);
  });

  it("the first admin's password, checked at start against the breached list and the admin's own name", () => {
    const atStart = (env: NodeJS.ProcessEnv): string[] => {
      try {
        checkFirstAdmin(loadConfig(env));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(atStart({ ...base(), ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'password1234' })).toEqual([
      'ADMIN_PASSWORD: is a common or breached password; choose another',
    ]);
    expect(atStart({ ...base(), ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'Visapath-first-2026' })).toEqual([
      "ADMIN_PASSWORD: is made of the product's name and the admin's email or name; choose another",
    ]);
    expect(
      atStart({ ...base(), ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'quartz-lantern-meadow-41' }),
    ).toEqual([]);
  });

  it('reports every problem at once, sign-in settings included, and writes nothing', () => {
    const dir = join(dataDir(), 'untouched');
    const found = problems({
      DATA_DIR: dir,
      PORT: 'abc',
      MAX_BODY_BYTES: '-5',
      TRUST_PROXY: 'maybe',
      AUTH_METHOD: 'auth0',
    });
    expect(found).toEqual([
      'PORT: expected an integer between 1 and 65535',
      `TRUST_PROXY: ${TRUST_PROXY_RULE}`,
      'MAX_BODY_BYTES: expected an integer between 1024 and 1073741824',
      'AUTH_METHOD must be one of password, oidc, both.',
    ]);
    expect(existsSync(dir)).toBe(false);
  });
});

describe('the server reads the environment only through its configuration', () => {
  it("lists every variable it reads in README's environment table", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Environment'),
      readme.indexOf('\n## ', readme.indexOf('## Environment') + 1),
    );
    const names = [...Object.keys(envSchema.shape), ...Object.keys(ssoEnvSchema.in.shape)];
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it('has no process.env outside src/server/infrastructure/config.ts', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const path = join(dir, e.name);
        return e.isDirectory() ? sources(path) : /\.tsx?$/.test(e.name) ? [path] : [];
      });
    const readers = sources(join(ROOT, 'src')).filter((f) => readFileSync(f, 'utf8').includes('process.env'));
    expect(readers.map((f) => f.slice(ROOT.length + 1))).toEqual(['src/server/infrastructure/config.ts']);
  });

  it('refuses to start on an invalid value with one line per problem, exit code 1 and no stack trace', async () => {
    const run = (env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; stderr: string }>((ok) => {
        const child = execFile(
          join(ROOT, 'node_modules/.bin/tsx'),
          ['src/server/main.ts'],
          {
            cwd: ROOT,
            timeout: 60_000,
            env: { PATH: process.env.PATH, DATA_DIR: join(dataDir(), 'never'), HOST: '127.0.0.1', ...env },
          },
          (_error, _stdout, stderr) => ok({ code: child.exitCode, stderr }),
        );
      });
    const one = await run({ PORT: 'abc' });
    expect(one).toEqual({ code: 1, stderr: 'Visapath cannot start: PORT: expected an integer between 1 and 65535\n' });
    const two = await run({ PORT: '70000', SMTP_URL: 'mail.example.org' });
    expect(two.code).toBe(1);
    expect(two.stderr).toBe(
      [
        'Visapath cannot start, the environment has 2 problems:',
        '  PORT: expected an integer between 1 and 65535',
        '  SMTP_URL: expected a URL such as smtp://user:pass@host:587',
        '',
      ].join('\n'),
    );
    // Checked at start, before the database is opened: nothing is written.
    const breached = await run({ ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'password1234' });
    expect(breached).toEqual({
      code: 1,
      stderr: 'Visapath cannot start: ADMIN_PASSWORD: is a common or breached password; choose another\n',
    });
  }, 120_000);
});
