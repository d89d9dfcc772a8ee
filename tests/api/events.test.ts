import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvent, type LiveEvent } from '@/server/infrastructure/events';
import { organizations } from '@/server/infrastructure/db/schema';
import { SESSION_CHECK_MS } from '@/server/features/liveEvents/routes';
import { TestApi } from '../support/api';
import { userByEmail } from '../support/auth';
import { DEMO } from '../support/demo';
import { readEventStream } from '../support/eventStream';

/** GET /api/events: the signed-in user's live events, scoped like the enquiry list, ending with the session. */

let api: TestApi;
let admin: string;
let university: string;
let universityOrg: number;
let otherUniversityOrg: number;
const open: { cancel: () => Promise<void> }[] = [];

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  university = await api.login(DEMO.university);
  universityOrg = (await userByEmail(api, DEMO.university)).organization_id!;
  const unis = await api.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.type, 'university'));
  otherUniversityOrg = unis.find((o) => o.id !== universityOrg)!.id;
});
afterAll(async () => {
  for (const stream of open) await stream.cancel();
  await api?.close();
});

async function connect(query: { token?: string; ticket?: string }) {
  const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.90' };
  if (query.token) headers.authorization = `Bearer ${query.token}`;
  const path = query.ticket ? `/api/events?ticket=${encodeURIComponent(query.ticket)}` : '/api/events';
  return api.app.fetch(new Request(`http://visapath.test${path}`, { headers }));
}

async function stream(token: string) {
  const res = await connect({ token });
  expect(res.status).toBe(200);
  const s = readEventStream(res);
  open.push(s);
  return s;
}

const about = (id: number) => (e: { data: string }) => (JSON.parse(e.data) as LiveEvent).enquiry_id === id;

describe('GET /api/events', () => {
  it('refuses a request without a token or with a bad one', async () => {
    expect((await connect({})).status).toBe(401);
    expect((await connect({ token: 'nonsense' })).status).toBe(401);
    expect((await connect({ ticket: 'nonsense.nonsense' })).status).toBe(401);
  });

  it('sends an admin the event of a public enquiry, with an id, its type and a retry time', async () => {
    const s = await stream(admin);
    const reply = await api.call<{ id: number }>('POST', '/api/public/enquiries', {
      body: {
        kind: 'website',
        full_name: 'Ada Live',
        email: 'ada.live@example.com',
        message: 'Do you answer quickly?',
        nationality: 'de',
      },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(reply.status, reply.text).toBe(201);
    // What the intake announces (in its transaction, once committed).
    await publishEvent(api.db, { type: 'enquiry.created', enquiry_id: reply.body.id, organization_id: null });
    const event = await s.next(about(reply.body.id));
    expect(event).toMatchObject({ event: 'enquiry.created' });
    expect(event!.id).toMatch(/^\d+$/);
    expect(JSON.parse(event!.data)).toEqual({
      type: 'enquiry.created',
      enquiry_id: reply.body.id,
      organization_id: null,
    });
    expect(s.retry).toBeGreaterThan(0);
  });

  it('keeps who made the change (`by`) in the event it sends', async () => {
    const s = await stream(admin);
    await publishEvent(api.db, { type: 'enquiry.created', enquiry_id: 900_030, organization_id: null, by: 7 });
    const event = await s.next(about(900_030));
    expect(JSON.parse(event!.data)).toEqual({
      type: 'enquiry.created',
      enquiry_id: 900_030,
      organization_id: null,
      by: 7,
    });
  });

  it("sends partner staff their organisation's events and not another's; an admin gets both", async () => {
    const partner = await stream(university);
    const all = await stream(admin);
    await publishEvent(api.db, { type: 'enquiry.updated', enquiry_id: 900_001, organization_id: otherUniversityOrg });
    await publishEvent(api.db, { type: 'enquiry.message', enquiry_id: 900_002, organization_id: universityOrg });
    await publishEvent(api.db, { type: 'enquiry.created', enquiry_id: 900_003, organization_id: null });
    expect(await all.next(about(900_001))).not.toBeNull();
    expect(await all.next(about(900_002))).not.toBeNull();
    expect(await all.next(about(900_003))).not.toBeNull();
    const own = await partner.next(about(900_002));
    expect(own).toMatchObject({ event: 'enquiry.message' });
    // Everything published is in the admin's stream, so it has reached this process: the partner got only its own.
    expect(partner.events.map((e) => (JSON.parse(e.data) as LiveEvent).enquiry_id)).toEqual([900_002]);
  });

  it('delivers an event published in a transaction only when it commits', async () => {
    const s = await stream(admin);
    await api.db
      .transaction(async (tx) => {
        await publishEvent(tx, { type: 'enquiry.updated', enquiry_id: 900_010, organization_id: null });
        tx.rollback();
      })
      .catch(() => undefined);
    await api.db.transaction(async (tx) => {
      await publishEvent(tx, { type: 'enquiry.updated', enquiry_id: 900_011, organization_id: null });
    });
    expect(await s.next(about(900_011))).not.toBeNull();
    expect(s.events.some(about(900_010))).toBe(false);
  });

  it('opens with a ticket that works once', async () => {
    const issued = await api.call<{ ticket: string; expiresIn: number }>('POST', '/api/events/ticket', {
      token: university,
    });
    expect(issued.status).toBe(200);
    expect(issued.body.expiresIn).toBeGreaterThan(0);
    expect((await api.call('POST', '/api/events/ticket')).status).toBe(401);
    const first = await connect({ ticket: issued.body.ticket });
    expect(first.status).toBe(200);
    const s = readEventStream(first);
    open.push(s);
    await publishEvent(api.db, { type: 'enquiry.updated', enquiry_id: 900_020, organization_id: universityOrg });
    expect(await s.next(about(900_020))).not.toBeNull();
    expect((await connect({ ticket: issued.body.ticket })).status).toBe(401);
  });

  it('ends the stream when the user signs out, and a ticket of that session no longer opens one', async () => {
    const token = await api.login(DEMO.university);
    const issued = await api.call<{ ticket: string }>('POST', '/api/events/ticket', { token });
    const s = await stream(token);
    expect(await s.closed(200)).toBe(false);
    expect((await api.call('POST', '/api/logout', { token, body: {} })).status).toBe(200);
    expect(await s.closed(SESSION_CHECK_MS * 2 + 2_000)).toBe(true);
    expect((await connect({ ticket: issued.body.ticket })).status).toBe(401);
  }, 30_000);
});
