import { eq, isNotNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyAddress } from '@/server/features/enquiries/replyAddress';
import type { InboundListener } from '@/server/features/inbound/smtp';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { mailQuarantine } from '@/server/infrastructure/db/schema';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { startInboundListener } from '@/server/startup/start';
import { TEST_SECRET, TestApi } from '../support/api';
import { freePort } from '../support/ports';

/** The inbound SMTP listener (INBOUND_SMTP_PORT): an MX for REPLY_DOMAIN that threads what it receives. */

const DOMAIN = 'reply.visapath.test';
const table = tableOf('enquiries');
const ENQUIRER = 'smtp.enquirer@example.test';

let api: TestApi;
let listener: InboundListener | null;
let port: number;
let enquiryId: number;

const transport = () =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    tls: { rejectUnauthorized: false },
  });

beforeAll(async () => {
  port = await freePort();
  api = await TestApi.start({ inboundSmtpPort: port });
  listener = await startInboundListener(api.deps);
  const [row] = await api.db.select({ id: table.id }).from(table).where(isNotNull(table.organization_id)).limit(1);
  enquiryId = row.id as number;
  await api.db.update(table).set({ email: ENQUIRER }).where(eq(table.id, enquiryId));
});

afterAll(async () => {
  await listener?.close();
  await api?.close();
});

describe('the inbound SMTP listener', () => {
  it('listens on INBOUND_SMTP_PORT', () => {
    expect(listener?.port).toBe(port);
  });

  it("threads a mail sent to the enquiry's reply address into its timeline", async () => {
    const messageId = `<smtp-${Date.now()}@example.test>`;
    const info = await transport().sendMail({
      from: { name: 'Sam Enquirer', address: ENQUIRER },
      to: replyAddress(TEST_SECRET, DOMAIN, enquiryId),
      subject: 'Re: your course',
      messageId,
      text: 'Yes, I would like to apply.\n\n> Would you like to apply?\n',
    });
    expect(info.accepted).toHaveLength(1);
    const rows = await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.message_id, messageId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      enquiry_id: enquiryId,
      kind: 'inbound',
      author_name: 'Sam Enquirer',
      body: 'Yes, I would like to apply.',
    });
  });

  it('refuses a recipient outside REPLY_DOMAIN with 550', async () => {
    const sending = transport().sendMail({
      from: ENQUIRER,
      to: 'someone@elsewhere.test',
      subject: 'relay?',
      text: 'x',
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 550 });
  });

  it('refuses a message above 25 MB with 552 and stores nothing', async () => {
    const messageId = `<big-${Date.now()}@example.test>`;
    const sending = transport().sendMail({
      from: ENQUIRER,
      to: replyAddress(TEST_SECRET, DOMAIN, enquiryId),
      subject: 'big',
      messageId,
      text: 'a'.repeat(26 * 1024 * 1024),
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 552 });
    expect(await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.message_id, messageId))).toHaveLength(
      0,
    );
    expect(await api.db.select().from(mailQuarantine).where(eq(mailQuarantine.message_id, messageId))).toHaveLength(0);
  });

  it('quarantines a bounce (null reverse-path) instead of threading it', async () => {
    const messageId = `<bounce-${Date.now()}@example.test>`;
    await transport().sendMail({
      envelope: { from: '', to: [replyAddress(TEST_SECRET, DOMAIN, enquiryId)] },
      from: ENQUIRER,
      to: replyAddress(TEST_SECRET, DOMAIN, enquiryId),
      subject: 'Undelivered',
      messageId,
      text: 'x',
    });
    const [held] = await api.db.select().from(mailQuarantine).where(eq(mailQuarantine.message_id, messageId));
    expect(held?.reason).toBe('auto_reply');
    expect(await api.db.select().from(enquiryMessages).where(eq(enquiryMessages.message_id, messageId))).toHaveLength(
      0,
    );
  });
});
