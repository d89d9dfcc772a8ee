import nodemailer from 'nodemailer';
import type { Db } from './db/client';
import { outbox } from './db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Without SMTP_URL mail goes to the outbox table (readable at GET /api/dev/outbox outside production). */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        await db.insert(outbox).values({ to_address: mail.to, subject: mail.subject, body: mail.body });
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
    },
  };
}
