import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Deps } from '@/server/infrastructure/context';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { enquiries } from '@/server/infrastructure/db/resources';
import { outbox } from '@/server/infrastructure/db/schema';
import { publishEvent } from '@/server/infrastructure/events';
import { queueWorker, type QueueWorker } from '@/server/infrastructure/queueWorker';
import { replyToOf } from './replyMail';

/** How many times a reply is tried before it is marked failed. */
const REPLY_ATTEMPTS = 5;
/** The error of a reply found still `sending` once its lock ran out (a message key: shown in the reader's language). */
const INTERRUPTED = 'vp.enquiry_mail.reply_interrupted';
/** The wait before the next attempt, after the n-th failed one (n = 1..4). */
const DEFAULT_DELAYS_SECONDS = [60, 300, 900, 3600];

type Row = typeof enquiryMessages.$inferSelect;

export interface ReplySenderOptions {
  /** How long a claimed reply stays `sending` before it counts as interrupted (it must cover one SMTP send). */
  lockSeconds?: number;
  /** The wait before the next attempt after `attempts` failed ones. */
  retryDelaySeconds?: (attempts: number) => number;
  /** How long the loop sleeps when nothing is due. */
  idleMs?: number;
}

/** runOnce marks interrupted sends failed, then claims and sends one due reply: whether one was sent or tried. */
export type ReplySender = QueueWorker;

/** An SMTP answer that will not change on a retry (5xx: the recipient or message is refused). */
const permanent = (error: unknown) =>
  typeof error === 'object' && error !== null && 'responseCode' in error && Number(error.responseCode) >= 500;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The durable reply queue's sender. Replies are rows of enquiry_messages; one is claimed at a time with
 * FOR UPDATE SKIP LOCKED (several API processes may run a sender), marked `sending` with a lock, sent, then marked
 * `sent`, or queued again with a backoff on an SMTP error (failed after REPLY_ATTEMPTS). A reply still `sending`
 * when its lock has run out was interrupted (the process died) and may have gone out: it is marked failed, never
 * sent again automatically; staff may retry it, and the retry carries the same Message-ID.
 */
export function createReplySender(
  deps: Pick<Deps, 'config' | 'database' | 'storage'>,
  options: ReplySenderOptions = {},
): ReplySender {
  const { db } = deps.database;
  const lockSeconds = options.lockSeconds ?? 900;
  const delayOf = options.retryDelaySeconds ?? ((n: number) => DEFAULT_DELAYS_SECONDS[n - 1] ?? 3600);
  // nodemailer gives up on a silent server within ten minutes (its socket timeout): the lock outlasts that.
  const smtp = deps.config.smtpUrl ? nodemailer.createTransport(deps.config.smtpUrl) : null;

  const announce = async (ids: number[]) => {
    if (!ids.length) return;
    const rows = await db
      .select({ enquiry_id: enquiryMessages.enquiry_id, organization_id: enquiries.organization_id })
      .from(enquiryMessages)
      .innerJoin(enquiries, eq(enquiries.id, enquiryMessages.enquiry_id))
      .where(inArray(enquiryMessages.id, ids));
    for (const row of rows) await publishEvent(db, { type: 'enquiry.message', ...row });
  };

  const attachmentsOf = async (row: Row) => {
    const files = [];
    for (const file of row.attachments) {
      const stored = await deps.storage.get(file.name);
      if (!stored) throw new Error(`The attached file ${file.filename} is no longer stored`);
      const content = Buffer.from(await new Response(stored.stream).arrayBuffer());
      files.push({ filename: file.filename, contentType: file.content_type, content });
    }
    return files;
  };

  const deliver = async (row: Row) => {
    if (!smtp) {
      // Without SMTP_URL mail goes to the outbox table, as the product's other mail does.
      await db.insert(outbox).values({ to_address: row.to_address ?? '', subject: row.subject ?? '', body: row.body });
      return;
    }
    await smtp.sendMail({
      from: row.from_address ?? undefined,
      to: row.to_address ?? undefined,
      replyTo: replyToOf(deps.config, row.enquiry_id),
      subject: row.subject ?? '',
      text: row.body,
      messageId: row.message_id ?? undefined,
      inReplyTo: row.in_reply_to ?? undefined,
      references: row.mail_references ?? undefined,
      attachments: await attachmentsOf(row),
    });
  };

  const runOnce = async (): Promise<boolean> => {
    // Interrupted sends: failed, never resent automatically (they may have been delivered).
    const interrupted = await db
      .update(enquiryMessages)
      .set({ status: 'failed', error: INTERRUPTED, locked_until: null })
      .where(
        and(
          eq(enquiryMessages.kind, 'reply'),
          eq(enquiryMessages.status, 'sending'),
          lt(enquiryMessages.locked_until, sql`now()`),
        ),
      )
      .returning({ id: enquiryMessages.id });
    await announce(interrupted.map((r) => r.id));
    const [row] = await db
      .update(enquiryMessages)
      .set({ status: 'sending', locked_until: sql`now() + make_interval(secs => ${lockSeconds})` })
      .where(
        eq(
          enquiryMessages.id,
          sql`(select ${enquiryMessages.id} from ${enquiryMessages}
                where ${enquiryMessages.status} = 'queued' and ${enquiryMessages.kind} = 'reply'
                  and ${enquiryMessages.next_attempt_at} <= now()
                order by ${enquiryMessages.next_attempt_at}, ${enquiryMessages.id}
                for update skip locked limit 1)`,
        ),
      )
      .returning();
    if (!row) return false;
    try {
      await deliver(row);
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = attempts >= REPLY_ATTEMPTS || permanent(error);
      await db
        .update(enquiryMessages)
        .set({
          status: failed ? 'failed' : 'queued',
          attempts,
          error: reasonOf(error),
          locked_until: null,
          next_attempt_at: failed ? null : sql`now() + make_interval(secs => ${delayOf(attempts)})`,
        })
        .where(and(eq(enquiryMessages.id, row.id), eq(enquiryMessages.status, 'sending')));
      await announce([row.id]);
      return true;
    }
    // Sent: recorded even if the lock ran out meanwhile and the row was marked interrupted (it did go out).
    await db
      .update(enquiryMessages)
      .set({ status: 'sent', sent_at: sql`now()`, attempts: row.attempts + 1, error: null, locked_until: null })
      .where(and(eq(enquiryMessages.id, row.id), inArray(enquiryMessages.status, ['sending', 'failed'])));
    await announce([row.id]);
    return true;
  };

  const worker = queueWorker(runOnce, options.idleMs ?? 2000, 'reply sender');
  return {
    ...worker,
    async stop() {
      await worker.stop();
      smtp?.close();
    },
  };
}
