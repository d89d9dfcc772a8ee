import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { REPLY_ATTACHMENT, type MessageAttachment } from '@/domain/areas/enquiryMessages';
import type { QuarantineReason } from '@/domain/areas/mailQuarantine';
import { enquiryOfReplyAddress } from '@/server/features/enquiries/replyAddress';
import { checkedUpload } from '@/server/features/uploads/content';
import { audit } from '@/server/infrastructure/audit';
import type { Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { mailQuarantine } from '@/server/infrastructure/db/schema';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { publishEvent } from '@/server/infrastructure/events';
import { databaseStorage } from '@/server/infrastructure/fileStorage';
import { newPart, safeHtml, textAsHtml } from './mailContent';

/** The largest inbound mail taken (the SMTP listener's SIZE, the webhook's body limit). */
export const INBOUND_MAX_BYTES = 25 * 1024 * 1024;

type Received =
  | { status: 'threaded'; enquiry_id: number; message_id: number | null }
  | { status: 'quarantined'; reason: QuarantineReason; quarantine_id: number }
  | { status: 'refused'; reason: 'too_large' };

interface Envelope {
  /** MAIL FROM: '' for a bounce (the null reverse-path), undefined when unknown (the webhook). */
  from?: string;
  /** RCPT TO. */
  to: string[];
}

type InboundDeps = Pick<Deps, 'config' | 'database'>;

const headerValues = (mail: ParsedMail, key: string) =>
  mail.headerLines.filter((h) => h.key === key).map((h) => h.line.slice(h.line.indexOf(':') + 1).trim());

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((o) => o.value)
    .flatMap((a) => [a.address, ...(a.group ?? []).map((g) => g.address)])
    .filter((a): a is string => !!a);

const ADDRESS = /[^\s<>,;"]+@[^\s<>,;"]+/g;

/** Message ids as written in headers, with their angle brackets. */
const messageIds = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? value.split(/\s+/) : [])
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => (id.startsWith('<') ? id : `<${id}>`));

/**
 * Whether the mail was written by a machine: an auto-reply (Auto-Submitted other than "no", Precedence bulk, junk,
 * list or auto_reply, X-Autoreply, X-Autorespond), or a bounce (an empty Return-Path or MAIL FROM, a sender
 * MAILER-DAEMON or postmaster). Such mail is never answered.
 */
function isAutomatic(mail: ParsedMail, envelope: Envelope): boolean {
  const autoSubmitted = headerValues(mail, 'auto-submitted').map((v) => v.toLowerCase().split(';')[0].trim());
  if (autoSubmitted.some((v) => v !== 'no')) return true;
  const precedence = headerValues(mail, 'precedence').map((v) => v.toLowerCase());
  if (precedence.some((v) => ['bulk', 'junk', 'list', 'auto_reply'].includes(v))) return true;
  if (headerValues(mail, 'x-autoreply').length || headerValues(mail, 'x-autorespond').length) return true;
  if (envelope.from === '' || headerValues(mail, 'return-path').some((v) => /^<\s*>$/.test(v) || v === '')) return true;
  const from = addressesOf(mail.from)[0]?.toLowerCase() ?? '';
  return /^(mailer-daemon|postmaster)@/.test(from);
}

/** The enquiry the mail answers: by a reply address among its recipients, then by the replies it refers to. */
async function threadOf(db: Db, deps: InboundDeps, mail: ParsedMail, envelope: Envelope): Promise<number | null> {
  const { jwtSecret, replyDomain } = deps.config;
  const recipients = [
    ...envelope.to,
    ...addressesOf(mail.to),
    ...addressesOf(mail.cc),
    ...headerValues(mail, 'delivered-to').flatMap((v) => v.match(ADDRESS) ?? []),
  ];
  for (const address of recipients) {
    const id = enquiryOfReplyAddress(jwtSecret, replyDomain, address);
    if (id !== null) return id;
  }
  const referred = [...messageIds(mail.inReplyTo), ...messageIds(mail.references)];
  if (!referred.length) return null;
  const ids = [...new Set(referred.flatMap((id) => [id, id.slice(1, -1)]))];
  const [row] = await db
    .select({ enquiry_id: enquiryMessages.enquiry_id })
    .from(enquiryMessages)
    .where(and(inArray(enquiryMessages.message_id, ids), eq(enquiryMessages.kind, 'reply')))
    .orderBy(sql`${enquiryMessages.id} desc`)
    .limit(1);
  return row?.enquiry_id ?? null;
}

/** The raw message as text for the quarantine: UTF-8 when it is, otherwise byte for byte (latin1). */
function rawText(raw: Buffer): string {
  const utf8 = raw.toString('utf8');
  return (Buffer.from(utf8, 'utf8').equals(raw) ? utf8 : raw.toString('latin1')).replace(/\0/g, '');
}

async function quarantine(
  db: Db,
  mail: ParsedMail | null,
  envelope: Envelope,
  raw: Buffer,
  reason: QuarantineReason,
  receivedAt?: Date,
) {
  const [row] = await db
    .insert(mailQuarantine)
    .values({
      ...(receivedAt ? { received_at: receivedAt.toISOString() } : {}),
      from_address: (mail && addressesOf(mail.from)[0]) || envelope.from || null,
      to_address: envelope.to.join(', ') || (mail ? addressesOf(mail.to).join(', ') : '') || null,
      subject: mail?.subject ?? null,
      message_id: mail?.messageId ?? null,
      reason,
      body: mail ? newPart(mail.text ?? '') : '',
      raw: rawText(raw),
    })
    .returning({ id: mailQuarantine.id });
  return row.id;
}

/** Keeps a mail in the quarantine for the reason given, as received then (the demo seed's held mail). */
export async function holdMail(db: Db, raw: Buffer, reason: QuarantineReason, receivedAt: Date): Promise<number> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  return quarantine(db, mail, { to: [] }, raw, reason, receivedAt);
}

/** The attachments that pass the checks of a reply's attachments (those of any upload), stored in `db`. */
async function storedAttachments(db: Db, mail: ParsedMail): Promise<MessageAttachment[]> {
  const storage = databaseStorage(db);
  const kept: MessageAttachment[] = [];
  for (const part of mail.attachments) {
    const type = part.contentType.toLowerCase();
    const checked = await checkedUpload(REPLY_ATTACHMENT, type, new Uint8Array(part.content));
    if ('problem' in checked) continue;
    const name = `${randomUUID()}.${checked.ext}`;
    await storage.put(name, checked.content);
    kept.push({ name, filename: part.filename ?? name, content_type: type, bytes: checked.content.byteLength });
  }
  return kept;
}

/**
 * Adds the mail to the enquiry's timeline as an inbound entry (in `tx`): the new part of its text as `body`, the
 * whole message as sanitised HTML in `html`, its attachments that pass the upload checks. The enquiry waits for
 * an answer from now (unless it already did), and a closed one is open again. A message id already stored (the
 * same mail delivered twice) is not stored again.
 */
async function threadInto(
  tx: Db,
  enquiry: { id: number; status: string; organization_id: number | null },
  mail: ParsedMail,
  envelope: Envelope,
  by: { userId: number | null; ip: string | null },
): Promise<number | null> {
  const sender = mail.from?.value[0];
  const text = mail.text ?? '';
  const [message] = await tx
    .insert(enquiryMessages)
    .values({
      enquiry_id: enquiry.id,
      kind: 'inbound',
      author_name: sender?.name || sender?.address || envelope.from || null,
      from_address: sender?.address ?? null,
      to_address: envelope.to.join(', ') || addressesOf(mail.to).join(', ') || null,
      subject: mail.subject ?? null,
      message_id: mail.messageId ?? null,
      in_reply_to: mail.inReplyTo ?? null,
      mail_references: messageIds(mail.references).join(' ') || null,
      body: newPart(text),
      html: safeHtml(typeof mail.html === 'string' ? mail.html : textAsHtml(text)),
      attachments: await storedAttachments(tx, mail),
    })
    .onConflictDoNothing()
    .returning({ id: enquiryMessages.id });
  if (!message) return null;
  const table = typedTableOf(enquiryDef);
  const reopen = enquiry.status === 'closed';
  await tx
    .update(table)
    .set({
      waiting_since: sql`coalesce(${table.waiting_since}, now())`,
      ...(reopen
        ? { status: 'in_progress', version: sql`${table.version} + 1`, updated_at: new Date().toISOString() }
        : {}),
    })
    .where(eq(table.id, enquiry.id));
  if (reopen) {
    await tx.insert(enquiryMessages).values({
      enquiry_id: enquiry.id,
      kind: 'event',
      event: { type: 'status', from: 'closed', to: 'in_progress' },
    });
  }
  await audit(tx, {
    userId: by.userId,
    action: 'enquiry.inbound',
    resource: enquiryDef.name,
    recordId: enquiry.id,
    ip: by.ip,
    changes: {
      message: message.id,
      ...(reopen ? { status: { from: 'closed', to: 'in_progress' } } : {}),
    },
  });
  await publishEvent(tx, { type: 'enquiry.message', enquiry_id: enquiry.id, organization_id: enquiry.organization_id });
  return message.id;
}

/** The enquiry's threading facts, locked for the mail's transaction. */
async function enquiryRow(tx: Db, id: number) {
  const table = typedTableOf(enquiryDef);
  const [row] = await tx
    .select({ id: table.id, status: table.status, organization_id: table.organization_id, email: table.email })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row;
}

/**
 * Takes one inbound mail (the SMTP listener's or the webhook's): threads it into the enquiry it answers, or
 * keeps it in the quarantine with the reason. One transaction: the entry, its attachments, the enquiry's
 * change, the audit row and the live event, or none of them. Nothing here ever sends mail.
 */
export async function receiveMail(deps: InboundDeps, raw: Buffer, envelope: Envelope): Promise<Received> {
  if (raw.byteLength > INBOUND_MAX_BYTES) return { status: 'refused', reason: 'too_large' };
  const { db } = deps.database;
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true, skipTextToHtml: true });
  } catch {
    const id = await quarantine(db, null, envelope, raw, 'unreadable');
    return { status: 'quarantined', reason: 'unreadable', quarantine_id: id };
  }
  return db.transaction(async (tx): Promise<Received> => {
    const held = async (reason: QuarantineReason): Promise<Received> => ({
      status: 'quarantined',
      reason,
      quarantine_id: await quarantine(tx, mail, envelope, raw, reason),
    });
    // One of our own replies coming back (a forwarding loop), or a machine's answer: recorded, never answered.
    if (mail.messageId) {
      const [own] = await tx
        .select({ id: enquiryMessages.id })
        .from(enquiryMessages)
        .where(and(eq(enquiryMessages.message_id, mail.messageId), eq(enquiryMessages.kind, 'reply')))
        .limit(1);
      if (own) return held('loop');
    }
    if (isAutomatic(mail, envelope)) return held('auto_reply');
    const enquiryId = await threadOf(tx, deps, mail, envelope);
    const enquiry = enquiryId === null ? undefined : await enquiryRow(tx, enquiryId);
    if (!enquiry) return held('no_thread');
    const from = addressesOf(mail.from)[0]?.toLowerCase();
    if (!from || from !== String(enquiry.email).toLowerCase()) return held('sender');
    const messageId = await threadInto(tx, enquiry, mail, envelope, { userId: null, ip: null });
    return { status: 'threaded', enquiry_id: enquiry.id, message_id: messageId };
  });
}

/** Threads a quarantined mail into the enquiry an admin chose (no sender check: the admin decided); false if gone. */
export async function assignQuarantined(
  deps: InboundDeps,
  quarantineId: number,
  enquiryId: number,
  by: { userId: number; ip: string | null },
): Promise<'assigned' | 'no_mail' | 'no_enquiry'> {
  return deps.database.db.transaction(async (tx) => {
    const [held] = await tx.select().from(mailQuarantine).where(eq(mailQuarantine.id, quarantineId)).for('update');
    if (!held) return 'no_mail';
    const enquiry = await enquiryRow(tx, enquiryId);
    if (!enquiry) return 'no_enquiry';
    const mail = await simpleParser(Buffer.from(held.raw, 'utf8'), {
      skipImageLinks: true,
      skipTextLinks: true,
      skipTextToHtml: true,
    });
    const to = held.to_address ? held.to_address.split(', ') : [];
    await threadInto(tx, enquiry, mail, { from: held.from_address ?? undefined, to }, by);
    await tx.delete(mailQuarantine).where(eq(mailQuarantine.id, quarantineId));
    return 'assigned';
  });
}
