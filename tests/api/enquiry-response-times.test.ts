import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations } from '@/server/infrastructure/db/schema';
import { approved, setUpTestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { userByEmail } from '../support/auth';

/** Response targets: an enquiry waiting for an answer must be answered by respond_by, kept by the server. */

const state = setUpTestApi();
const enquiries = tableOf('enquiries');
const HOUR = 3_600_000;
let universityId: number;
let partnerToken: string;
let address = 0;

async function submit(body: Record<string, unknown>) {
  const reply = await state.api.call<{ id: number }>('POST', '/api/public/enquiries', {
    body: { full_name: 'Ana Lima', email: 'ana@example.com', message: 'Hello', ...body },
    headers: { 'x-forwarded-for': `198.51.100.${++address}` },
  });
  expect(reply.status).toBe(201);
  return reply.body.id;
}

const row = async (id: number) => (await state.api.db.select().from(enquiries).where(eq(enquiries.id, id)))[0];
const hours = (from: unknown, to: unknown) => (Date.parse(String(to)) - Date.parse(String(from))) / HOUR;

async function listIds(token: string, filter: Record<string, unknown>) {
  const reply = await state.api.call<{ id: number }[]>(
    'GET',
    `/api/enquiries?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]`,
    { token },
  );
  expect(reply.status).toBe(200);
  return reply.body.map((r) => r.id);
}

beforeAll(async () => {
  partnerToken = await state.api.login(DEMO.university);
  universityId = (await userByEmail(state.api, DEMO.university)).organization_id!;
});

describe('respond by', () => {
  it('is waiting since plus 48 hours for a new enquiry, its organisation setting no other target', async () => {
    const website = await row(await submit({ kind: 'website' }));
    expect(hours(website.waiting_since, website.respond_by)).toBe(48);
    const university = await row(await submit({ kind: 'university', organization_id: universityId }));
    expect(hours(university.waiting_since, university.respond_by)).toBe(48);
  });

  it("follows the organisation's own target, also for enquiries already waiting", async () => {
    const id = await submit({ kind: 'university', organization_id: universityId });
    const org = await state.api.call<Record<string, unknown>>('GET', `/api/universities/${universityId}`, {
      token: partnerToken,
    });
    // Its live listing: the change waits for review, and takes effect once approved.
    const member = `/api/universities/${universityId}`;
    const sent = await state.api.call('PUT', member, {
      token: partnerToken,
      body: { ...org.body, response_target_hours: 24 },
    });
    expect(sent.status).toBe(202);
    expect(hours((await row(id)).waiting_since, (await row(id)).respond_by), 'not before').toBe(48);
    const saved = await approved(state.api, state.admin, member, sent);
    expect(saved.status).toBe(200);
    const waiting = await row(id);
    expect(hours(waiting.waiting_since, waiting.respond_by)).toBe(24);
    const next = await row(await submit({ kind: 'university', organization_id: universityId }));
    expect(hours(next.waiting_since, next.respond_by)).toBe(24);
  });

  it('refuses a target outside 1 to 720 hours next to the field', async () => {
    const org = await state.api.call<Record<string, unknown>>('GET', `/api/universities/${universityId}`, {
      token: state.admin,
    });
    const reply = await state.api.call<{ errors: Record<string, string> }>('PUT', `/api/universities/${universityId}`, {
      token: state.admin,
      body: { ...org.body, response_target_hours: 0 },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.response_target_hours).toBeTruthy();
  });

  it('cannot be set by a client: a value sent is ignored', async () => {
    const id = await submit({ kind: 'website' });
    const current = await state.api.call<Record<string, unknown>>('GET', `/api/enquiries/${id}`, {
      token: state.admin,
    });
    await state.api.call('PUT', `/api/enquiries/${id}`, {
      token: state.admin,
      body: { ...current.body, respond_by: '2000-01-01T00:00:00.000Z' },
    });
    const after = await row(id);
    expect(hours(after.waiting_since, after.respond_by)).toBe(48);
  });
});

describe('the lists of waiting enquiries', () => {
  it('"over the target" finds what waited too long, and a partner only its own', async () => {
    const overdue = await submit({ kind: 'university', organization_id: universityId });
    const fresh = await submit({ kind: 'university', organization_id: universityId });
    const otherOrg = (
      await state.api.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizations.type} = 'university' and ${organizations.id} <> ${universityId}`)
        .limit(1)
    )[0].id;
    const elsewhere = await submit({ kind: 'university', organization_id: otherOrg });
    const longAgo = new Date(Date.now() - 100 * HOUR).toISOString();
    await state.api.db
      .update(enquiries)
      .set({ waiting_since: longAgo })
      .where(sql`${enquiries.id} in (${overdue}, ${elsewhere})`);
    const now = new Date().toISOString();
    const adminIds = await listIds(state.admin, { respond_by_lte: now });
    expect(adminIds).toEqual(expect.arrayContaining([overdue, elsewhere]));
    expect(adminIds).not.toContain(fresh);
    const partnerIds = await listIds(partnerToken, { respond_by_lte: now });
    expect(partnerIds).toContain(overdue);
    expect(partnerIds).not.toContain(elsewhere);
    expect(partnerIds).not.toContain(fresh);
    expect(await listIds(partnerToken, { waiting_since_lte: now })).toEqual(expect.arrayContaining([overdue, fresh]));
  });
});

describe('closing and reopening', () => {
  const setStatus = async (id: number, status: string) => {
    const current = await state.api.call<Record<string, unknown>>('GET', `/api/enquiries/${id}`, {
      token: state.admin,
    });
    const reply = await state.api.call('PUT', `/api/enquiries/${id}`, {
      token: state.admin,
      body: { ...current.body, status },
    });
    expect(reply.status, reply.text).toBe(200);
  };

  it('a closed or spam enquiry waits for nobody: it leaves "unanswered" and "over the target"', async () => {
    const closed = await submit({ kind: 'website' });
    const spam = await submit({ kind: 'website' });
    const longAgo = new Date(Date.now() - 100 * HOUR).toISOString();
    await state.api.db
      .update(enquiries)
      .set({ waiting_since: longAgo })
      .where(sql`${enquiries.id} in (${closed}, ${spam})`);
    await setStatus(closed, 'in_progress');
    await setStatus(closed, 'closed');
    await setStatus(spam, 'spam');
    for (const id of [closed, spam]) expect(await row(id)).toMatchObject({ waiting_since: null, respond_by: null });
    const now = new Date().toISOString();
    for (const filter of [{ respond_by_lte: now }, { waiting_since_lte: now }]) {
      const ids = await listIds(state.admin, filter);
      expect(ids).not.toContain(closed);
      expect(ids).not.toContain(spam);
    }
  });

  it('reopened, it waits again as its timeline says: since it arrived, or since the answer after the last reply', async () => {
    const unanswered = await submit({ kind: 'website' });
    await setStatus(unanswered, 'spam');
    await setStatus(unanswered, 'new');
    const reopened = await row(unanswered);
    expect(reopened.waiting_since).toBe(reopened.created_at);
    expect(hours(reopened.waiting_since, reopened.respond_by)).toBe(48);

    const answered = await submit({ kind: 'website' });
    const reply = await state.api.call('POST', `/api/enquiries/${answered}/messages`, {
      token: state.admin,
      body: { kind: 'reply', body: 'Here is what you need.' },
    });
    expect(reply.status, reply.text).toBe(201);
    expect((await row(answered)).waiting_since).toBeNull();
    await setStatus(answered, 'closed');
    await setStatus(answered, 'in_progress');
    // Nothing came back after the reply: nobody waits.
    expect((await row(answered)).waiting_since).toBeNull();
  });
});
