import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations } from '@/server/infrastructure/db/schema';
import { TestApi, type ApiRecord } from '../support/api';
import { userByEmail } from '../support/auth';
import { DEMO } from '../support/demo';

/**
 * Saved replies: global ones (no organisation) that admins write and every partner reads, an organisation's own
 * that its staff write; and the preview that fills one for an enquiry.
 */

let api: TestApi;
let admin: string;
let university: string;
let insurer: string;
let universityOrg: number;
let insurerOrg: number;
let global: ApiRecord;
let own: ApiRecord;
let other: ApiRecord;

const MARK = 'sr-test';
const range = encodeURIComponent(JSON.stringify([0, 999]));
const filter = (f: Record<string, unknown>) => encodeURIComponent(JSON.stringify(f));

async function create(token: string, body: Record<string, unknown>) {
  const reply = await api.call<ApiRecord>('POST', '/api/saved-replies', { token, body });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}
async function listed(token: string) {
  const reply = await api.call<ApiRecord[]>('GET', `/api/saved-replies?range=${range}&filter=${filter({ q: MARK })}`, {
    token,
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  university = await api.login(DEMO.university);
  insurer = await api.login(DEMO.insurer);
  universityOrg = (await userByEmail(api, DEMO.university)).organization_id!;
  insurerOrg = (await userByEmail(api, DEMO.insurer)).organization_id!;
  global = await create(admin, { name: `${MARK} global`, body_en: 'Hello {{first_name}}' });
  own = await create(admin, { name: `${MARK} own`, organization_id: universityOrg, body_en: 'Ours' });
  other = await create(admin, { name: `${MARK} other`, organization_id: insurerOrg, body_en: 'Theirs' });
});
afterAll(() => api.close());

describe('saved replies: who reads and writes which', () => {
  it('an admin writes global replies and any organisation’s, and lists them all', async () => {
    expect(global.organization_id).toBeNull();
    expect(own.organization_id).toBe(universityOrg);
    const ids = (await listed(admin)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([global.id, own.id, other.id]));
  });

  it('a partner lists the global replies and its own organisation’s, never another’s', async () => {
    const rows = await listed(university);
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([global.id, own.id]));
    expect(ids).not.toContain(other.id);
    for (const row of rows) expect([null, universityOrg]).toContain(row.organization_id);
    // Every global row and own row, and nothing else, whatever the filter asks for.
    const asked = await api.call<ApiRecord[]>(
      'GET',
      `/api/saved-replies?range=${range}&filter=${filter({ organization_id: insurerOrg })}`,
      { token: university },
    );
    expect(asked.body.map((r) => r.id)).not.toContain(other.id);
    const insurerIds = (await listed(insurer)).map((r) => r.id);
    expect(insurerIds).toEqual(expect.arrayContaining([global.id, other.id]));
    expect(insurerIds).not.toContain(own.id);
  });

  it('a partner reads a global reply and its own, and gets a 404 for another organisation’s', async () => {
    expect((await api.call('GET', `/api/saved-replies/${global.id}`, { token: university })).status).toBe(200);
    expect((await api.call('GET', `/api/saved-replies/${own.id}`, { token: university })).status).toBe(200);
    expect((await api.call('GET', `/api/saved-replies/${other.id}`, { token: university })).status).toBe(404);
  });

  it('a partner can neither edit nor delete a global reply (404), which stays as it was', async () => {
    const put = await api.call('PUT', `/api/saved-replies/${global.id}`, {
      token: university,
      body: { ...global, body_en: 'Hijacked' },
    });
    expect(put.status).toBe(404);
    const bulk = await api.call('POST', '/api/saved-replies/bulk-update', {
      token: university,
      body: { ids: [global.id], data: { name: 'Hijacked' } },
    });
    expect([400, 404]).toContain(bulk.status);
    const del = await api.call('DELETE', `/api/saved-replies/${global.id}`, { token: university });
    expect(del.status).toBe(404);
    const now = await api.call<ApiRecord>('GET', `/api/saved-replies/${global.id}`, { token: admin });
    expect(now.body).toMatchObject({ name: global.name, body_en: global.body_en, version: global.version });
  });

  it('a partner can neither edit nor delete another organisation’s reply (404)', async () => {
    const put = await api.call('PUT', `/api/saved-replies/${other.id}`, {
      token: university,
      body: { ...other, body_en: 'Hijacked' },
    });
    expect(put.status).toBe(404);
    expect((await api.call('DELETE', `/api/saved-replies/${other.id}`, { token: university })).status).toBe(404);
  });

  it('a partner’s new reply is always its own organisation’s: never global, never another’s', async () => {
    for (const organization_id of [insurerOrg, null, undefined]) {
      const reply = await api.call<ApiRecord>('POST', '/api/saved-replies', {
        token: university,
        body: { name: `${MARK} by partner`, organization_id, body_en: 'Mine' },
      });
      expect(reply.status, reply.text).toBe(201);
      expect(reply.body.organization_id).toBe(universityOrg);
      expect((await api.call('GET', `/api/saved-replies/${reply.body.id}`, { token: insurer })).status).toBe(404);
    }
  });

  it('a partner edits and deletes its own organisation’s replies, and cannot move one to global', async () => {
    const mine = await create(university, { name: `${MARK} mine`, body_en: 'Mine', body_de: 'Meins' });
    const put = await api.call<ApiRecord>('PUT', `/api/saved-replies/${mine.id}`, {
      token: university,
      body: { ...mine, organization_id: null, body_fr: 'À moi' },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ body_fr: 'À moi', organization_id: universityOrg });
    expect((await api.call('DELETE', `/api/saved-replies/${mine.id}`, { token: university })).status).toBe(200);
  });

  it('a partner’s export holds the global replies and its own only', async () => {
    const res = await api.app.fetch(
      new Request(`http://visapath.test/api/saved-replies/export.csv?filter=${filter({ q: MARK })}`, {
        headers: { authorization: `Bearer ${university}`, 'x-forwarded-for': '203.0.113.7' },
      }),
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`${MARK} global`);
    expect(text).toContain(`${MARK} own`);
    expect(text).not.toContain(`${MARK} other`);
  });

  it('requires a name and the English text, within their limits', async () => {
    const reply = await api.call('POST', '/api/saved-replies', {
      token: admin,
      body: { name: 'x'.repeat(121), body_de: 'Nur Deutsch' },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors)).toEqual(expect.arrayContaining(['name', 'body_en']));
  });
});

describe('POST /api/enquiries/:id/reply-preview', () => {
  const enquiries = tableOf('enquiries');
  let enquiry: number;
  let englishEnquiry: number;
  let insurerEnquiry: number;
  let course: string;
  let universityName: string;
  let signer: string;
  let multilingual: ApiRecord;

  beforeAll(async () => {
    const courses = tableOf('courses');
    const [c] = await api.db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(eq(courses.organization_id, universityOrg))
      .limit(1);
    course = String(c.name);
    const [org] = await api.db.select().from(organizations).where(eq(organizations.id, universityOrg));
    universityName = org.name;
    const user = await userByEmail(api, DEMO.university);
    signer = `${user.first_name} ${user.last_name}`;
    const base = {
      kind: 'university',
      status: 'new',
      organization_id: universityOrg,
      email: 'anna@example.com',
      message: 'Hi',
    };
    const rows = await api.db
      .insert(enquiries)
      .values([
        { ...base, full_name: 'Anna Maria Schmidt', locale: 'de', course_id: c.id },
        { ...base, full_name: 'Ben Okafor', locale: 'en' },
        { ...base, kind: 'insurance', organization_id: insurerOrg, full_name: 'X Y' },
      ])
      .returning({ id: enquiries.id });
    [enquiry, englishEnquiry, insurerEnquiry] = rows.map((r) => Number(r.id));
    multilingual = await create(admin, {
      name: `${MARK} multilingual`,
      body_en: 'Dear {{first_name}}, thank you for asking about {{course}}. {{organization}}, {{signer}}',
      body_de: 'Liebe(r) {{first_name}}, danke für Ihre Frage zu {{course}}. {{organization}}, {{signer}}{{cover}}',
      body_fr: '',
    });
  });

  const preview = (id: number, body: unknown, token = university) =>
    api.call('POST', `/api/enquiries/${id}/reply-preview`, { token, body });

  it('fills the version in the enquirer’s language from the enquiry, its organisation and the signer', async () => {
    const reply = await preview(enquiry, { saved_reply_id: multilingual.id });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      locale: 'de',
      body: `Liebe(r) Anna, danke für Ihre Frage zu ${course}. ${universityName}, ${signer}`,
      unknown: [],
    });
  });

  it('takes the language asked for, and English where that version is empty', async () => {
    const en = await preview(enquiry, { saved_reply_id: multilingual.id, locale: 'en' });
    expect(en.body.locale).toBe('en');
    expect(en.body.body).toBe(`Dear Anna, thank you for asking about ${course}. ${universityName}, ${signer}`);
    const fr = await preview(enquiry, { saved_reply_id: multilingual.id, locale: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.body.locale).toBe('en');
    expect(fr.body.body).toBe(en.body.body);
  });

  it('leaves what the enquiry did not ask about empty and reports unknown placeholders', async () => {
    const odd = await create(university, { name: `${MARK} odd`, body_en: '{{first_name}}|{{course}}|{{shoe_size}}' });
    const reply = await preview(englishEnquiry, { saved_reply_id: odd.id });
    expect(reply.body).toEqual({ locale: 'en', body: 'Ben||{{shoe_size}}', unknown: ['shoe_size'] });
  });

  it('fills a global reply for a partner, and an admin previews any enquiry', async () => {
    expect((await preview(enquiry, { saved_reply_id: global.id })).body.body).toBe('Hello Anna');
    const asAdmin = await preview(insurerEnquiry, { saved_reply_id: other.id }, admin);
    expect(asAdmin.status, asAdmin.text).toBe(200);
    expect(asAdmin.body.body).toBe('Theirs');
  });

  it('is a 404 for another organisation’s enquiry or saved reply, and for none', async () => {
    expect((await preview(insurerEnquiry, { saved_reply_id: global.id })).status).toBe(404);
    expect((await preview(enquiry, { saved_reply_id: other.id })).status).toBe(404);
    expect((await preview(enquiry, { saved_reply_id: 2_000_000_000 })).status).toBe(404);
    expect((await preview(2_000_000_000, { saved_reply_id: global.id })).status).toBe(404);
  });

  it('refuses a body without a saved reply or with an unknown language (400), and no token (401)', async () => {
    const missing = await preview(enquiry, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('saved_reply_id');
    const italian = await preview(enquiry, { saved_reply_id: global.id, locale: 'it' });
    expect(italian.status).toBe(400);
    expect(italian.body.errors).toHaveProperty('locale');
    const anonymous = await api.call('POST', `/api/enquiries/${enquiry}/reply-preview`, {
      body: { saved_reply_id: global.id },
    });
    expect(anonymous.status).toBe(401);
  });
});
