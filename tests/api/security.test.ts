import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/startup/app';
import { createDeps } from '@/server/startup/deps';
import { TestApi, testConfig, type Reply } from '../support/api';
import { DEMO, DEMO_PASSWORD, TOKEN_INVALID, TOKEN_MISSING, freshAddress, loginAs } from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

function expectSecurityHeaders(reply: Pick<Reply, 'headers'>, what: string) {
  const csp = reply.headers.get('content-security-policy');
  expect(csp, `${what}: CSP`).toBeTruthy();
  const directives = Object.fromEntries(
    csp!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name.toLowerCase(), values];
      }),
  );
  expect(directives['frame-ancestors'], `${what}: frame-ancestors`).toEqual(["'none'"]);
  // No inline or eval'd script.
  const scripts = directives['script-src'] ?? directives['default-src'];
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts.join(' '), `${what}: script-src`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(directives['object-src'], `${what}: object-src`).toEqual(["'none'"]);
  expect(reply.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(reply.headers.get('x-frame-options'), `${what}: x-frame-options`).toBe('DENY');
  expect(reply.headers.get('referrer-policy'), `${what}: referrer-policy`).toBeTruthy();
  expect(reply.headers.get('x-powered-by'), `${what}: x-powered-by`).toBeNull();
}

describe('security headers', () => {
  it('are on every response: success, 400, 401, 403, 404, 405-ish, 413, 415, 429 and non-API paths', async () => {
    const admin = await loginAs(api, DEMO.admin);
    const partner = await loginAs(api, DEMO.bank);
    const small = await TestApi.start({ maxBodyBytes: 1024, loginMaxFailuresPerAddress: 1 });
    try {
      const cases: [string, Promise<Reply>, number][] = [
        ['health', api.call('GET', '/api/health'), 200],
        ['login ok', api.call('POST', '/api/login', { body: { username: DEMO.admin, password: DEMO_PASSWORD } }), 200],
        ['me', api.call('GET', '/api/me', { token: admin }), 200],
        ['400 validation', api.call('POST', '/api/login', { body: {} }), 400],
        ['400 malformed', api.call('POST', '/api/login', { raw: '{' }), 400],
        ['401 missing', api.call('GET', '/api/me'), 401],
        ['401 invalid', api.call('GET', '/api/me', { token: 'x.y.z' }), 401],
        [
          '401 login',
          api.call('POST', '/api/login', { body: { username: 'nobody@visapath.test', password: 'nope-nope-nope' } }),
          401,
        ],
        ['403', api.call('GET', '/api/dev/outbox', { token: partner }), 403],
        ['404 api', api.call('GET', '/api/does-not-exist'), 404],
        ['404 wrong method', api.call('DELETE', '/api/login'), 404],
        ['404 outside api', api.call('GET', '/no/such/page'), 404],
        ['413', small.call('POST', '/api/login', { body: { username: DEMO.admin, password: 'x'.repeat(2000) } }), 413],
        ['415', api.call('POST', '/api/login', { raw: 'a=b', headers: { 'content-type': 'text/plain' } }), 415],
      ];
      for (const [what, promise, status] of cases) {
        const reply = await promise;
        expect(reply.status, what).toBe(status);
        expectSecurityHeaders(reply, what);
      }
      await small.call('POST', '/api/login', {
        body: { username: 'nobody@visapath.test', password: 'nope-nope-nope' },
      });
      const throttled = await small.call('POST', '/api/login', {
        body: { username: DEMO.admin, password: DEMO_PASSWORD },
      });
      expect(throttled.status).toBe(429);
      expectSecurityHeaders(throttled, '429');
    } finally {
      await small.close();
    }
  });

  it('are on a 500 too, which carries no stack trace or internals', async () => {
    const claim = api.deps.throttle.claim;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.deps.throttle.claim = async () => {
      throw new Error('database exploded at /srv/secret/path.js:42');
    };
    try {
      const reply = await api.call('POST', '/api/login', {
        body: { username: DEMO.insurer, password: 'whatever-it-is' },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ message: 'Internal server error' });
      expect(reply.text).not.toMatch(/exploded|secret|\.js|at /);
      expectSecurityHeaders(reply, '500');
    } finally {
      api.deps.throttle.claim = claim;
      errors.mockRestore();
    }
  });

  it('are on the 503 while the server is starting', async () => {
    const starting = createApp(createDeps(testConfig(), api.deps.database, () => false));
    const health = await starting.fetch(new Request('http://visapath.test/api/health'));
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'starting' });
    expectSecurityHeaders(health, '503 health');
    const login = await starting.fetch(
      new Request('http://visapath.test/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: DEMO.admin, password: DEMO_PASSWORD }),
      }),
    );
    expect(login.status).toBe(503);
    expect((await login.json()).accessToken).toBeUndefined();
    expectSecurityHeaders(login, '503 login');
  });

  it('add HSTS in production only', async () => {
    expect((await api.call('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    const prod = await TestApi.start({ production: true });
    try {
      const reply = await prod.call('GET', '/api/health');
      expect(reply.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expectSecurityHeaders(reply, 'production');
    } finally {
      await prod.close();
    }
  });
});

describe('request body cap', () => {
  let small: TestApi;
  beforeAll(async () => {
    small = await TestApi.start({ maxBodyBytes: 1024 });
  });
  afterAll(() => small.close());

  it('answers a body over the cap with 413 JSON', async () => {
    const reply = await small.call('POST', '/api/login', {
      body: { username: DEMO.admin, password: 'x'.repeat(1100) },
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: 'Request body too large' });
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('lets a body under the cap through', async () => {
    const reply = await small.call('POST', '/api/login', {
      body: { username: DEMO.admin, password: DEMO_PASSWORD, pad: 'x'.repeat(800) },
    });
    expect(reply.status).toBe(200);
  });

  it('caps a streamed (chunked) body without a Content-Length as well', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(512));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const request = new Request('http://visapath.test/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(request.headers.get('content-length')).toBeNull();
    const res = await small.app.fetch(request);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body too large' });
  });

  it('caps an authenticated route before anything is written', async () => {
    const token = await loginAs(small, DEMO.bank);
    const reply = await small.call('PUT', '/api/me', { token, body: { first_name: 'x'.repeat(2000), last_name: 'B' } });
    expect(reply.status).toBe(413);
    expect((await small.call('GET', '/api/me', { token })).body.first_name).toBe('Bruno');
  });

  it('refuses a lying Content-Length too', async () => {
    const res = await small.app.fetch(
      new Request('http://visapath.test/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '5000000' },
        body: JSON.stringify({ username: DEMO.admin, password: DEMO_PASSWORD }),
      }),
    );
    expect(res.status).toBe(413);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/users/1/nothing'],
    ['GET', '/api/visa/nope'],
    ['PUT', '/api/login'],
    ['GET', '/api/'],
    ['PATCH', '/api/me'],
  ])('%s %s is a 404 JSON', async (method, path) => {
    const reply = await api.call(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual({ message: 'Not found' });
  });

  it('answers /api/health without a token', async () => {
    const reply = await api.call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  it('protected routes say 401, not 404, without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/me'],
      ['PUT', '/api/me'],
      ['POST', '/api/me/password'],
      ['POST', '/api/logout'],
    ]) {
      const reply = await api.call(method, path, method === 'GET' ? {} : { body: {} });
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body).toEqual(TOKEN_MISSING);
    }
    expect((await api.call('GET', '/api/me', { token: 'bad' })).body).toEqual(TOKEN_INVALID);
  });
});

describe('localized field errors', () => {
  const loginEmpty = (acceptLanguage?: string) =>
    api.call('POST', '/api/login', { body: {}, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

  it('speaks German for Accept-Language de', async () => {
    for (const header of ['de', 'de-DE', 'de-CH,de;q=0.9,en;q=0.8', 'DE']) {
      const reply = await loginEmpty(header);
      expect(reply.status, header).toBe(400);
      expect(reply.body, header).toEqual({
        message: 'Bitte korrigieren Sie die markierten Felder',
        errors: { username: 'E-Mail ist erforderlich', password: 'Passwort ist erforderlich' },
      });
    }
  });

  it('speaks German for other endpoints too', async () => {
    const reply = await api.call('POST', '/api/register', {
      body: { partner_type: 'x', email: 'nope' },
      headers: { 'accept-language': 'de' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      first_name: 'Pflichtfeld',
      last_name: 'Pflichtfeld',
      email: 'Die E-Mail muss eine gültige E-Mail-Adresse sein',
      organisation: 'Pflichtfeld',
      partner_type: 'Wählen Sie eine der Optionen',
    });
    const otp = await api.call('POST', '/api/resetPassword-verify-otp', {
      body: { email: DEMO.admin, otp: '12' },
      headers: { 'accept-language': 'de' },
    });
    expect(otp.body.errors).toEqual({ otp: 'Geben Sie den 6-stelligen Code ein' });
    const pw = await api.call('POST', '/api/resetPassword', {
      body: { resetToken: 'x', password: 'short' },
      headers: { 'accept-language': 'de' },
    });
    expect(pw.body.errors).toEqual({ password: 'Verwenden Sie mindestens 12 Zeichen' });
  });

  it('speaks French for fr, and English by default or for unsupported languages', async () => {
    expect((await loginEmpty('fr-FR')).body.errors).toEqual({
      username: "L'e-mail est obligatoire",
      password: 'Le mot de passe est obligatoire',
    });
    for (const header of [undefined, 'en-GB', 'es-ES', 'zz', '*']) {
      expect((await loginEmpty(header)).body.errors, String(header)).toEqual({
        username: 'Email is required',
        password: 'Password is required',
      });
    }
    // The first supported language in the list wins.
    expect((await loginEmpty('es,de;q=0.8,en;q=0.5')).body.errors.username).toBe('E-Mail ist erforderlich');
  });
});
