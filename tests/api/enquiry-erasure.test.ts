import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { mailQuarantine } from '@/server/infrastructure/db/schema';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { auditLog, outbox, storedFiles } from '@/server/infrastructure/db/schema';
import { consoleOrigin } from '@/server/infrastructure/config';
import { setUpTestApi } from '../support/api';
import { DEMO } from '../support/demo';

/** POST /api/enquiries/erase: an enquirer's data goes in one audited step; only admins may ask. */

const state = setUpTestApi();
const enquiries = tableOf('enquiries');
const PERSON = 'Erase.Me@Example.com';
let ids: number[] = [];
let keptId: number;

async function submit(email: string, message: string) {
  const reply = await state.api.call<{ id: number }>('POST', '/api/public/enquiries', {
    body: { kind: 'website', full_name: 'Erin Ease', email, message },
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(reply.status).toBe(201);
  return reply.body.id;
}

beforeAll(async () => {
  const { api } = state;
  ids = [await submit(PERSON, 'My passport number is X1234567'), await submit('erase.me@example.com', 'Second')];
  keptId = await submit('someone.else@example.com', 'Keep me');
  await api.db.insert(storedFiles).values({ name: '00000000-0000-4000-8000-000000000001.pdf', bytes: 3 });
  await api.db.insert(enquiryMessages).values([
    { enquiry_id: ids[0], kind: 'note', body: 'Called her back' },
    {
      enquiry_id: ids[0],
      kind: 'inbound',
      body: 'Here is my passport',
      from_address: PERSON,
      attachments: [
        {
          name: '00000000-0000-4000-8000-000000000001.pdf',
          filename: 'passport.pdf',
          content_type: 'application/pdf',
          bytes: 3,
        },
      ],
    },
    { enquiry_id: keptId, kind: 'note', body: 'Unrelated' },
  ]);
  await api.db
    .insert(mailQuarantine)
    .values({ from_address: 'ERASE.me@example.com', reason: 'no_thread', raw: 'From: erase.me@example.com\r\n\r\nhi' });
  await api.db.insert(outbox).values({ to_address: PERSON, subject: 'Re: your enquiry', body: 'Hello Erin' });
  // A staff edit leaves the enquiry's values in the audit log.
  const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, ids[0]));
  const edit = await api.call('PUT', `/api/enquiries/${ids[0]}`, {
    token: state.admin,
    body: { ...row, full_name: 'Erin Ease-Smith' },
  });
  expect(edit.status).toBe(200);
  // Staff mails about the enquiries (a new one, a summary), and one about another person of the same name.
  const link = (id: number) => `${consoleOrigin(api.deps.config)}/enquiries/${id}/show`;
  await api.db.insert(outbox).values([
    {
      to_address: 'staff@visapath.test',
      subject: 'New enquiry from Erin Ease',
      body: `Erin Ease wrote: ${link(ids[0])}`,
    },
    {
      to_address: 'staff@visapath.test',
      subject: 'Your daily summary',
      body: `- Erin Ease: ${link(keptId)}`,
    },
  ]);
});

describe('erasing an enquirer', () => {
  it('is refused to partner staff (403) and to nobody signed in (401), erasing nothing', async () => {
    const partner = await state.api.login(DEMO.university);
    const refused = await state.api.call('POST', '/api/enquiries/erase', { token: partner, body: { email: PERSON } });
    expect(refused.status).toBe(403);
    expect((await state.api.call('POST', '/api/enquiries/erase', { body: { email: PERSON } })).status).toBe(401);
    const [{ n }] = await state.api.db
      .select({ n: count() })
      .from(enquiries)
      .where(sql`lower(${enquiries.email}) = 'erase.me@example.com'`);
    expect(n).toBe(2);
  });

  it('refuses a malformed address next to the field', async () => {
    const reply = await state.api.call<{ errors: Record<string, string> }>('POST', '/api/enquiries/erase', {
      token: state.admin,
      body: { email: 'not an address' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.email).toBeTruthy();
  });

  it('deletes their enquiries, messages, attachments, quarantined mail and outbox mail, and nobody else’s', async () => {
    const { api } = state;
    // The staff mails about them: those the intake sent, and the one written above.
    const staffBefore = (await api.db.select().from(outbox)).filter((m) =>
      ids.some((id) => m.body.includes(`/enquiries/${id}/show`)),
    );
    expect(staffBefore.length).toBeGreaterThan(1);
    const reply = await api.call('POST', '/api/enquiries/erase', {
      token: state.admin,
      body: { email: ` ${PERSON} ` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      enquiries: 2,
      messages: 2,
      files: 1,
      quarantined: 1,
      mails: 1,
      staff_mails: staffBefore.length,
    });
    for (const mail of await api.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          staffBefore.map((m) => m.id),
        ),
      ))
      expect(`${mail.subject} ${mail.body}`).not.toMatch(/Erin/);
    for (const id of ids)
      expect((await api.call('GET', `/api/enquiries/${id}`, { token: state.admin })).status).toBe(404);
    expect((await api.call('GET', `/api/enquiries/${keptId}`, { token: state.admin })).status).toBe(200);
    const left = await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiry_id, keptId));
    expect(left.map((m) => m.body)).toEqual(['Unrelated']);
    expect(
      await api.db
        .select()
        .from(storedFiles)
        .where(sql`${storedFiles.name} like '00000000-%'`),
    ).toEqual([]);
    expect(
      await api.db
        .select()
        .from(mailQuarantine)
        .where(sql`lower(${mailQuarantine.from_address}) = 'erase.me@example.com'`),
    ).toEqual([]);
    // The demo's held mail is nobody's erasure.
    expect((await api.db.select({ n: count() }).from(mailQuarantine))[0].n).toBeGreaterThan(0);
    const staffMails = await api.db.select().from(outbox).where(eq(outbox.to_address, 'staff@visapath.test'));
    const about = staffMails.find((m) => m.body.includes(`/enquiries/${ids[0]}/show`))!;
    expect(about.subject).toBe('New enquiry from […]');
    expect(about.body).not.toMatch(/Erin/);
    // Another person of the same name keeps it.
    expect(staffMails.find((m) => m.body.includes(`/enquiries/${keptId}/show`))!.body).toContain('Erin Ease');
    expect(
      await api.db
        .select()
        .from(outbox)
        .where(sql`lower(${outbox.to_address}) = 'erase.me@example.com'`),
    ).toEqual([]);
  });

  it('leaves no trace of the person in the audit log, and one row that says it was done', async () => {
    const rows = await state.api.db.select().from(auditLog).where(eq(auditLog.resource, 'enquiries'));
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/erase\.me|Erin|X1234567/i);
    const done = rows.filter((r) => r.action === 'enquirer.erase');
    expect(done).toHaveLength(1);
    expect(done[0].changes).toMatchObject({
      enquiries: 2,
      messages: 2,
      files: 1,
      quarantined: 1,
      mails: 1,
      staff_mails: expect.any(Number),
    });
    expect(done[0].change_set).toBeNull();
  });

  it('answers zeros for an address it does not know', async () => {
    const reply = await state.api.call('POST', '/api/enquiries/erase', {
      token: state.admin,
      body: { email: 'nobody@example.com' },
    });
    expect(reply.body).toEqual({ enquiries: 0, messages: 0, files: 0, quarantined: 0, mails: 0, staff_mails: 0 });
  });
});
