import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, passwordResets, sessions, users } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import {
  DEMO,
  DEMO_PASSWORD,
  TOKEN_INVALID,
  auditSince,
  claimsOf,
  createUser,
  lastAuditId,
  latestCode,
  loginAs,
  mailsTo,
  me,
  userByEmail,
} from '../support/auth';
import { SAMPLE_FILES } from '../support/files';

let api: TestApi;
let admin: string;
let adminId: number;
const partners: Record<string, string> = {};
beforeAll(async () => {
  api = await TestApi.start();
  admin = await loginAs(api, DEMO.admin);
  adminId = (await userByEmail(api, DEMO.admin)).id;
  for (const key of ['insurer', 'university', 'consultant', 'languages', 'bank'] as const)
    partners[key] = await loginAs(api, DEMO[key]);
});
afterAll(() => api.close());

const NEW_PASSWORD = 'A-fresh-password-2024';
let counter = 0;
const freshEmail = () => `person${++counter}.${Date.now().toString(36)}@example.test`;

/** The first organisation of a type (the seed has a dozen of each). */
async function orgOf(type: string): Promise<number> {
  const [row] = await api.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.type, type))
    .orderBy(organizations.id)
    .limit(1);
  return row.id as number;
}

const userBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: freshEmail(),
  user_type: 1,
  organization_id: null,
  is_active: true,
  ...overrides,
});

async function createViaApi(overrides: Record<string, unknown> = {}) {
  const reply = await api.call('POST', '/api/users', { token: admin, body: userBody(overrides) });
  expect(reply.status, reply.text).toBe(201);
  return reply.body as Record<string, unknown> & { id: number; version: number; email: string };
}

/** A user with a password who is signed in: its row, and a token. */
async function signedInUser(values: Partial<typeof users.$inferInsert> = {}) {
  const { user, password } = await createUser(api, values);
  const token = await loginAs(api, user.email, password);
  return { user, password, token };
}

async function current(id: number) {
  const reply = await api.call('GET', `/api/users/${id}`, { token: admin });
  expect(reply.status).toBe(200);
  return reply.body as Record<string, unknown> & { version: number };
}

const editable = (record: Record<string, unknown>) => {
  const { first_name, last_name, email, user_type, organization_id, profile_pic, is_active, version } = record;
  return { first_name, last_name, email, user_type, organization_id, profile_pic, is_active, version };
};

async function update(id: number, changes: Record<string, unknown>, token = admin) {
  return api.call('PUT', `/api/users/${id}`, { token, body: { ...editable(await current(id)), ...changes } });
}

/** Sets a password with a mailed code, as /auth/verify does, and signs in with it. */
async function setPasswordWithMailedCode(email: string) {
  const otp = await latestCode(api, email);
  const verified = await api.call('POST', '/api/resetPassword-verify-otp', { body: { email, otp } });
  expect(verified.status, verified.text).toBe(200);
  const reset = await api.call('POST', '/api/resetPassword', {
    body: { resetToken: verified.body.resetToken, password: NEW_PASSWORD },
  });
  expect(reset.status, reset.text).toBe(200);
  return loginAs(api, email, NEW_PASSWORD);
}

describe('who may reach users, access requests and the audit log', () => {
  it('refuses every partner role with 403 on every users route, and changes nothing', async () => {
    const target = await createViaApi();
    const before = await current(target.id);
    for (const [who, token] of Object.entries(partners)) {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/users'],
        ['GET', `/api/users/${target.id}`],
        ['GET', `/api/users/${adminId}`],
        ['POST', '/api/users', userBody()],
        ['PUT', `/api/users/${target.id}`, { ...editable(before), first_name: 'Hacked' }],
        ['PUT', `/api/users/${adminId}`, { ...editable(await current(adminId)), is_active: false }],
        ['DELETE', `/api/users/${target.id}`],
        ['POST', `/api/users/${target.id}/send-reset`],
      ];
      for (const [method, path, body] of calls) {
        const reply = await api.call(method, path, { token, body });
        expect(reply.status, `${who} ${method} ${path}: ${reply.text}`).toBe(403);
      }
    }
    expect(await current(target.id)).toEqual(before);
    expect((await me(api, admin)).status).toBe(200);
  });

  it('refuses every partner role with 403 on the access requests and the audit log', async () => {
    const register = await api.call('POST', '/api/register', {
      body: {
        first_name: 'Pat',
        last_name: 'Partner',
        email: freshEmail(),
        organisation: 'Probe Ltd',
        partner_type: 'bank',
      },
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    expect(register.status).toBe(201);
    const [request] = (await api.call('GET', '/api/access-requests?sort=["id","DESC"]&range=[0,0]', { token: admin }))
      .body as { id: number }[];
    const [entry] = (await api.call('GET', '/api/audit-log?range=[0,0]', { token: admin })).body as { id: number }[];
    for (const [who, token] of Object.entries(partners)) {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/access-requests'],
        ['GET', `/api/access-requests/${request.id}`],
        ['POST', `/api/access-requests/${request.id}/approve`, {}],
        ['POST', `/api/access-requests/${request.id}/reject`, {}],
        ['GET', '/api/audit-log'],
        ['GET', `/api/audit-log/${entry.id}`],
      ];
      for (const [method, path, body] of calls) {
        const reply = await api.call(method, path, { token, body });
        expect(reply.status, `${who} ${method} ${path}: ${reply.text}`).toBe(403);
      }
      // Both are read-only resources: no write route exists for anyone (404), so none can succeed.
      for (const [method, path] of [
        ['POST', '/api/access-requests'],
        ['PUT', `/api/access-requests/${request.id}`],
        ['DELETE', `/api/access-requests/${request.id}`],
        ['POST', '/api/audit-log'],
        ['PUT', `/api/audit-log/${entry.id}`],
        ['DELETE', `/api/audit-log/${entry.id}`],
      ] as const) {
        const reply = await api.call(method, path, { token, body: method === 'DELETE' ? undefined : { version: 1 } });
        expect([403, 404], `${who} ${method} ${path}`).toContain(reply.status);
      }
    }
    const after = await api.call('GET', `/api/access-requests/${request.id}`, { token: admin });
    expect(after.body.status).toBe('pending');
    expect(after.body.user_id).toBeNull();
  });

  it('never exposes password hashes or token versions', async () => {
    const list = await api.call('GET', '/api/users?range=[0,999]', { token: admin });
    expect(list.status).toBe(200);
    // Every user (fewer than 1000 here), each checked below: an empty page would check nothing.
    expect((list.body as unknown[]).length).toBe((await api.db.select({ id: users.id }).from(users)).length);
    for (const row of list.body as Record<string, unknown>[]) {
      expect(row).not.toHaveProperty('password_hash');
      expect(row).not.toHaveProperty('token_version');
    }
    expect(list.text).not.toMatch(/argon2/);
  });
});

describe('users: organisation and role', () => {
  it('refuses a partner user without an organisation (400 on organization_id)', async () => {
    for (const userType of [4, 5, 6, 7, 8]) {
      const reply = await api.call('POST', '/api/users', { token: admin, body: userBody({ user_type: userType }) });
      expect(reply.status, `user_type ${userType}`).toBe(400);
      expect(reply.body.errors.organization_id).toBe('Partner users need an organisation of their type');
    }
  });

  it('refuses an organisation of another type, and one that does not exist', async () => {
    const pairs: [number, string][] = [
      [4, 'bank'],
      [5, 'insurer'],
      [6, 'language_school'],
      [7, 'consultancy'],
      [8, 'university'],
    ];
    for (const [userType, wrongType] of pairs) {
      const reply = await api.call('POST', '/api/users', {
        token: admin,
        body: userBody({ user_type: userType, organization_id: await orgOf(wrongType) }),
      });
      expect(reply.status, `user_type ${userType} in a ${wrongType}`).toBe(400);
      expect(reply.body.errors.organization_id).toBe('Choose an organisation of the right type');
    }
    const missing = await api.call('POST', '/api/users', {
      token: admin,
      body: userBody({ user_type: 4, organization_id: 99_999_999 }),
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['organization_id']);
  });

  it('refuses an admin with an organisation', async () => {
    const reply = await api.call('POST', '/api/users', {
      token: admin,
      body: userBody({ user_type: 1, organization_id: await orgOf('bank') }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.organization_id).toBe('Administrators belong to no organisation');
  });

  it("answers the field errors in the caller's language", async () => {
    const reply = await api.call('POST', '/api/users', {
      token: admin,
      body: userBody({ user_type: 4 }),
      headers: { 'accept-language': 'de' },
    });
    expect(reply.body.errors.organization_id).toBe('Partnerbenutzer brauchen eine Organisation ihres Typs');
  });

  it('creates a partner user in an organisation of its type, without a password, and mails a code to set one', async () => {
    const org = await orgOf('university');
    const email = freshEmail();
    const created = await createViaApi({ email: `  ${email.toUpperCase()} `, user_type: 5, organization_id: org });
    expect(created).toMatchObject({
      email,
      user_type: 5,
      organization_id: org,
      is_active: true,
      last_login_at: null,
      version: 1,
    });
    expect((await userByEmail(api, email)).password_hash).toBeNull();
    const [mail] = await mailsTo(api, email);
    expect(mail.subject).toMatch(/set your password/i);
    expect(mail.body).toContain(`/auth/verify?email=${encodeURIComponent(email)}`);

    // The new user sets a password with the code, signs in, and is a university user of that organisation.
    const token = await setPasswordWithMailedCode(email);
    const login = await api.call('POST', '/api/login', {
      body: { username: email, password: NEW_PASSWORD },
      headers: { 'x-forwarded-for': '192.0.2.90' },
    });
    expect(login.body).toMatchObject({ userType: 5, companyId: org });
    expect((await me(api, token)).body.email).toBe(email);
  });

  it('mails no code to a user created inactive', async () => {
    const created = await createViaApi({ is_active: false });
    expect(await mailsTo(api, created.email)).toHaveLength(0);
  });

  it('keeps emails unique whatever their case (409 naming email), on create and on update', async () => {
    const email = freshEmail();
    await createViaApi({ email });
    const duplicate = await api.call('POST', '/api/users', {
      token: admin,
      body: userBody({ email: email.toUpperCase() }),
    });
    expect(duplicate.status).toBe(409);
    expect(Object.keys(duplicate.body.errors)).toEqual(['email']);
    const demo = await api.call('POST', '/api/users', {
      token: admin,
      body: userBody({ email: 'Admin@VisaPath.test' }),
    });
    expect(demo.status).toBe(409);

    const other = await createViaApi();
    // Moving an email takes the admin's fresh proof (auth-fresh-proof.test.ts); with it, the address is still taken.
    const proof = { token: admin, body: { password: DEMO_PASSWORD } };
    expect((await api.call('POST', '/api/me/reauthenticate', proof)).status).toBe(200);
    const onto = await update(other.id, { email: email.replace(/^p/, 'P') });
    expect(onto.status).toBe(409);
    expect(Object.keys(onto.body.errors)).toEqual(['email']);
    expect((await current(other.id)).email).toBe(other.email);
  });
});

describe('users: sessions end at once', () => {
  it("refuses a deactivated user's token on the very next request", async () => {
    const { user, token } = await signedInUser();
    expect((await api.call('POST', `/api/users/${user.id}/send-reset`, { token: admin })).status).toBe(200);
    const code = await latestCode(api, user.email);
    expect((await me(api, token)).status).toBe(200);
    expect((await me(api, token)).status).toBe(200); // now cached, if the cache is live
    const before = await lastAuditId(api);
    const reply = await update(user.id, { is_active: false });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.is_active).toBe(false);
    const refused = await me(api, token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(TOKEN_INVALID);

    const row = await userByEmail(api, user.email);
    expect(row.token_version).toBe(user.token_version + 1);
    const open = await api.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, user.id), isNull(sessions.revoked_at)));
    expect(open).toHaveLength(0);
    const [entry] = await auditSince(api, before, 'update');
    expect(entry).toMatchObject({ user_id: adminId, resource: 'users', record_id: String(user.id) });
    expect(entry.changes).toEqual({ is_active: { from: true, to: false } });

    // Nor can the user sign in again, nor use a code mailed before.
    const login = await api.call('POST', '/api/login', {
      body: { username: user.email, password: 'Another-password-42' },
      headers: { 'x-forwarded-for': '192.0.2.91' },
    });
    expect(login.status).toBe(401);
    const verify = await api.call('POST', '/api/resetPassword-verify-otp', { body: { email: user.email, otp: code } });
    expect(verify.status).toBe(400);
  });

  it('ends the sessions when the role or the organisation changes, and not on a change of name', async () => {
    const insurerA = await orgOf('insurer');
    const [insurerB] = await api.db
      .insert(organizations)
      .values({ type: 'insurer', name: 'Second Insurer', slug: `second-insurer-${Date.now()}` })
      .returning({ id: organizations.id });

    const { user, token } = await signedInUser({ user_type: 4, organization_id: insurerA });
    expect((await update(user.id, { first_name: 'Renamed' })).status).toBe(200);
    expect((await me(api, token)).status).toBe(200);

    expect((await update(user.id, { organization_id: insurerB.id })).status).toBe(200);
    expect((await me(api, token)).status).toBe(401);

    const second = await signedInUser({ user_type: 4, organization_id: insurerA });
    const promoted = await update(second.user.id, { user_type: 1, organization_id: null });
    expect(promoted.status, promoted.text).toBe(200);
    expect((await me(api, second.token)).status).toBe(401);
    // Signing in again gives a token with the new role.
    const fresh = await loginAs(api, second.user.email, second.password);
    expect(claimsOf(fresh)).toMatchObject({ user_type: 1, org: null });
  });

  it('refuses an admin deactivating or demoting themself (400), and changes nothing', async () => {
    const { user, token } = await signedInUser({ user_type: 1 });
    const before = await current(user.id);
    const deactivate = await update(user.id, { is_active: false }, token);
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.errors.is_active).toBe('You cannot deactivate your own account');
    const demote = await update(user.id, { user_type: 4, organization_id: await orgOf('insurer') }, token);
    expect(demote.status).toBe(400);
    expect(demote.body.errors.user_type).toBe('You cannot take away your own administrator role');
    expect(await current(user.id)).toEqual(before);
    expect((await me(api, token)).status).toBe(200);
    // Another admin may.
    expect((await update(user.id, { is_active: false })).status).toBe(200);
    expect((await me(api, token)).status).toBe(401);
  });

  it('a reactivated user signs in again; the old token stays dead', async () => {
    const { user, token, password } = await signedInUser();
    expect((await update(user.id, { is_active: false })).status).toBe(200);
    expect((await update(user.id, { is_active: true })).status).toBe(200);
    expect((await me(api, token)).status).toBe(401);
    expect((await me(api, await loginAs(api, user.email, password))).status).toBe(200);
  });
});

describe('users: delete', () => {
  it('deletes an account that never signed in', async () => {
    const created = await createViaApi();
    const reply = await api.call('DELETE', `/api/users/${created.id}`, { token: admin });
    expect(reply.status, reply.text).toBe(200);
    expect((await api.call('GET', `/api/users/${created.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses to delete a user who has signed in (409: deactivate instead), and oneself', async () => {
    const { user, token } = await signedInUser();
    const reply = await api.call('DELETE', `/api/users/${user.id}`, { token: admin });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(/Deactivate the account instead/);
    expect((await me(api, token)).status).toBe(200);
    const self = await api.call('DELETE', `/api/users/${adminId}`, { token: admin });
    expect(self.status).toBe(409);
    expect((await me(api, admin)).status).toBe(200);
  });
});

describe('POST /api/users/:id/send-reset', () => {
  it('mails a reset code the user can use, and audits it', async () => {
    const { user } = await signedInUser();
    const before = await lastAuditId(api);
    const reply = await api.call('POST', `/api/users/${user.id}/send-reset`, { token: admin });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ status: 1 });
    const [mail] = await mailsTo(api, user.email);
    expect(mail.subject).toMatch(/password reset/i);
    expect(reply.text).not.toContain(await latestCode(api, user.email));
    const [entry] = await auditSince(api, before, 'password.reset.send');
    expect(entry).toMatchObject({ user_id: adminId, resource: 'users', record_id: String(user.id) });
    await setPasswordWithMailedCode(user.email);
  });

  it('sends a new set-password code to a user who has none yet', async () => {
    const created = await createViaApi();
    expect((await api.call('POST', `/api/users/${created.id}/send-reset`, { token: admin })).status).toBe(200);
    const mails = await mailsTo(api, created.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toMatch(/set your password/i);
    // Only the newest code is still open.
    const open = await api.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.user_id, created.id), isNull(passwordResets.used_at)));
    expect(open).toHaveLength(1);
    await setPasswordWithMailedCode(created.email);
  });

  it('refuses a deactivated user (409), an unknown one (404), and too many in a row (429)', async () => {
    const inactive = await createViaApi({ is_active: false });
    expect((await api.call('POST', `/api/users/${inactive.id}/send-reset`, { token: admin })).status).toBe(409);
    expect((await api.call('POST', '/api/users/99999999/send-reset', { token: admin })).status).toBe(404);
    expect((await api.call('POST', '/api/users/abc/send-reset', { token: admin })).status).toBe(404);
    const { user } = await signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.call('POST', `/api/users/${user.id}/send-reset`, { token: admin })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailsTo(api, user.email)).toHaveLength(5);
  });
});

describe('own profile', () => {
  const PNG = SAMPLE_FILES['image/png'];
  const upload = async (query: string, token: string) => {
    const res = await api.app.fetch(
      new Request(`http://visapath.test/api/uploads?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-forwarded-for': '192.0.2.60' },
        body: PNG,
      }),
    );
    return { status: res.status, body: (await res.json()) as { url?: string } };
  };

  it('lets every signed-in user upload their own picture, without letting partners write users', async () => {
    for (const token of [admin, ...Object.values(partners)]) {
      const reply = await upload('resource=me&field=profile_pic', token);
      expect(reply.status).toBe(201);
      expect(reply.body.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    }
    const { token } = await signedInUser({ user_type: 4, organization_id: await orgOf('insurer') });
    const uploaded = await upload('resource=me&field=profile_pic', token);
    const saved = await api.call('PUT', '/api/me', {
      token,
      body: { first_name: 'Ines', last_name: 'Photo', profile_pic: uploaded.body.url },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      first_name: 'Ines',
      last_name: 'Photo',
      profile_pic: uploaded.body.url,
      user_type: 4,
    });

    expect((await upload('resource=users&field=profile_pic', partners.insurer)).status).toBe(403);
    expect((await upload('resource=me&field=email', partners.insurer)).status).toBe(400);
    expect((await upload('resource=me&field=constructor', partners.insurer)).status).toBe(400);
    const pdf = await api.app.fetch(
      new Request('http://visapath.test/api/uploads?resource=me&field=profile_pic', {
        method: 'POST',
        headers: { authorization: `Bearer ${partners.insurer}`, 'content-type': 'application/pdf' },
        body: '%PDF-1.4',
      }),
    );
    expect(pdf.status).toBe(400);
  });

  it('PUT /api/me changes only the name and picture, never the role or the organisation', async () => {
    const { user, token } = await signedInUser({ user_type: 4, organization_id: await orgOf('insurer') });
    const reply = await api.call('PUT', '/api/me', {
      token,
      body: {
        first_name: 'A',
        last_name: 'B',
        user_type: 1,
        organization_id: null,
        is_active: true,
        email: 'x@y.test',
      },
    });
    expect(reply.status).toBe(200);
    const row = await userByEmail(api, user.email);
    expect(row).toMatchObject({ first_name: 'A', last_name: 'B', user_type: 4, organization_id: user.organization_id });
  });

  it('changing the password needs the current one and ends every other session', async () => {
    const { user, password, token } = await signedInUser();
    const other = await loginAs(api, user.email, password);
    const wrong = await api.call('POST', '/api/me/password', {
      token,
      body: { currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect((await me(api, other)).status).toBe(200);

    const changed = await api.call('POST', '/api/me/password', {
      token,
      body: { currentPassword: password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await me(api, other)).status).toBe(401);
    expect((await me(api, token)).status).toBe(401); // the old token of this session too: it carries the old version
    expect((await me(api, changed.body.accessToken)).status).toBe(200);
    expect(
      (
        await api.call('POST', '/api/login', {
          body: { username: user.email, password },
          headers: { 'x-forwarded-for': '192.0.2.92' },
        })
      ).status,
    ).toBe(401);
    expect((await me(api, await loginAs(api, user.email, NEW_PASSWORD))).status).toBe(200);
  });
});
