import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRequests, organizations, users } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { instant } from '../support/samples';
import {
  DEMO,
  auditSince,
  claimsOf,
  freshAddress,
  lastAuditId,
  latestCode,
  loginAs,
  mailsTo,
  me,
  userByEmail,
} from '../support/auth';

let api: TestApi;
let admin: string;
let adminId: number;
beforeAll(async () => {
  api = await TestApi.start();
  admin = await loginAs(api, DEMO.admin);
  adminId = (await userByEmail(api, DEMO.admin)).id;
});
afterAll(() => api.close());

const PASSWORD = 'Chosen-by-the-new-user-1';
let counter = 0;
const freshEmail = () => `applicant${++counter}.${Date.now().toString(36)}@example.test`;

interface Request {
  id: number;
  status: string;
  decided_at: string | null;
  user_id: number | null;
  email: string;
  version: number;
}

/** Sends POST /api/register as the public page does and returns the stored request. */
async function register(
  values: Partial<{ email: string; organisation: string; partner_type: string; first_name: string }> = {},
) {
  const body = {
    first_name: 'Amara',
    last_name: 'Okafor',
    email: freshEmail(),
    organisation: 'Harbour Language House',
    partner_type: 'language_school',
    message: 'Please list us',
    ...values,
  };
  const reply = await api.call('POST', '/api/register', { body, headers: { 'x-forwarded-for': freshAddress() } });
  expect(reply.status, reply.text).toBe(201);
  const [row] = await api.db.select().from(accessRequests).where(eq(accessRequests.email, body.email.toLowerCase()));
  return { ...row, body };
}

const approve = (id: number, body: unknown = {}, token = admin) =>
  api.call('POST', `/api/access-requests/${id}/approve`, { token, body });
const reject = (id: number, token = admin) =>
  api.call('POST', `/api/access-requests/${id}/reject`, { token, body: {} });
const getRequest = async (id: number) =>
  (await api.call<Request>('GET', `/api/access-requests/${id}`, { token: admin })).body;

async function orgOf(type: string): Promise<{ id: number; name: string }> {
  const [row] = await api.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.type, type))
    .orderBy(organizations.id)
    .limit(1);
  return { id: row.id as number, name: row.name as string };
}

describe('POST /api/access-requests/:id/approve', () => {
  it('creates the user in a new unpublished organisation, mails a code, and the user sets a password and signs in', async () => {
    const request = await register({ organisation: 'Harbour Language House', partner_type: 'language_school' });
    expect(request.status).toBe('pending');
    const before = await lastAuditId(api);

    const reply = await approve(request.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({
      id: request.id,
      status: 'approved',
      email: request.email,
      version: request.version + 1,
    });
    expect(Math.abs(instant(reply.body.decided_at) - Date.now())).toBeLessThan(60_000);
    expect(await getRequest(request.id)).toEqual(reply.body);

    const user = await userByEmail(api, request.email);
    expect(reply.body.user_id).toBe(user.id);
    expect(user).toMatchObject({
      first_name: 'Amara',
      last_name: 'Okafor',
      user_type: 7,
      is_active: true,
      password_hash: null,
      created_by: adminId,
    });
    const [org] = await api.db.select().from(organizations).where(eq(organizations.id, user.organization_id!));
    expect(org).toMatchObject({ type: 'language_school', name: 'Harbour Language House', is_published: false });
    expect(org.slug).toMatch(/^harbour-language-house(-\d+)?$/);

    const audit = await auditSince(api, before);
    expect(audit.map((a) => [a.action, a.resource])).toEqual([
      ['create', 'language-schools'],
      ['create', 'users'],
      ['approve', 'access-requests'],
    ]);
    expect(audit.every((a) => a.user_id === adminId)).toBe(true);
    expect(audit[2].changes).toMatchObject({
      status: { from: 'pending', to: 'approved' },
      user_id: { from: null, to: user.id },
      created_organization: true,
    });

    // The mailed code sets the password; the new partner signs in to its own organisation.
    const [mail] = await mailsTo(api, request.email);
    expect(mail.subject).toMatch(/set your password/i);
    const otp = await latestCode(api, request.email);
    expect(reply.text).not.toContain(otp);
    const verified = await api.call('POST', '/api/resetPassword-verify-otp', { body: { email: request.email, otp } });
    expect(verified.status, verified.text).toBe(200);
    const reset = await api.call('POST', '/api/resetPassword', {
      body: { resetToken: verified.body.resetToken, password: PASSWORD },
    });
    expect(reset.status, reset.text).toBe(200);
    const login = await api.call('POST', '/api/login', {
      body: { username: request.email, password: PASSWORD },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.body).toMatchObject({ userType: 7, companyId: org.id });
    expect(claimsOf(login.body.accessToken)).toMatchObject({ user_type: 7, org: org.id });
    const own = await api.call('GET', '/api/me/organization', { token: login.body.accessToken });
    expect(own.body).toMatchObject({ id: org.id, type: 'language_school' });
  });

  it('gives a second new organisation of the same name its own slug', async () => {
    const first = await register({ organisation: 'Twin Bank', partner_type: 'bank' });
    const second = await register({ organisation: 'Twin Bank', partner_type: 'bank' });
    expect((await approve(first.id)).status).toBe(200);
    expect((await approve(second.id)).status).toBe(200);
    const slugs = await Promise.all(
      [first, second].map(async (r) => {
        const user = await userByEmail(api, r.email);
        const [org] = await api.db
          .select({ slug: organizations.slug })
          .from(organizations)
          .where(eq(organizations.id, user.organization_id!));
        return org.slug;
      }),
    );
    expect(slugs[0]).not.toBe(slugs[1]);
    expect(slugs[1]).toBe(`${slugs[0]}-2`);
  });

  it('takes a request without a body as "create a new organisation"', async () => {
    const request = await register({ organisation: 'Bodyless Consultancy', partner_type: 'consultancy' });
    const reply = await api.call('POST', `/api/access-requests/${request.id}/approve`, { token: admin });
    expect(reply.status, reply.text).toBe(200);
    expect(await userByEmail(api, request.email)).toMatchObject({ user_type: 6 });
  });

  it('puts the user into a chosen organisation of the requested type', async () => {
    const insurer = await orgOf('insurer');
    const request = await register({ organisation: 'Whatever they typed', partner_type: 'insurer' });
    const orgsBefore = (await api.db.select({ id: organizations.id }).from(organizations)).length;
    const reply = await approve(request.id, { organization_id: insurer.id });
    expect(reply.status, reply.text).toBe(200);
    expect(await userByEmail(api, request.email)).toMatchObject({ user_type: 4, organization_id: insurer.id });
    expect((await api.db.select({ id: organizations.id }).from(organizations)).length).toBe(orgsBefore);
  });

  it('refuses an organisation of another type or none that exists (400 on organization_id), and writes nothing', async () => {
    const request = await register({ partner_type: 'university' });
    const bank = await orgOf('bank');
    for (const organization_id of [bank.id, 99_999_999]) {
      const reply = await approve(request.id, { organization_id });
      expect(reply.status, reply.text).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual(['organization_id']);
    }
    expect((await approve(request.id, { organization_id: 'abc' })).status).toBe(400);
    expect((await approve(request.id, { organization_id: -3 })).status).toBe(400);
    expect(await getRequest(request.id)).toMatchObject({ status: 'pending', user_id: null, decided_at: null });
    expect(await userByEmail(api, request.email)).toBeUndefined();
    expect(await mailsTo(api, request.email)).toHaveLength(0);
  });

  it('is a 409 the second time, and after a rejection; nothing changes', async () => {
    const request = await register();
    expect((await approve(request.id)).status).toBe(200);
    const approved = await getRequest(request.id);
    const again = await approve(request.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This access request has already been decided.');
    expect((await reject(request.id)).status).toBe(409);
    expect(await getRequest(request.id)).toEqual(approved);
    expect(await mailsTo(api, request.email)).toHaveLength(1);
    expect(await api.db.select().from(users).where(eq(users.email, request.email))).toHaveLength(1);
  });

  it('approves only once when two admins click at the same moment', async () => {
    const request = await register();
    const replies = await Promise.all([approve(request.id), approve(request.id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await api.db.select().from(users).where(eq(users.email, request.email))).toHaveLength(1);
  });

  it('is a 409 when the email already has an account, whatever its case', async () => {
    const request = await register({ email: 'Bank@VisaPath.TEST', partner_type: 'bank' });
    expect(request.email).toBe('bank@visapath.test');
    const reply = await approve(request.id);
    expect(reply.status).toBe(409);
    expect(Object.keys(reply.body.errors)).toEqual(['email']);
    expect((await getRequest(request.id)).status).toBe('pending');
    // It can still be rejected.
    expect((await reject(request.id)).status).toBe(200);
  });

  it('404 for an unknown request; 401 without a token; 403 for partners', async () => {
    expect((await approve(99_999_999)).status).toBe(404);
    expect((await approve(0)).status).toBe(404);
    const request = await register();
    expect((await api.call('POST', `/api/access-requests/${request.id}/approve`, { body: {} })).status).toBe(401);
    for (const email of [DEMO.insurer, DEMO.university, DEMO.consultant, DEMO.languages, DEMO.bank]) {
      const token = await loginAs(api, email);
      expect((await approve(request.id, {}, token)).status).toBe(403);
      expect((await reject(request.id, token)).status).toBe(403);
    }
    expect((await getRequest(request.id)).status).toBe('pending');
  });
});

describe('POST /api/access-requests/:id/reject', () => {
  it('marks the request rejected (audited), creates no account, and cannot be repeated or undone', async () => {
    const request = await register();
    const before = await lastAuditId(api);
    const reply = await reject(request.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ id: request.id, status: 'rejected', user_id: null });
    expect(reply.body.decided_at).not.toBeNull();
    const [entry] = await auditSince(api, before, 'reject');
    expect(entry).toMatchObject({ user_id: adminId, resource: 'access-requests', record_id: String(request.id) });
    expect(await userByEmail(api, request.email)).toBeUndefined();
    expect(await mailsTo(api, request.email)).toHaveLength(0);
    expect((await reject(request.id)).status).toBe(409);
    expect((await approve(request.id)).status).toBe(409);
    expect((await getRequest(request.id)).status).toBe('rejected');
  });

  it('lists pending requests through the generic list filter', async () => {
    const request = await register();
    const reply = await api.call<Request[]>(
      'GET',
      `/api/access-requests?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', id: [request.id] }))}`,
      { token: admin },
    );
    expect(reply.body.map((r) => r.id)).toEqual([request.id]);
    await reject(request.id);
    const after = await api.call<Request[]>(
      'GET',
      `/api/access-requests?filter=${encodeURIComponent(JSON.stringify({ status: 'pending', id: [request.id] }))}`,
      { token: admin },
    );
    expect(after.body).toEqual([]);
    expect((await me(api, admin)).status).toBe(200);
  });
});
