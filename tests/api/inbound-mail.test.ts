import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyAddress } from '@/server/features/enquiries/replyAddress';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { mailQuarantine } from '@/server/infrastructure/db/schema';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { outbox } from '@/server/infrastructure/db/schema';
import { TEST_SECRET, TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { SAMPLE_FILES } from '../support/files';

/**
 * POST /api/inbound/mail: the enquirer's answers forwarded by a provider's webhook, threaded by the reply address
 * or the reply they answer, checked against the enquirer's address, or kept in the quarantine an admin sees.
 */

const SECRET = 'inbound-webhook-secret-0123456789';
const DOMAIN = 'reply.visapath.test';
const table = tableOf('enquiries');

let api: TestApi;
let admin: string;
let partner: string;
let sink: SMTPServer;
const delivered: string[] = [];
/** Two enquiries of two organisations, each with its own enquirer. */
let mine: { id: number; email: string };
let theirs: { id: number; email: string };

async function compose(options: Mail.Options): Promise<string> {
  return (await new MailComposer({ date: new Date(), ...options }).compile().build()).toString('utf8');
}

function post(raw: string, headers: Record<string, string> = {}) {
  return api.call<{ status: string }>('POST', '/api/inbound/mail', {
    raw,
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}`, ...headers },
  });
}

const messagesOf = (enquiryId: number) =>
  api.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiry_id, enquiryId)).orderBy(enquiryMessages.id);

const quarantined = async (messageId: string) =>
  (await api.db.select().from(mailQuarantine).where(eq(mailQuarantine.message_id, messageId)))[0];

let sequence = 0;
const nextId = () => `<inbound-test-${++sequence}-${Date.now()}@enquirer.test>`;

beforeAll(async () => {
  // Whatever the product sends goes to this server: an auto-reply must never make it send anything.
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        delivered.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((ok) => sink.listen(0, '127.0.0.1', ok));
  const address = sink.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  api = await TestApi.start({ inboundMailSecret: SECRET, smtpUrl: `smtp://127.0.0.1:${port}` });
  admin = await api.login(DEMO.admin);
  partner = await api.login(DEMO.university);
  const rows = await api.db
    .select({ id: table.id, organization_id: table.organization_id })
    .from(table)
    .where(isNotNull(table.organization_id))
    .orderBy(table.id);
  const first = rows[0];
  const second = rows.find((r) => r.organization_id !== first.organization_id)!;
  expect(second).toBeDefined();
  mine = { id: first.id as number, email: 'Mina.Enquirer@Example.test' };
  theirs = { id: second.id as number, email: 'other.enquirer@example.test' };
  for (const e of [mine, theirs])
    await api.db
      .update(table)
      .set({ email: e.email, status: 'in_progress', waiting_since: null })
      .where(eq(table.id, e.id));
});

afterAll(async () => {
  await api?.close();
  await new Promise<void>((ok) => (sink ? sink.close(() => ok()) : ok()));
});

describe('the shared secret and the body', () => {
  it('answers 401 without the secret or with a wrong one, 415 for another type', async () => {
    const raw = await compose({ from: mine.email, to: replyAddress(TEST_SECRET, DOMAIN, mine.id), text: 'hi' });
    expect((await post(raw, { authorization: '' })).status).toBe(401);
    expect((await post(raw, { authorization: `Bearer ${SECRET}x` })).status).toBe(401);
    expect((await post(raw, { authorization: 'Bearer ' })).status).toBe(401);
    expect((await post(raw, { 'content-type': 'text/plain' })).status).toBe(415);
    expect(await messagesOf(mine.id)).toHaveLength(0);
  });

  it('refuses a 30 MB message with 413 and stores nothing', async () => {
    const before = (await api.db.select({ n: count() }).from(mailQuarantine))[0].n;
    const big = `From: ${mine.email}\r\nTo: ${replyAddress(TEST_SECRET, DOMAIN, mine.id)}\r\nSubject: big\r\n\r\n${'a'.repeat(30 * 1024 * 1024)}`;
    const reply = await post(big);
    expect(reply.status).toBe(413);
    expect((await api.db.select({ n: count() }).from(mailQuarantine))[0].n).toBe(before);
    expect(await messagesOf(mine.id)).toHaveLength(0);
  });
});

describe('threading', () => {
  it('threads by the reply address: the new part as body, the enquiry waiting since now', async () => {
    const messageId = nextId();
    const raw = await compose({
      from: { name: 'Mina Enquirer', address: 'mina.enquirer@example.test' },
      to: replyAddress(TEST_SECRET, DOMAIN, mine.id),
      subject: 'Re: your enquiry',
      messageId,
      text: 'Thank you, Tuesday suits me.\n\nOn Mon, 23 Nov 2026 at 10:00, Visapath <staff@visapath.test> wrote:\n> When can you come?\n',
    });
    const reply = await post(raw);
    expect(reply.status, reply.text).toBe(202);
    expect(reply.body).toEqual({ status: 'threaded' });
    const [entry] = await messagesOf(mine.id);
    expect(entry).toMatchObject({
      kind: 'inbound',
      author_name: 'Mina Enquirer',
      from_address: 'mina.enquirer@example.test',
      subject: 'Re: your enquiry',
      message_id: messageId,
      body: 'Thank you, Tuesday suits me.',
    });
    // The whole message, quote included, stays readable.
    expect(entry.html).toContain('When can you come?');
    const [enquiry] = await api.db
      .select({ waiting_since: table.waiting_since })
      .from(table)
      .where(eq(table.id, mine.id));
    expect(enquiry.waiting_since).not.toBeNull();
  });

  it('threads by In-Reply-To a reply we sent, and the same mail twice is stored once', async () => {
    const ours = `<reply-${Date.now()}@visapath.test>`;
    await api.db.insert(enquiryMessages).values({
      enquiry_id: mine.id,
      kind: 'reply',
      status: 'sent',
      body: 'We can meet on Tuesday.',
      message_id: ours,
    });
    const raw = await compose({
      from: mine.email,
      to: 'staff@visapath.test',
      subject: 'Re: Tuesday',
      messageId: nextId(),
      inReplyTo: ours,
      references: [ours],
      text: 'Great, see you then.',
    });
    expect((await post(raw)).body).toEqual({ status: 'threaded' });
    expect((await post(raw)).body).toEqual({ status: 'threaded' });
    const inbound = (await messagesOf(mine.id)).filter((m) => m.body === 'Great, see you then.');
    expect(inbound).toHaveLength(1);
    expect(inbound[0].in_reply_to).toBe(ours);
  });

  it('quarantines a forged reply address (no_thread)', async () => {
    const forged = replyAddress('another-secret-entirely-0123456789abcdef', DOMAIN, mine.id);
    const messageId = nextId();
    const raw = await compose({ from: mine.email, to: forged, messageId, subject: 'forged', text: 'x' });
    expect((await post(raw)).body).toEqual({ status: 'quarantined' });
    expect((await quarantined(messageId))?.reason).toBe('no_thread');
    expect((await messagesOf(mine.id)).some((m) => m.message_id === messageId)).toBe(false);
  });

  it("never lands in another organisation's enquiry: that enquiry's token from another enquirer is held (sender)", async () => {
    const messageId = nextId();
    const raw = await compose({
      from: theirs.email,
      to: replyAddress(TEST_SECRET, DOMAIN, mine.id),
      messageId,
      subject: 'wrong thread',
      text: 'x',
    });
    expect((await post(raw)).body).toEqual({ status: 'quarantined' });
    expect((await quarantined(messageId))?.reason).toBe('sender');
    for (const e of [mine, theirs])
      expect((await messagesOf(e.id)).some((m) => m.message_id === messageId)).toBe(false);
  });

  it('quarantines a spoofed sender on a valid reply address (sender)', async () => {
    const messageId = nextId();
    const raw = await compose({
      from: 'attacker@evil.test',
      to: replyAddress(TEST_SECRET, DOMAIN, theirs.id),
      messageId,
      text: 'click here',
    });
    expect((await post(raw)).body).toEqual({ status: 'quarantined' });
    expect((await quarantined(messageId))?.reason).toBe('sender');
    expect((await messagesOf(theirs.id)).some((m) => m.message_id === messageId)).toBe(false);
  });
});

describe('content', () => {
  it('keeps a sanitised HTML: no script, handler or remote image; links rel=noopener', async () => {
    const messageId = nextId();
    const raw = await compose({
      from: theirs.email,
      to: replyAddress(TEST_SECRET, DOMAIN, theirs.id),
      messageId,
      text: 'See the link',
      html:
        '<p onclick="steal()">See <a href="https://example.test/page" onmouseover="x()">the link</a></p>' +
        '<script>alert(1)</script><img src="https://tracker.test/pixel.gif" width="1" height="1">' +
        '<a href="javascript:alert(2)">bad</a>',
    });
    expect((await post(raw)).body).toEqual({ status: 'threaded' });
    const entry = (await messagesOf(theirs.id)).find((m) => m.message_id === messageId)!;
    expect(entry.html).toContain('https://example.test/page');
    expect(entry.html).toMatch(/rel="noopener[^"]*"/);
    expect(entry.html).not.toMatch(/script|onclick|onmouseover|tracker\.test|<img|javascript:/i);
  });

  it('keeps the attachments that pass the upload checks, served under their names, and drops the others', async () => {
    const messageId = nextId();
    const pdf = Buffer.from(SAMPLE_FILES['application/pdf']);
    const raw = await compose({
      from: theirs.email,
      to: replyAddress(TEST_SECRET, DOMAIN, theirs.id),
      messageId,
      text: 'My documents.',
      attachments: [
        { filename: 'passport.pdf', content: pdf, contentType: 'application/pdf' },
        // A program, and a "PDF" that is not one: neither is kept.
        {
          filename: 'setup.exe',
          content: Buffer.from('MZ\x90\x00 not for you'),
          contentType: 'application/octet-stream',
        },
        { filename: 'fake.pdf', content: Buffer.from('<html>not a pdf</html>'), contentType: 'application/pdf' },
      ],
    });
    expect((await post(raw)).body).toEqual({ status: 'threaded' });
    const entry = (await messagesOf(theirs.id)).find((m) => m.message_id === messageId)!;
    expect(entry.body).toBe('My documents.');
    expect(entry.attachments.map((a) => [a.filename, a.content_type, a.bytes])).toEqual([
      ['passport.pdf', 'application/pdf', pdf.byteLength],
    ]);
    const served = await api.call('GET', `/api/uploads/${entry.attachments[0].name}`, { token: admin });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/pdf/);
  });
});

describe('auto-replies and loops', () => {
  it('records an auto-reply in the quarantine and sends nothing', async () => {
    const outboxBefore = (await api.db.select({ n: count() }).from(outbox))[0].n;
    const messageId = nextId();
    const raw = await compose({
      from: mine.email,
      to: replyAddress(TEST_SECRET, DOMAIN, mine.id),
      messageId,
      subject: 'Out of office',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away until Monday.',
    });
    const before = (await messagesOf(mine.id)).length;
    expect((await post(raw)).body).toEqual({ status: 'quarantined' });
    expect((await quarantined(messageId))?.reason).toBe('auto_reply');
    expect(await messagesOf(mine.id)).toHaveLength(before);
    await api.deps.mailer.idle();
    await new Promise((ok) => setTimeout(ok, 300));
    expect(delivered).toEqual([]);
    expect((await api.db.select({ n: count() }).from(outbox))[0].n).toBe(outboxBefore);
  });

  it('holds one of our own replies coming back (a forwarding loop) as a loop, and the thread is untouched', async () => {
    const ours = `<reply-loop-${Date.now()}@visapath.test>`;
    await api.db.insert(enquiryMessages).values({
      enquiry_id: mine.id,
      kind: 'reply',
      status: 'sent',
      body: 'Here is the form.',
      message_id: ours,
    });
    const before = (await messagesOf(mine.id)).length;
    const raw = await compose({
      from: mine.email,
      to: replyAddress(TEST_SECRET, DOMAIN, mine.id),
      messageId: ours,
      subject: 'Your enquiry',
      text: 'Here is the form.',
    });
    expect((await post(raw)).body).toEqual({ status: 'quarantined' });
    expect((await quarantined(ours))?.reason).toBe('loop');
    expect(await messagesOf(mine.id)).toHaveLength(before);
  });

  it('recognises Precedence bulk, X-Autoreply and a bounce from MAILER-DAEMON', async () => {
    const cases: Mail.Options[] = [
      { from: mine.email, headers: { Precedence: 'bulk' } },
      { from: mine.email, headers: { 'X-Autoreply': 'yes' } },
      { from: 'MAILER-DAEMON@mx.example.test' },
    ];
    for (const options of cases) {
      const messageId = nextId();
      const raw = await compose({ ...options, to: replyAddress(TEST_SECRET, DOMAIN, mine.id), messageId, text: 'x' });
      expect((await post(raw)).body).toEqual({ status: 'quarantined' });
      expect((await quarantined(messageId))?.reason).toBe('auto_reply');
    }
  });
});

describe('a closed enquiry', () => {
  it('moves back to in_progress with a status event', async () => {
    await api.db.update(table).set({ status: 'closed' }).where(eq(table.id, theirs.id));
    const raw = await compose({
      from: theirs.email,
      to: replyAddress(TEST_SECRET, DOMAIN, theirs.id),
      messageId: nextId(),
      text: 'One more question.',
    });
    expect((await post(raw)).body).toEqual({ status: 'threaded' });
    const [row] = await api.db.select({ status: table.status }).from(table).where(eq(table.id, theirs.id));
    expect(row.status).toBe('in_progress');
    const events = (await messagesOf(theirs.id)).filter((m) => m.kind === 'event');
    expect(events.at(-1)?.event).toEqual({ type: 'status', from: 'closed', to: 'in_progress' });
  });
});

describe('the quarantine (admins)', () => {
  it('lists newest first with Content-Range and what the sender wrote, assigns into an enquiry, deletes; partners get 403', async () => {
    expect((await api.call('GET', '/api/mail-quarantine', { token: partner })).status).toBe(403);
    const list = await api.call<{ id: number; reason: string; message_id: string; body: string }[]>(
      'GET',
      `/api/mail-quarantine?range=${encodeURIComponent('[0,1]')}`,
      { token: admin },
    );
    expect(list.status, list.text).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0].id).toBeGreaterThan(list.body[1].id);
    const total = (await api.db.select({ n: count() }).from(mailQuarantine))[0].n;
    expect(list.headers.get('content-range')).toBe(`mail-quarantine 0-1/${total}`);
    // The raw message stays on the server.
    for (const item of list.body) expect(item).not.toHaveProperty('raw');

    // The newest mail held for its sender: this file's own (the demo holds one too).
    const [spoofed] = await api.db
      .select()
      .from(mailQuarantine)
      .where(eq(mailQuarantine.reason, 'sender'))
      .orderBy(desc(mailQuarantine.id))
      .limit(1);
    const shown = await api.call<{ body: string; from_address: string }>('GET', `/api/mail-quarantine/${spoofed.id}`, {
      token: admin,
    });
    expect(shown.body.from_address).toBe(spoofed.from_address);
    // What the sender wrote ('click here', the spoofed sender's mail), never the raw message.
    expect(shown.body.body).toBe('click here');
    expect(
      (
        await api.call('POST', `/api/inbound/quarantine/${spoofed.id}/assign`, {
          token: partner,
          body: { enquiry_id: mine.id },
        })
      ).status,
    ).toBe(403);
    const assigned = await api.call('POST', `/api/inbound/quarantine/${spoofed.id}/assign`, {
      token: admin,
      body: { enquiry_id: mine.id },
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect((await messagesOf(mine.id)).some((m) => m.message_id === spoofed.message_id)).toBe(true);
    expect(await api.db.select().from(mailQuarantine).where(eq(mailQuarantine.id, spoofed.id))).toHaveLength(0);

    const other = (await api.db.select().from(mailQuarantine).where(ne(mailQuarantine.reason, 'sender')))[0];
    expect((await api.call('DELETE', `/api/inbound/quarantine/${other.id}`, { token: partner })).status).toBe(403);
    expect((await api.call('DELETE', `/api/inbound/quarantine/${other.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('DELETE', `/api/inbound/quarantine/${other.id}`, { token: admin })).status).toBe(404);
    expect(
      await api.db
        .select()
        .from(mailQuarantine)
        .where(and(eq(mailQuarantine.id, other.id))),
    ).toHaveLength(0);
  });
});

describe('without INBOUND_MAIL_SECRET', () => {
  it('answers 401 even to a bearer token', async () => {
    const bare = await TestApi.start();
    try {
      const reply = await bare.call('POST', '/api/inbound/mail', {
        raw: 'From: a@b.test\r\n\r\nx',
        headers: { 'content-type': 'message/rfc822', authorization: 'Bearer ' },
      });
      expect(reply.status).toBe(401);
      const withToken = await bare.call('POST', '/api/inbound/mail', {
        raw: 'From: a@b.test\r\n\r\nx',
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
      });
      expect(withToken.status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
