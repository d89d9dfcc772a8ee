import type { Locale } from '@/domain/messages';
import type { FieldDef } from '@/domain/resourceDef';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@/domain/uploads';

// An enquiry's timeline (GET/POST /api/enquiries/:id/messages): what the enquirer sent, the replies staff sent by
// mail, internal notes and events (status changes, assignments), oldest first.

export const MESSAGE_KINDS = ['inbound', 'reply', 'note', 'event'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What staff may post: a reply (sent by mail) or an internal note. */
export const POSTED_KINDS = ['reply', 'note'] as const;
export type PostedKind = (typeof POSTED_KINDS)[number];

/**
 * A reply's delivery: queued until the sender takes it, sending while an SMTP transaction is open, then sent or
 * failed (with the reason; staff may retry). Only replies have a status.
 */
export const REPLY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

/** What an event entry records. */
export type EnquiryEvent =
  | { type: 'created' }
  | { type: 'status'; from: string; to: string }
  /** `to_name`: the assignee's name then, for readers who may not look users up (partners). */
  | { type: 'assigned'; from: number | null; to: number | null; to_name?: string | null };

/** A file sent with a reply or received with an inbound mail: a stored file (see uploads). */
export interface MessageAttachment {
  name: string;
  filename: string;
  content_type: string;
  bytes: number;
}

/** The languages an enquirer may write in: the console's own (a literal, so that definitions load no messages). */
export const ENQUIRY_LOCALES = ['en', 'de', 'fr'] as const satisfies readonly Locale[];

/** The longest reply or note staff may post. */
export const REPLY_MAX = 20_000;

/**
 * A file a reply may carry, and the attachments of the enquirer's answers that are kept: anything an upload may
 * be, checked like one (type by content, size, the whole file).
 */
export const REPLY_ATTACHMENT = {
  kind: 'file',
  accept: Object.keys(UPLOAD_EXTENSIONS),
  maxBytes: UPLOAD_MAX_BYTES,
} as const satisfies FieldDef;
/** The most files one reply carries. */
export const REPLY_ATTACHMENTS_MAX = 10;
/** The longest file name a reply's attachment is sent under. */
export const ATTACHMENT_NAME_MAX = 200;

/** How a user hears of enquiries (new ones for their organisation, ones assigned to them): a profile setting. */
export const ENQUIRY_MAIL_SETTINGS = ['immediately', 'daily', 'off'] as const;
export type EnquiryMailSetting = (typeof ENQUIRY_MAIL_SETTINGS)[number];
