import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Locale } from '@/domain/messages';
import { translateKey } from '@/domain/messages';
import type { Config } from '@/server/infrastructure/config';
import type { Db } from '@/server/infrastructure/db/client';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { organizations } from '@/server/infrastructure/db/schema';
import { replyAddress } from './replyAddress';

const PRODUCT = 'Visapath';

/** The bare address of MAIL_FROM (`Visapath <no-reply@x>` → `no-reply@x`). */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();

/** A display name and address as a header's mailbox, the name quoted (quotes and backslashes escaped). */
const mailbox = (name: string, address: string) =>
  `"${name.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}" <${address}>`;

/** A message id in angle brackets, as headers carry it. */
const bracketed = (id: string) => (id.startsWith('<') ? id : `<${id}>`);

/** The headers of a reply, fixed when it is written so that a retry sends the very same message. */
export interface ReplyHeaders {
  message_id: string;
  from_address: string;
  to_address: string;
  subject: string;
  in_reply_to: string | null;
  mail_references: string | null;
  locale: Locale;
}

interface EnquiryForMail {
  id: number;
  full_name: string;
  email: string;
  locale: Locale | null;
  organization_id: number | null;
}

/**
 * A reply's mail: from the organisation's name "via Visapath" (Visapath itself for enquiries to nobody), to the
 * enquirer, answered to the enquiry's signed reply address, threaded under the enquirer's latest mail and the
 * thread's earlier replies, its subject in the enquirer's language.
 */
export async function replyHeaders(
  db: Db,
  config: Config,
  enquiry: EnquiryForMail,
  rowId: number,
): Promise<ReplyHeaders> {
  let organization = PRODUCT;
  if (enquiry.organization_id != null) {
    const [org] = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, enquiry.organization_id))
      .limit(1);
    if (org) organization = org.name;
  }
  const thread = await db
    .select({ kind: enquiryMessages.kind, message_id: enquiryMessages.message_id })
    .from(enquiryMessages)
    .where(
      and(
        eq(enquiryMessages.enquiry_id, enquiry.id),
        inArray(enquiryMessages.kind, ['inbound', 'reply']),
        isNotNull(enquiryMessages.message_id),
      ),
    )
    .orderBy(asc(enquiryMessages.id));
  const ids = thread.map((m) => bracketed(m.message_id!));
  const lastInbound = thread.filter((m) => m.kind === 'inbound').at(-1);
  const locale = enquiry.locale ?? 'en';
  const domain = config.replyDomain;
  return {
    message_id: `<reply-${rowId}.${randomBytes(9).toString('hex')}@${domain}>`,
    from_address: mailbox(
      organization === PRODUCT ? PRODUCT : `${organization} via ${PRODUCT}`,
      addressOf(config.mailFrom),
    ),
    to_address: mailbox(enquiry.full_name, enquiry.email),
    subject: translateKey('vp.enquiry_mail.reply_subject', locale, { organization }),
    in_reply_to: lastInbound ? bracketed(lastInbound.message_id!) : null,
    mail_references: ids.length ? ids.join(' ') : null,
    locale,
  };
}

/** The Reply-To of every reply on this enquiry. */
export const replyToOf = (config: Config, enquiryId: number) =>
  replyAddress(config.jwtSecret, config.replyDomain, enquiryId);
