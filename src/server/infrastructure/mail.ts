import nodemailer from 'nodemailer';
import type { Db } from './db/client';
import { outbox } from './db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  /** Delivers a mail; the caller waits for the delivery (and sees its failure). */
  send(mail: Mail): Promise<void>;
  /**
   * Accepts a mail for delivery without waiting for the delivery itself: a request is answered before an SMTP
   * round trip, which must not tell a caller anything (e.g. whether an account exists). Resolves once the mail
   * is accepted (queued in process, or written to the outbox table, which is a queue of its own); mails go out
   * one after another and a failed delivery is logged.
   */
  queue(mail: Mail): Promise<void>;
  /** Resolves once every queued mail has been delivered or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

/** A mailer around a slow way of delivering (SMTP): queue() returns at once, deliveries run in order behind it. */
export function queuedMailer(deliver: (mail: Mail) => Promise<void>): Mailer {
  let tail: Promise<void> = Promise.resolve();
  const mailer: Mailer = {
    send: deliver,
    async queue(mail) {
      // Through mailer.send, so a delivery replaced on the object (a test's failing transport) is the one used.
      tail = tail
        .then(() => mailer.send(mail))
        .catch((error: unknown) => console.error(`mail to ${mail.to} failed`, error));
    },
    idle: () => tail,
  };
  return mailer;
}

/** Without SMTP_URL mail goes to the outbox table (readable at GET /api/dev/outbox outside production). */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    // Writing the row is the delivery, and as quick as queueing: queue() waits for it, so the row is there on answer.
    const mailer: Mailer = {
      async send(mail) {
        await db.insert(outbox).values({ to_address: mail.to, subject: mail.subject, body: mail.body });
      },
      queue: (mail) => mailer.send(mail),
      idle: async () => undefined,
    };
    return mailer;
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return queuedMailer(async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
  });
}
