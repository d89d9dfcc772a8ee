import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EnquiryEvent, MessageAttachment, MessageKind, ReplyStatus } from '@/domain/areas/enquiryMessages';
import type { Locale } from '@/domain/messages';
import { enquiries } from './resources';
import { users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * An enquiry's timeline: the enquirer's mails (inbound), staff replies (sent by mail through the queue these rows
 * are: `status`, `attempts`, `next_attempt_at`, `locked_until`), internal notes and events. A reply's mail headers
 * are fixed when it is written, so a retry sends the same message.
 */
export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiry_id: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who wrote it, as shown: the staff member's name then, or the sender of an inbound mail. */
    author_name: text('author_name'),
    body: text('body').notNull().default(''),
    /** An inbound mail's HTML, sanitised. */
    html: text('html'),
    status: text('status').$type<ReplyStatus>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: ts('next_attempt_at'),
    locked_until: ts('locked_until'),
    sent_at: ts('sent_at'),
    message_id: text('message_id'),
    in_reply_to: text('in_reply_to'),
    mail_references: text('mail_references'),
    from_address: text('from_address'),
    to_address: text('to_address'),
    subject: text('subject'),
    saved_reply_id: integer('saved_reply_id'),
    locale: text('locale').$type<Locale>(),
    event: jsonb('event').$type<EnquiryEvent>(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('enquiry_messages_enquiry_idx').on(t.enquiry_id, t.id),
    uniqueIndex('enquiry_messages_message_id_key').on(t.message_id),
    // The sender's next pick: replies due, oldest first.
    index('enquiry_messages_queue_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);
