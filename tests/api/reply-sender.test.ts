import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryOfReplyAddress } from '@/server/features/enquiries/replyAddress';
import { createReplySender, type ReplySender } from '@/server/features/enquiries/replySender';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { organizations } from '@/server/infrastructure/db/schema';
import { TEST_SECRET, TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { userByEmail } from '../support/auth';
import { insertEnquiry } from '../support/enquiries';
import { SAMPLE_FILES } from '../support/files';
import { SmtpSink } from '../support/smtpSink';

/** The reply queue's sender against a real SMTP server: the mail as sent, outages, interrupted sends, retries. */

const sink = new SmtpSink();
let api: TestApi;
let admin: string;
let sender: ReplySender;
let universityOrg: number;
let universityName: string;

const newEnquiry = (values: Record<string, unknown> = {}) =>
  insertEnquiry(api, {
    organization_id: universityOrg,
    full_name: 'Jonas Becker',
    email: 'jonas@example.test',
    message: 'Gibt es noch Plätze?',
    locale: 'de',
    ...values,
  });

const reply = async (id: number, body: string) => {
  const answer = await api.call('POST', `/api/enquiries/${id}/messages`, {
    token: admin,
    body: { kind: 'reply', body },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number };
};
const row = async (id: number) => (await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.id, id)))[0];
const mailsTo = (address: string) =>
  sink.received.filter((m) => m.to && 'value' in m.to && m.to.value[0].address === address);
/** Runs the sender until nothing is due. */
const drain = async () => {
  while (await sender.runOnce());
};

beforeAll(async () => {
  await sink.start();
  api = await TestApi.start({ smtpUrl: sink.url, mailFrom: 'Visapath <no-reply@visapath.test>' });
  admin = await api.login(DEMO.admin);
  universityOrg = (await userByEmail(api, DEMO.university)).organization_id!;
  [{ name: universityName }] = await api.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, universityOrg));
  sender = createReplySender(api.deps, { retryDelaySeconds: () => 0 });
  await drain();
});
afterAll(async () => {
  await sender?.stop();
  await api?.close();
  await sink.stop();
});

describe('a reply by mail', () => {
  it("goes out from the organisation, to the enquirer, answerable to the enquiry, in the enquirer's language", async () => {
    const id = await newEnquiry({ email: 'jonas.first@example.test' });
    const posted = await reply(id, 'Ja, bis zum 30. Juni.');
    await drain();
    const [mail] = mailsTo('jonas.first@example.test');
    expect(mail).toBeDefined();
    expect(mail.from?.value[0]).toEqual({ name: `${universityName} via Visapath`, address: 'no-reply@visapath.test' });
    const replyTo = mail.replyTo!.value[0].address!;
    expect(enquiryOfReplyAddress(TEST_SECRET, 'reply.visapath.test', replyTo)).toBe(id);
    expect(mail.messageId).toMatch(new RegExp(`^<reply-${posted.id}\\.[0-9a-f]+@reply\\.visapath\\.test>$`));
    expect(mail.subject).toBe(`Re: Ihre Anfrage an ${universityName}`);
    expect(mail.inReplyTo).toBeUndefined();
    expect(mail.text?.trim()).toBe('Ja, bis zum 30. Juni.');
    const sent = await row(posted.id);
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).not.toBeNull();
    expect(sent.message_id).toBe(mail.messageId);
    const timeline = await api.call('GET', `/api/enquiries/${id}/messages`, { token: admin });
    expect(timeline.body[1]).toMatchObject({ kind: 'reply', status: 'sent' });
  });

  it('answers in English from Visapath itself for a website enquiry', async () => {
    const id = await newEnquiry({ kind: 'website', organization_id: null, locale: 'en', email: 'web@example.test' });
    await reply(id, 'Thanks!');
    await drain();
    const [mail] = mailsTo('web@example.test');
    expect(mail.from?.value[0]).toEqual({ name: 'Visapath', address: 'no-reply@visapath.test' });
    expect(mail.subject).toBe('Re: your enquiry to Visapath');
  });

  it('carries its attachments under the names given, byte for byte', async () => {
    const id = await newEnquiry({ email: 'jonas.files@example.test' });
    const upload = await api.app.fetch(
      new Request(`http://visapath.test/api/uploads?resource=enquiries&field=reply&id=${id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/pdf' },
        body: SAMPLE_FILES['application/pdf'],
      }),
    );
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const posted = await api.call('POST', `/api/enquiries/${id}/messages`, {
      token: admin,
      body: { kind: 'reply', body: 'Anbei das Angebot.', attachments: [{ url, filename: 'Angebot.pdf' }] },
    });
    expect(posted.status, posted.text).toBe(201);
    await drain();
    const [mail] = mailsTo('jonas.files@example.test');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['Angebot.pdf', 'application/pdf']]);
    const stored = await api.app.fetch(new Request(`http://visapath.test${url}`));
    expect(Buffer.compare(mail.attachments[0].content, Buffer.from(await stored.arrayBuffer()))).toBe(0);
  });

  it("threads a later reply under the enquirer's mail", async () => {
    const id = await newEnquiry({ email: 'jonas.thread@example.test' });
    const first = await reply(id, 'Erste Antwort');
    await drain();
    const firstId = (await row(first.id)).message_id!;
    await api.db.insert(enquiryMessages).values({
      enquiry_id: id,
      kind: 'inbound',
      author_name: 'Jonas Becker',
      body: 'Danke, und die Gebühren?',
      message_id: '<answer-1@example.test>',
    });
    await reply(id, 'Zweite Antwort');
    await drain();
    const mails = mailsTo('jonas.thread@example.test');
    expect(mails).toHaveLength(2);
    expect(mails[0].inReplyTo).toBeUndefined();
    expect(mails[1].inReplyTo).toBe('<answer-1@example.test>');
    expect(mails[1].references).toEqual([firstId, '<answer-1@example.test>']);
  });
});

describe('failures', () => {
  it('keeps a reply queued through an SMTP outage and sends it once when the server is back', async () => {
    const id = await newEnquiry({ email: 'outage@example.test' });
    const posted = await reply(id, 'Während der Störung');
    await sink.stop();
    expect(await sender.runOnce()).toBe(true);
    let stored = await row(posted.id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 1 });
    expect(stored.error).toBeTruthy();
    await sink.start();
    sink.refuse = true;
    await sender.runOnce();
    stored = await row(posted.id);
    expect(stored).toMatchObject({ status: 'queued', attempts: 2 });
    expect(stored.error).toContain('451');
    sink.refuse = false;
    await drain();
    await drain();
    expect(await row(posted.id)).toMatchObject({ status: 'sent' });
    expect(mailsTo('outage@example.test')).toHaveLength(1);
  });

  it('marks a reply failed after five attempts, with the reason', async () => {
    const id = await newEnquiry({ email: 'refused@example.test' });
    const posted = await reply(id, 'Niemals');
    sink.refuse = true;
    try {
      for (let i = 0; i < 6; i++) await sender.runOnce();
    } finally {
      sink.refuse = false;
    }
    const stored = await row(posted.id);
    expect(stored).toMatchObject({ status: 'failed', attempts: 5 });
    expect(stored.error).toContain('451');
    expect(mailsTo('refused@example.test')).toHaveLength(0);
  });

  it('never resends a reply interrupted while sending; a retry sends it once with the same Message-ID', async () => {
    const id = await newEnquiry({ email: 'crash@example.test' });
    const posted = await reply(id, 'Vor dem Absturz');
    // As a process killed between claiming and marking leaves it: sending, its lock run out.
    await api.db
      .update(enquiryMessages)
      .set({ status: 'sending', locked_until: new Date(Date.now() - 1000).toISOString() })
      .where(eq(enquiryMessages.id, posted.id));
    await drain();
    const stored = await row(posted.id);
    expect(stored.status).toBe('failed');
    expect(mailsTo('crash@example.test')).toHaveLength(0);
    const timeline = await api.call('GET', `/api/enquiries/${id}/messages`, { token: admin });
    expect(timeline.body[1].error).toBe(
      'Interrupted while sending; it may have been delivered. Retry to send it again.',
    );
    const german = await api.call('GET', `/api/enquiries/${id}/messages`, {
      token: admin,
      headers: { 'accept-language': 'de' },
    });
    expect(german.body[1].error).toMatch(/unterbrochen/);
    const retry = await api.call('POST', `/api/enquiries/${id}/messages/${posted.id}/retry`, { token: admin });
    expect(retry.status, retry.text).toBe(200);
    await drain();
    await drain();
    const mails = mailsTo('crash@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].messageId).toBe(stored.message_id);
    expect(await row(posted.id)).toMatchObject({ status: 'sent' });
  });

  it('leaves a reply whose lock has not run out to the sender holding it', async () => {
    const id = await newEnquiry({ email: 'locked@example.test' });
    const posted = await reply(id, 'Gesperrt');
    await api.db
      .update(enquiryMessages)
      .set({ status: 'sending', locked_until: new Date(Date.now() + 60_000).toISOString() })
      .where(eq(enquiryMessages.id, posted.id));
    await drain();
    expect((await row(posted.id)).status).toBe('sending');
    expect(mailsTo('locked@example.test')).toHaveLength(0);
  });
});
