import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateKey } from '@/domain/messages';
import { V } from '@/domain/validation';
import { REPLY_MAX } from '@/domain/areas/enquiryMessages';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { migrationsFolder } from '@/server/infrastructure/db/migrationsFolder';
import { auditLog } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { userByEmail } from '../support/auth';
import { insertEnquiry } from '../support/enquiries';
import { SAMPLE_FILES } from '../support/files';

/** GET/POST /api/enquiries/:id/messages and the retry: the timeline, scoped like the enquiry, and its side effects. */

let api: TestApi;
let admin: string;
let university: string;
let insurer: string;
let universityOrg: number;

const newEnquiry = (values: Record<string, unknown> = {}) =>
  insertEnquiry(api, { organization_id: universityOrg, waiting_since: new Date().toISOString(), ...values });

const enquiry = async (id: number) => (await api.call('GET', `/api/enquiries/${id}`, { token: admin })).body;
const timeline = (id: number, token = admin) => api.call('GET', `/api/enquiries/${id}/messages`, { token });
const post = (id: number, body: unknown, token = admin, headers: Record<string, string> = {}) =>
  api.call('POST', `/api/enquiries/${id}/messages`, { token, body, headers });

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  university = await api.login(DEMO.university);
  insurer = await api.login(DEMO.insurer);
  universityOrg = (await userByEmail(api, DEMO.university)).organization_id!;
});
afterAll(() => api?.close());

describe('the timeline', () => {
  it("starts with the enquiry's own message", async () => {
    const id = await newEnquiry();
    const reply = await timeline(id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toHaveLength(1);
    expect(reply.body[0]).toMatchObject({
      id: 0,
      kind: 'inbound',
      author: 'Priya Sharma',
      body: 'Is the autumn intake still open?',
      status: null,
    });
    expect(Date.parse(reply.body[0].created_at)).not.toBeNaN();
  });

  it('keeps notes, oldest first, each with its author, without touching the response times', async () => {
    const id = await newEnquiry();
    const first = await post(id, { kind: 'note', body: 'Called back, no answer.' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ kind: 'note', author: 'Ada Admin', status: null });
    await post(id, { kind: 'note', body: 'Second try tomorrow.' }, university);
    const entries = (await timeline(id)).body;
    expect(entries.map((e: { kind: string; body: string }) => [e.kind, e.body])).toEqual([
      ['inbound', 'Is the autumn intake still open?'],
      ['note', 'Called back, no answer.'],
      ['note', 'Second try tomorrow.'],
    ]);
    expect(entries[2].author).toMatch(/^Ulrich /);
    const record = await enquiry(id);
    expect(record.first_response_at).toBeNull();
    expect(record.waiting_since).not.toBeNull();
    expect(record.status).toBe('new');
  });

  it('names the author of a note carried over from the old notes field (migration 0034)', async () => {
    const id = await newEnquiry();
    const { id: adminId } = await userByEmail(api, DEMO.admin);
    // As migration 0022 carried the old internal_notes over: the author by id only.
    await api.db.insert(enquiryMessages).values({ enquiry_id: id, kind: 'note', author_id: adminId, body: 'Old note' });
    const sql = readFileSync(join(migrationsFolder, '0034_enquiry_note_authors.sql'), 'utf8');
    await api.db.execute(sql);
    const note = (await timeline(id)).body.find((e: { body: string }) => e.body === 'Old note');
    expect(note.author).toBe('Ada Admin');
  });

  it('queues a reply, answers the enquiry and moves it in progress with an event', async () => {
    const id = await newEnquiry();
    const reply = await post(id, { kind: 'reply', body: 'Yes, until 30 June.' }, university);
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ kind: 'reply', status: 'queued', body: 'Yes, until 30 June.' });
    expect(reply.body.subject).toContain('your enquiry');
    const record = await enquiry(id);
    expect(record.first_response_at).not.toBeNull();
    expect(record.waiting_since).toBeNull();
    expect(record.status).toBe('in_progress');
    const entries = (await timeline(id)).body;
    expect(entries.map((e: { kind: string }) => e.kind)).toEqual(['inbound', 'reply', 'event']);
    expect(entries[2].event).toEqual({ type: 'status', from: 'new', to: 'in_progress' });
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(id)));
    expect(audits.map((a) => a.action)).toContain('enquiry.reply');
    // A second reply keeps the first response time.
    await post(id, { kind: 'reply', body: 'And the fee is unchanged.' });
    expect((await enquiry(id)).first_response_at).toBe(record.first_response_at);
  });

  it('records status changes and assignments made elsewhere as events', async () => {
    const id = await newEnquiry();
    const moved = await api.call('POST', '/api/enquiries/bulk-status', {
      token: admin,
      body: { ids: [id], status: 'in_progress' },
    });
    expect(moved.status, moved.text).toBe(200);
    const adminId = (await userByEmail(api, DEMO.admin)).id;
    const record = await enquiry(id);
    const put = await api.call('PUT', `/api/enquiries/${id}`, {
      token: admin,
      body: { ...record, assigned_to: adminId, status: 'closed' },
    });
    expect(put.status, put.text).toBe(200);
    const events = (await timeline(id)).body.filter((e: { kind: string }) => e.kind === 'event');
    expect(events.map((e: { event: unknown }) => e.event)).toEqual([
      { type: 'status', from: 'new', to: 'in_progress' },
      { type: 'status', from: 'in_progress', to: 'closed' },
      { type: 'assigned', from: null, to: adminId, to_name: 'Ada Admin' },
    ]);
    expect(events[0].author).toBe('Ada Admin');
  });

  it('names the assignee in the event, so that a partner (who may not look users up) reads who it is', async () => {
    const id = await newEnquiry();
    const colleague = await userByEmail(api, DEMO.university);
    const record = (await api.call('GET', `/api/enquiries/${id}`, { token: university })).body;
    const put = await api.call('PUT', `/api/enquiries/${id}`, {
      token: university,
      body: { ...record, assigned_to: colleague.id },
    });
    expect(put.status, put.text).toBe(200);
    const [event] = (await timeline(id, university)).body.filter((e: { kind: string }) => e.kind === 'event');
    expect(event.event).toMatchObject({
      type: 'assigned',
      to: colleague.id,
      to_name: expect.stringMatching(/^Ulrich /),
    });
  });
});

describe('scope', () => {
  it("is a 404 for another organisation's enquiry and for one that does not exist", async () => {
    const id = await newEnquiry();
    expect((await timeline(id, insurer)).status).toBe(404);
    expect((await post(id, { kind: 'note', body: 'Not mine' }, insurer)).status).toBe(404);
    expect((await post(id, { kind: 'reply', body: 'Not mine' }, insurer)).status).toBe(404);
    expect((await timeline(2_000_000_000)).status).toBe(404);
    expect((await post(2_000_000_000, { kind: 'note', body: 'x' })).status).toBe(404);
    const rows = await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiry_id, id));
    expect(rows).toHaveLength(0);
  });

  it('lets a partner read and write its own enquiries', async () => {
    const id = await newEnquiry();
    expect((await timeline(id, university)).status).toBe(200);
    expect((await post(id, { kind: 'note', body: 'Ours' }, university)).status).toBe(201);
  });

  it('needs a sign-in', async () => {
    const id = await newEnquiry();
    expect((await api.call('GET', `/api/enquiries/${id}/messages`)).status).toBe(401);
  });
});

describe('validation', () => {
  it('answers 400 with field messages in the caller language', async () => {
    const id = await newEnquiry();
    for (const locale of ['en', 'de', 'fr'] as const) {
      const reply = await post(id, { kind: 'letter', body: '   ' }, admin, { 'accept-language': locale });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body.errors.kind).toBe(translateKey(V.choice, locale));
      expect(reply.body.errors.body).toBe(translateKey(V.required, locale));
    }
    const long = await post(id, { kind: 'note', body: 'x'.repeat(REPLY_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.errors.body).toBeTruthy();
    const nul = await post(id, { kind: 'note', body: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const files = await post(id, { kind: 'reply', body: 'See attached', attachments: ['../../etc/passwd'] });
    expect(files.status).toBe(400);
    const unknown = await post(id, {
      kind: 'reply',
      body: 'See attached',
      attachments: ['00000000-0000-0000-0000-000000000000.pdf'],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['attachments.0']);
    const rows = await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiry_id, id));
    expect(rows).toHaveLength(0);
  });
});

/** POST /api/uploads for the reply attachment slot of enquiry `id` (no id: none named). */
const uploadForReply = (token: string, id: number | null, type = 'application/pdf', field = 'reply') =>
  api.app.fetch(
    new Request(`http://visapath.test/api/uploads?resource=enquiries&field=${field}${id ? `&id=${id}` : ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: SAMPLE_FILES[type] ?? new TextEncoder().encode('plain text'),
    }),
  );

describe('attachments of a reply', () => {
  it('are uploaded for the enquiry by whoever may answer it, and sent under the name given', async () => {
    const id = await newEnquiry();
    const upload = await uploadForReply(university, id);
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const image = await uploadForReply(admin, id, 'image/png');
    expect(image.status).toBe(201);
    const imageUrl = ((await image.json()) as { url: string }).url;
    const posted = await post(
      id,
      {
        kind: 'reply',
        body: 'Please find the offer attached.',
        attachments: [{ url, filename: '../../Offer\u0000 "letter".pdf' }, imageUrl],
      },
      university,
    );
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.attachments).toEqual([
      {
        name: url.split('/').pop(),
        filename: 'Offer letter.pdf',
        content_type: 'application/pdf',
        bytes: expect.any(Number),
      },
      {
        name: imageUrl.split('/').pop(),
        filename: imageUrl.split('/').pop(),
        content_type: 'image/png',
        bytes: expect.any(Number),
      },
    ]);
    const entry = (await timeline(id, university)).body.find((e: { kind: string }) => e.kind === 'reply');
    expect(entry.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'Offer letter.pdf',
      imageUrl.split('/').pop(),
    ]);
  });

  it("are refused for another organisation's enquiry, without an enquiry, of another type, or in no slot", async () => {
    const id = await newEnquiry();
    expect((await uploadForReply(insurer, id)).status).toBe(403);
    expect((await uploadForReply(university, null)).status).toBe(403);
    expect((await uploadForReply(university, 2_147_483_648)).status).toBe(403);
    const text = await uploadForReply(university, id, 'text/plain');
    expect(text.status).toBe(400);
    expect(((await text.json()) as { errors: Record<string, string> }).errors).toHaveProperty('reply');
    const unknownSlot = await uploadForReply(admin, id, 'application/pdf', 'attachment');
    expect(unknownSlot.status).toBe(400);
    const named = await post(id, {
      kind: 'reply',
      body: 'x',
      attachments: [{ url: '00000000-0000-0000-0000-000000000000.pdf', filename: '  ' }],
    });
    expect(named.status).toBe(400);
    const rows = await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiry_id, id));
    expect(rows).toHaveLength(0);
  });
});

describe('retry', () => {
  it('is a 409 unless the reply failed, and queues a failed one again', async () => {
    const id = await newEnquiry();
    const reply = await post(id, { kind: 'reply', body: 'Queued' });
    const path = `/api/enquiries/${id}/messages/${reply.body.id}/retry`;
    expect((await api.call('POST', path, { token: admin })).status).toBe(409);
    await api.db
      .update(enquiryMessages)
      .set({ status: 'failed', error: 'boom', attempts: 5 })
      .where(eq(enquiryMessages.id, reply.body.id));
    expect((await api.call('POST', path, { token: insurer })).status).toBe(404);
    const retried = await api.call('POST', path, { token: university });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toMatchObject({ status: 'queued', error: null });
  });
});
