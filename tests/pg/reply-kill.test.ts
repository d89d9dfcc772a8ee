import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { TestApi } from '../support/api';
import { userByEmail } from '../support/auth';
import { DEMO } from '../support/demo';
import { insertEnquiry } from '../support/enquiries';
import { startProductServer } from '../support/productServer';
import type { ServerProcess } from '../support/serverProcess';
import { SmtpSink } from '../support/smtpSink';

/**
 * A kill -9 in the middle of sending a reply, with real processes: the API server runs as a child process on the
 * test's PostgreSQL database and sends through a real SMTP server that takes the message and never answers. The
 * process is killed there; a second process finds the reply interrupted once its lock has run out, marks it failed
 * (it may have been delivered) and never sends it on its own; a retry sends it once, with the same Message-ID.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const sink = new SmtpSink();
let api: TestApi;
let server: ServerProcess | null = null;

/** The product's own server, as `npm start` runs it, on the test's database. */
const startServer = () =>
  startProductServer(api.deps.database.pool.options.connectionString ?? '', {
    SMTP_URL: sink.url,
    MAIL_FROM: 'Visapath <no-reply@visapath.test>',
    REPLY_DOMAIN: 'reply.visapath.test',
  });

const reply = async (id: number) => (await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.id, id)))[0];

const WAIT = { timeout: 30_000, interval: 200 };

beforeAll(async () => {
  if (!onPostgres) return;
  await sink.start();
  api = await TestApi.start();
});
afterAll(async () => {
  await server?.stop();
  await api?.close();
  await sink.stop();
});

describe.skipIf(!onPostgres)('a kill -9 while a reply is being sent (real processes, PostgreSQL)', () => {
  it('loses nothing and sends nothing twice: failed after the lock, sent once on a retry', async () => {
    const admin = await api.login(DEMO.admin);
    const org = (await userByEmail(api, DEMO.university)).organization_id;
    const enquiry = await insertEnquiry(api, {
      organization_id: org,
      full_name: 'Kai Killed',
      email: 'kai.killed@example.test',
    });

    sink.hold = true;
    server = await startServer();
    const posted = await api.call('POST', `/api/enquiries/${enquiry}/messages`, {
      token: admin,
      body: { kind: 'reply', body: 'Yes, it is.' },
    });
    expect(posted.status, posted.text).toBe(201);
    const id = (posted.body as { id: number }).id;

    // The server's sender has handed the whole message over and waits for the answer: killed there.
    await vi.waitFor(() => expect(sink.held).toHaveLength(1), WAIT);
    expect((await reply(id)).status).toBe('sending');
    await server.stop('SIGKILL');
    sink.hold = false;

    // Its lock (15 minutes) runs out: moved into the past instead of waited for.
    await api.db
      .update(enquiryMessages)
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where(eq(enquiryMessages.id, id));
    server = await startServer();
    await vi.waitFor(async () => expect((await reply(id)).status).toBe('failed'), WAIT);
    expect((await reply(id)).error).toBe('vp.enquiry_mail.reply_interrupted');
    // The sender keeps running (it looks every 2 s when idle) and leaves it alone.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect((await reply(id)).status).toBe('failed');
    expect(sink.received).toHaveLength(0);

    const retried = await api.call('POST', `/api/enquiries/${enquiry}/messages/${id}/retry`, {
      token: admin,
    });
    expect(retried.status, retried.text).toBe(200);
    await vi.waitFor(async () => expect((await reply(id)).status).toBe('sent'), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].messageId).toBe(sink.held[0].messageId);
    expect(sink.received[0].text?.trim()).toBe('Yes, it is.');
  }, 180_000);
});
