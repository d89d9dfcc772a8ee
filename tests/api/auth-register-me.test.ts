import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, users } from '@/server/infrastructure/db/schema';
import { users as usersResource } from '@/domain/areas/users';
import { TestApi } from '../support/api';
import { uploadedFile } from '../support/samples';
import {
  DEMO,
  TOKEN_MISSING,
  TOO_MANY,
  createUser,
  freshAddress,
  login,
  loginAs,
  me,
  userByEmail,
} from '../support/auth';

let api: TestApi;
beforeAll(async () => {
  api = await TestApi.start();
});
afterAll(() => api.close());

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rita',
  last_name: 'Requester',
  email: `rita-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
  organisation: 'Requester Insurance Ltd',
  partner_type: 'insurer',
  message: 'Please let us in.',
  ...overrides,
});

const register = (body: unknown, address = freshAddress()) =>
  api.call('POST', '/api/register', { body, headers: { 'x-forwarded-for': address } });

async function requestsFor(email: string) {
  return api.db.select().from(accessRequests).where(eq(accessRequests.email, email.toLowerCase()));
}

describe('POST /api/register', () => {
  it('stores a pending access request and answers 201 {status: 1}', async () => {
    const body = validRequest({ email: `New.Partner-${Date.now()}@Example.TEST` });
    const [usersBefore] = await api.db.select({ n: count() }).from(users);
    const reply = await register(body);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ status: 1 });
    const rows = await requestsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Rita',
      last_name: 'Requester',
      email: body.email.toLowerCase(),
      organisation: 'Requester Insurance Ltd',
      partner_type: 'insurer',
      message: 'Please let us in.',
      status: 'pending',
      decided_at: null,
      user_id: null,
    });
    // No account exists yet: an access request is not a sign-up.
    const [usersAfter] = await api.db.select({ n: count() }).from(users);
    expect(usersAfter.n).toBe(usersBefore.n);
    expect((await login(api, body.email, 'Whatever-password-1')).status).toBe(401);
  });

  it.each(['insurer', 'university', 'consultancy', 'language_school', 'bank'])(
    'accepts partner_type %s',
    async (partnerType) => {
      const body = validRequest({ partner_type: partnerType });
      expect((await register(body)).status).toBe(201);
      expect((await requestsFor(body.email))[0].partner_type).toBe(partnerType);
    },
  );

  it('makes the message optional (stored as empty) and trims text', async () => {
    const { message: _message, ...body } = validRequest({ first_name: '  Spacey  ', organisation: '  Org  ' });
    expect((await register(body)).status).toBe(201);
    const [row] = await requestsFor(body.email);
    expect(row.message).toBe('');
    expect(row.first_name).toBe('Spacey');
    expect(row.organisation).toBe('Org');
  });

  it('ignores fields a requester must not set (status, user, decision)', async () => {
    const { user } = await createUser(api, { user_type: 1 });
    const body = validRequest({
      status: 'approved',
      user_id: user.id,
      decided_at: '2020-01-01T00:00:00Z',
      id: 999_999,
      user_type: 1,
    });
    expect((await register(body)).status).toBe(201);
    const [row] = await requestsFor(body.email);
    expect(row.status).toBe('pending');
    expect(row.user_id).toBeNull();
    expect(row.decided_at).toBeNull();
    expect(row.id).not.toBe(999_999);
  });

  it.each(['admin', 'Insurer', 'government', '', 4])(
    'refuses partner_type %j with a field error',
    async (partnerType) => {
      const body = validRequest({ partner_type: partnerType });
      const reply = await register(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: 'Please correct the highlighted fields',
        errors: { partner_type: 'Choose one of the options' },
      });
      expect(await requestsFor(body.email)).toHaveLength(0);
    },
  );

  it('refuses missing or blank names with field errors, and stores nothing', async () => {
    const { first_name: _f, last_name: _l, ...noNames } = validRequest();
    const missing = await register(noNames);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ first_name: 'Required', last_name: 'Required' });
    const blank = await register(validRequest({ first_name: '   ', last_name: '' }));
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ first_name: 'Required', last_name: 'Required' });
    expect(await requestsFor(noNames.email)).toHaveLength(0);
  });

  it('reports every bad field at once', async () => {
    const reply = await register({ partner_type: 'nope', email: 'not-an-email', message: 'x'.repeat(2001) });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      first_name: 'Required',
      last_name: 'Required',
      email: 'Email must be a valid email address',
      organisation: 'Required',
      partner_type: 'Choose one of the options',
      message: 'Too long',
    });
  });

  it('caps the lengths of names and organisation', async () => {
    const reply = await register(validRequest({ first_name: 'x'.repeat(101), organisation: 'y'.repeat(201) }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ first_name: 'Too long', organisation: 'Too long' });
  });

  it('limits requests per client address (10 an hour), also in parallel', async () => {
    const address = '192.0.2.200';
    for (let i = 0; i < 10; i++) expect((await register(validRequest(), address)).status, `request ${i + 1}`).toBe(201);
    const eleventh = await register(validRequest(), address);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual(TOO_MANY);
    // Another address is not affected.
    expect((await register(validRequest(), '192.0.2.201')).status).toBe(201);

    const parallelAddress = '192.0.2.202';
    const replies = await Promise.all(Array.from({ length: 20 }, () => register(validRequest(), parallelAddress)));
    expect(replies.filter((r) => r.status === 201).length).toBeLessThanOrEqual(10);
    expect(replies.every((r) => r.status === 201 || r.status === 429)).toBe(true);
  });
});

describe('GET /api/me', () => {
  it.each([DEMO.admin, DEMO.insurer, DEMO.bank])(
    'returns exactly the session user of %s, and their settings',
    async (email) => {
      const signedIn = await api.call('POST', '/api/login', {
        body: { username: email, password: 'Visapath-demo-1' },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      const reply = await me(api, signedIn.body.accessToken);
      expect(reply.status).toBe(200);
      const { enquiry_mail } = await userByEmail(api, email);
      expect(reply.body).toEqual({ ...signedIn.body.user, enquiry_mail });
      expect(Object.keys(reply.body).sort()).toEqual([
        'email',
        'enquiry_mail',
        'first_name',
        'last_name',
        'profile_pic',
        'user_id',
        'user_type',
      ]);
      expect(reply.text).not.toContain('argon2');
      expect(reply.text).not.toContain('password');
    },
  );

  it('needs a token', async () => {
    const reply = await me(api);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(TOKEN_MISSING);
  });
});

describe('PUT /api/me', () => {
  const put = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
    api.call('PUT', '/api/me', { token, body, headers });

  it('updates first_name, last_name and profile_pic and returns the session user', async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const token = (await login(api, user.email, password)).body.accessToken as string;
    // A picture is a file stored through POST /api/uploads.
    const picture = await uploadedFile(api, token, usersResource, 'profile_pic');
    const reply = await put(token, { first_name: '  Grace ', last_name: 'Hopper', profile_pic: picture });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      user_id: user.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: user.email,
      profile_pic: picture,
      user_type: 1,
      enquiry_mail: 'immediately',
    });
    expect((await me(api, token)).body).toEqual(reply.body);
    const row = await userByEmail(api, user.email);
    expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', profile_pic: picture, updated_by: user.id });
    expect(row.version).toBe(user.version + 1);
    // The next sign-in shows the new name.
    expect((await login(api, user.email, password)).body.user.first_name).toBe('Grace');
  });

  it('leaves profile_pic alone when omitted and clears it with null', async () => {
    const { user, password } = await createUser(api, { profile_pic: '/uploads/old.png' });
    const token = (await login(api, user.email, password)).body.accessToken as string;
    const kept = await put(token, { first_name: 'Kept', last_name: 'Picture' });
    expect(kept.status).toBe(200);
    expect(kept.body.profile_pic).toBe('/uploads/old.png');
    const cleared = await put(token, { first_name: 'Kept', last_name: 'Picture', profile_pic: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.profile_pic).toBeNull();
    expect((await userByEmail(api, user.email)).profile_pic).toBeNull();
  });

  it('cannot change the email, role, organisation, activity or password', async () => {
    const token = await loginAs(api, DEMO.university);
    const before = await userByEmail(api, DEMO.university);
    const reply = await put(token, {
      first_name: 'Ulrich',
      last_name: 'Universität',
      email: 'hijack@evil.test',
      user_type: 1,
      userType: 1,
      organization_id: null,
      is_active: false,
      password_hash: 'x',
      token_version: 99,
      id: 1,
      user_id: 1,
      version: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user_type).toBe(5);
    expect(reply.body.email).toBe(DEMO.university);
    const after = await userByEmail(api, DEMO.university);
    expect(after).toMatchObject({
      id: before.id,
      email: before.email,
      user_type: 5,
      organization_id: before.organization_id,
      is_active: true,
      password_hash: before.password_hash,
      token_version: before.token_version,
    });
    // Still a partner: admin-only routes stay closed, and the token still works.
    expect((await api.call('GET', '/api/dev/outbox', { token })).status).toBe(403);
    expect((await me(api, token)).status).toBe(200);
  });

  it('answers invalid input with field errors and changes nothing', async () => {
    const { user, password } = await createUser(api);
    const token = (await login(api, user.email, password)).body.accessToken as string;
    const empty = await put(token, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      message: 'Please correct the highlighted fields',
      errors: { first_name: 'Required', last_name: 'Required' },
    });
    const blank = await put(token, { first_name: ' ', last_name: 'Ok' });
    expect(blank.body.errors).toEqual({ first_name: 'Required' });
    const long = await put(token, {
      first_name: 'x'.repeat(101),
      last_name: 'y'.repeat(101),
      profile_pic: 'z'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      first_name: 'Too long',
      last_name: 'Too long',
      profile_pic: 'At most 500 characters',
    });
    const typed = await put(token, { first_name: 1, last_name: ['a'], profile_pic: 5 });
    expect(typed.status).toBe(400);
    expect(Object.keys(typed.body.errors).sort()).toEqual(['first_name', 'last_name', 'profile_pic']);
    const row = await userByEmail(api, user.email);
    expect(row.first_name).toBe(user.first_name);
    expect(row.version).toBe(user.version);
  });

  it('gives the field errors in German for Accept-Language de', async () => {
    const token = await loginAs(api, DEMO.consultant);
    const reply = await put(
      token,
      { first_name: '', last_name: 'x'.repeat(101) },
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'Bitte korrigieren Sie die markierten Felder',
      errors: { first_name: 'Pflichtfeld', last_name: 'Zu lang' },
    });
  });

  it('answers malformed JSON with 400 and needs a token', async () => {
    const token = await loginAs(api, DEMO.consultant);
    const malformed = await api.call('PUT', '/api/me', { token, raw: '{"first_name":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
    const anonymous = await put(undefined, { first_name: 'A', last_name: 'B' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(TOKEN_MISSING);
  });

  it('only ever changes the caller', async () => {
    const admin = await userByEmail(api, DEMO.admin);
    const token = await loginAs(api, DEMO.bank);
    await put(token, { first_name: 'Bruno', last_name: 'Changed' });
    const [adminAfter] = await api.db.select().from(users).where(eq(users.id, admin.id));
    expect(adminAfter.last_name).toBe(admin.last_name);
    const [latest] = await api.db.select().from(users).orderBy(desc(users.updated_at)).limit(1);
    expect(latest.email).toBe(DEMO.bank);
  });
});
