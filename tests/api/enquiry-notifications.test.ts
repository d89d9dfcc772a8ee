import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { V } from '@/domain/validation';
import { translateKey } from '@/domain/messages';
import { createDigestSender } from '@/server/features/enquiries/notifications';
import { users } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { createUser, freshAddress, userByEmail } from '../support/auth';
import { insertEnquiry } from '../support/enquiries';
import { SmtpSink } from '../support/smtpSink';

/**
 * Assignment (partners to their colleagues, admins to admins or the enquiry's organisation) and the mails staff
 * get of enquiries: at once for a new enquiry or an assignment, a daily summary, or none (their profile setting).
 */

let api: TestApi;
const sink = new SmtpSink();
let admin: string;
let adminId: number;
let university: string;
let universityId: number;
let universityOrg: number;
let insurerId: number;
let colleague: { id: number; email: string; password: string };

const newEnquiry = (values: Record<string, unknown> = {}) =>
  insertEnquiry(api, { organization_id: universityOrg, ...values });

async function signIn(email: string, password?: string, language = 'en') {
  const reply = await api.call<{ accessToken: string }>('POST', '/api/login', {
    body: { username: email, password: password ?? 'Visapath-demo-1' },
    headers: { 'x-forwarded-for': freshAddress(), 'accept-language': language },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.accessToken;
}

const assign = async (id: number, assigned_to: number | null, token: string) => {
  const current = await api.call('GET', `/api/enquiries/${id}`, { token });
  if (current.status !== 200) return current;
  return api.call('PUT', `/api/enquiries/${id}`, { token, body: { ...current.body, assigned_to } });
};

/** The mails the sink received for `to` since the test began. */
const mailsTo = async (to: string): Promise<ParsedMail[]> => {
  await api.deps.mailer.idle();
  return sink.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
};
const setting = (id: number, value: 'immediately' | 'daily' | 'off') =>
  api.db.update(users).set({ enquiry_mail: value }).where(eq(users.id, id));

beforeAll(async () => {
  await sink.start();
  api = await TestApi.start({ smtpUrl: sink.url, webauthnOrigin: 'https://console.visapath.test' });
  admin = await signIn(DEMO.admin);
  adminId = (await userByEmail(api, DEMO.admin)).id;
  const universityUser = await userByEmail(api, DEMO.university);
  universityId = universityUser.id;
  universityOrg = universityUser.organization_id!;
  university = await signIn(DEMO.university);
  insurerId = (await userByEmail(api, DEMO.insurer)).id;
  const created = await createUser(api, { user_type: universityUser.user_type, organization_id: universityOrg });
  colleague = { id: created.user.id, email: created.user.email, password: created.password };
  // The colleague reads the console in German: their mails are German.
  await signIn(colleague.email, colleague.password, 'de');
});
beforeEach(async () => {
  await api?.deps.mailer.idle();
  sink.received.length = 0;
});
afterAll(async () => {
  await api?.close();
  await sink.stop();
});

describe('assignment', () => {
  it('lets a partner assign a colleague: an event in the timeline and a mail to the colleague in their language', async () => {
    const id = await newEnquiry();
    const reply = await assign(id, colleague.id, university);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.assigned_to).toBe(colleague.id);
    const timeline = await api.call('GET', `/api/enquiries/${id}/messages`, { token: university });
    const events = timeline.body.filter((e: { kind: string }) => e.kind === 'event');
    const named = await userByEmail(api, colleague.email);
    expect(events.map((e: { event: unknown }) => e.event)).toEqual([
      { type: 'assigned', from: null, to: colleague.id, to_name: `${named.first_name} ${named.last_name}` },
    ]);
    const [mail, ...more] = await mailsTo(colleague.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(translateKey('vp.enquiry_mail.assigned_subject', 'de', { name: 'Priya Sharma' }));
    expect(mail.text).toContain(`https://console.visapath.test/enquiries/${id}/show`);
    expect(mail.text).toContain('Ulrich');
  });

  it("refuses a partner assigning an admin or another organisation's user, and an inactive colleague", async () => {
    const id = await newEnquiry();
    const inactive = await createUser(api, { user_type: 5, organization_id: universityOrg, is_active: false });
    for (const who of [adminId, insurerId, inactive.user.id]) {
      const reply = await assign(id, who, university);
      expect(reply.status, `${who}: ${reply.text}`).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual(['assigned_to']);
      expect(reply.body.errors.assigned_to).toBe(translateKey(V.assignee));
    }
    expect((await api.call('GET', `/api/enquiries/${id}`, { token: admin })).body.assigned_to).toBeNull();
    expect(await mailsTo(DEMO.admin)).toEqual([]);
  });

  it("is a 404 for a partner on another organisation's enquiry", async () => {
    const insurerOrg = (await userByEmail(api, DEMO.insurer)).organization_id!;
    const id = await newEnquiry({ kind: 'insurance', organization_id: insurerOrg });
    const reply = await api.call('PUT', `/api/enquiries/${id}`, {
      token: university,
      body: { kind: 'insurance', status: 'new', assigned_to: colleague.id, version: 1 },
    });
    expect(reply.status, reply.text).toBe(404);
    expect((await api.call('GET', `/api/enquiries/${id}/assignees`, { token: university })).status).toBe(404);
  });

  it("lets an admin assign an admin or a user of the enquiry's organisation, never another organisation's", async () => {
    const id = await newEnquiry();
    expect((await assign(id, insurerId, admin)).status).toBe(400);
    expect((await assign(id, colleague.id, admin)).status).toBe(200);
    const other = await createUser(api, { user_type: 1 });
    expect((await assign(id, other.user.id, admin)).status).toBe(200);
    expect((await mailsTo(colleague.email)).length).toBe(1);
    expect((await mailsTo(other.user.email)).length).toBe(1);
  });

  it('mails nobody who assigns to themselves, nor an assignee whose setting is off', async () => {
    const id = await newEnquiry();
    expect((await assign(id, universityId, university)).status).toBe(200);
    await setting(colleague.id, 'off');
    try {
      expect((await assign(id, colleague.id, university)).status).toBe(200);
      expect(await mailsTo(colleague.email)).toEqual([]);
      expect(await mailsTo(DEMO.university)).toEqual([]);
    } finally {
      await setting(colleague.id, 'immediately');
    }
  });

  it('lists whom the caller may assign: a partner its active colleagues, an admin admins too', async () => {
    const id = await newEnquiry();
    const mine = await api.call<{ id: number; name: string }[]>('GET', `/api/enquiries/${id}/assignees`, {
      token: university,
    });
    expect(mine.status, mine.text).toBe(200);
    const ids = mine.body.map((u) => u.id);
    expect(ids).toContain(colleague.id);
    expect(ids).toContain(universityId);
    expect(ids).not.toContain(adminId);
    expect(ids).not.toContain(insurerId);
    const all = await api.call<{ id: number }[]>('GET', `/api/enquiries/${id}/assignees`, { token: admin });
    expect(all.body.map((u) => u.id)).toEqual(expect.arrayContaining([adminId, colleague.id, universityId]));
    expect(all.body.map((u) => u.id)).not.toContain(insurerId);
    const website = await newEnquiry({ kind: 'website', organization_id: null });
    const own = await api.call<{ id: number }[]>('GET', `/api/enquiries/${website}/assignees`, { token: admin });
    expect(own.body.map((u) => u.id)).toContain(adminId);
    expect(own.body.map((u) => u.id)).not.toContain(universityId);
  });
});

describe('a new enquiry from the public', () => {
  const submit = (body: Record<string, unknown>) =>
    api.call<{ id: number }>('POST', '/api/public/enquiries', {
      body: { full_name: 'Jürgen Müller', email: 'juergen@example.com', message: 'January intake?', ...body },
      headers: { 'x-forwarded-for': freshAddress() },
    });

  it("mails the organisation's staff who want it at once, each in their language; nobody else", async () => {
    await setting(universityId, 'daily');
    try {
      const reply = await submit({ kind: 'university', organization_id: universityOrg });
      expect(reply.status, reply.text).toBe(201);
      const [mail, ...more] = await mailsTo(colleague.email);
      expect(more).toEqual([]);
      expect(mail.subject).toBe(translateKey('vp.enquiry_mail.new_subject', 'de', { name: 'Jürgen Müller' }));
      expect(mail.text).toContain(`https://console.visapath.test/enquiries/${reply.body.id}/show`);
      expect(await mailsTo(DEMO.university)).toEqual([]);
      expect(await mailsTo(DEMO.admin)).toEqual([]);
      expect(await mailsTo(DEMO.insurer)).toEqual([]);
    } finally {
      await setting(universityId, 'immediately');
    }
  });

  it("mails the admins of a website enquiry, not the partners'", async () => {
    const reply = await submit({ kind: 'website' });
    expect(reply.status, reply.text).toBe(201);
    const [mail] = await mailsTo(DEMO.admin);
    expect(mail.subject).toBe(translateKey('vp.enquiry_mail.new_subject', 'en', { name: 'Jürgen Müller' }));
    expect(await mailsTo(colleague.email)).toEqual([]);
  });
});

describe('the profile setting', () => {
  it('is saved by PUT /api/me and answered by GET /api/me; anything else is refused', async () => {
    const token = await signIn(colleague.email, colleague.password, 'de');
    const before = await api.call('GET', '/api/me', { token });
    expect(before.body.enquiry_mail).toBe('immediately');
    const saved = await api.call('PUT', '/api/me', {
      token,
      body: { first_name: 'Test', last_name: 'Colleague', enquiry_mail: 'daily' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.enquiry_mail).toBe('daily');
    expect((await api.call('GET', '/api/me', { token })).body.enquiry_mail).toBe('daily');
    // Unsent, it stays as it is.
    await api.call('PUT', '/api/me', { token, body: { first_name: 'Test', last_name: 'Colleague' } });
    expect((await api.call('GET', '/api/me', { token })).body.enquiry_mail).toBe('daily');
    const wrong = await api.call('PUT', '/api/me', {
      token,
      body: { first_name: 'Test', last_name: 'Colleague', enquiry_mail: 'hourly' },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['enquiry_mail']);
    await setting(colleague.id, 'immediately');
  });
});

describe('the daily summary', () => {
  it('mails users on daily the enquiries that reached them since their last summary, once a day', async () => {
    const digest = createDigestSender(api.deps);
    await setting(colleague.id, 'daily');
    try {
      const start = new Date(Date.now() + 60_000);
      await api.db.update(users).set({ digest_sent_at: start.toISOString() }).where(eq(users.id, colleague.id));
      const at = (hours: number) => new Date(start.getTime() + hours * 3600_000).toISOString();
      await newEnquiry({ full_name: 'Early Bird', created_at: at(2) });
      await newEnquiry({ full_name: 'Late Owl', created_at: at(20) });
      const insurerOrg = (await userByEmail(api, DEMO.insurer)).organization_id!;
      await newEnquiry({ kind: 'insurance', organization_id: insurerOrg, full_name: 'Not Ours', created_at: at(3) });
      // Not yet a day since the last summary.
      await digest.runOnce(new Date(at(23)));
      expect(await mailsTo(colleague.email)).toEqual([]);
      await digest.runOnce(new Date(at(24.5)));
      const [mail, ...more] = await mailsTo(colleague.email);
      expect(more).toEqual([]);
      expect(mail.subject).toBe(translateKey('vp.enquiry_mail.digest_subject', 'de', { count: 2 }));
      expect(mail.text).toContain('Early Bird');
      expect(mail.text).toContain('Late Owl');
      expect(mail.text).not.toContain('Not Ours');
      // The same day again: nothing more; a day later with nothing new: no mail either.
      await digest.runOnce(new Date(at(25)));
      await digest.runOnce(new Date(at(49)));
      expect((await mailsTo(colleague.email)).length).toBe(1);
      await newEnquiry({ full_name: 'Third One', created_at: at(60) });
      // Two API processes run their hourly summary at the same time: one of them sends it.
      await Promise.all([digest.runOnce(new Date(at(74))), createDigestSender(api.deps).runOnce(new Date(at(74)))]);
      const after = await mailsTo(colleague.email);
      expect(after.length).toBe(2);
      expect(after[1].text).toContain('Third One');
      expect(after[1].text).not.toContain('Early Bird');
    } finally {
      await setting(colleague.id, 'immediately');
    }
  });

  it('tells a user on daily of an assignment in the summary, not at once', async () => {
    const digest = createDigestSender(api.deps);
    await setting(colleague.id, 'daily');
    try {
      const before = (await mailsTo(colleague.email)).length;
      await api.db
        .update(users)
        .set({ digest_sent_at: new Date(Date.now() - 1000).toISOString() })
        .where(eq(users.id, colleague.id));
      const id = await newEnquiry({
        full_name: 'Assigned Later',
        created_at: new Date(Date.now() - 48 * 3600_000).toISOString(),
      });
      expect((await assign(id, colleague.id, university)).status).toBe(200);
      await api.deps.mailer.idle();
      expect((await mailsTo(colleague.email)).length).toBe(before);
      // A day later: what happened since the last summary is the assignment alone.
      await digest.runOnce(new Date(Date.now() + 25 * 3600_000));
      const mails = await mailsTo(colleague.email);
      expect(mails.length).toBe(before + 1);
      const summary = mails[mails.length - 1];
      // Its own section, after the enquiries that arrived (the earlier test's, dated ahead).
      const heading = translateKey('vp.enquiry_mail.digest_assigned', 'de', { list: '' }).trim();
      const section = summary.text!.slice(summary.text!.indexOf(heading));
      expect(summary.text).toContain(heading);
      expect(section).toMatch(/\n- Assigned Later: /);
    } finally {
      await setting(colleague.id, 'immediately');
    }
  });
});
