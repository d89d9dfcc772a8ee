import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { EnquiryMailSetting } from '@/domain/areas/enquiryMessages';
import { DEFAULT_LOCALE, isLocale, translateKey, type Locale } from '@/domain/messages';
import { ROLE_BY_USER_TYPE, USER_TYPES, roleOf } from '@/domain/roles';
import type { Deps } from '@/server/infrastructure/context';
import { consoleOrigin } from '@/server/infrastructure/config';
import { intervalWorker } from '@/server/infrastructure/intervalWorker';
import type { Db } from '@/server/infrastructure/db/client';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { enquiries } from '@/server/infrastructure/db/resources';
import { organizations, sessions, users } from '@/server/infrastructure/db/schema';

const ADMIN_TYPES = USER_TYPES.filter((t) => ROLE_BY_USER_TYPE[t].role === 'admin');
const DAY_MS = 24 * 60 * 60 * 1000;

type NotifyDeps = Pick<Deps, 'config' | 'database' | 'mailer'>;

interface Recipient {
  id: number;
  email: string;
}

const enquiryLink = (deps: NotifyDeps, id: number) => `${consoleOrigin(deps.config)}/enquiries/${id}/show`;
const profileLink = (deps: NotifyDeps) => `${consoleOrigin(deps.config)}/dashboard/profile`;

/** Each user's language: the one their latest sign-in asked for (the console's language), else English. */
async function localesOf(db: Db, ids: number[]): Promise<Map<number, Locale>> {
  const found = new Map<number, Locale>();
  if (!ids.length) return found;
  const rows = await db
    .selectDistinctOn([sessions.user_id], { user: sessions.user_id, locale: sessions.locale })
    .from(sessions)
    .where(and(inArray(sessions.user_id, ids), sql`${sessions.locale} is not null`))
    .orderBy(sessions.user_id, sql`${sessions.created_at} desc`);
  for (const row of rows) if (isLocale(row.locale)) found.set(row.user, row.locale);
  return found;
}

/** Whose enquiries these are: active users of the organisation, or the admins for Visapath's own (no organisation). */
const staffOf = (organizationId: number | null) =>
  and(
    eq(users.is_active, true),
    organizationId == null
      ? inArray(users.user_type, ADMIN_TYPES)
      : and(eq(users.organization_id, organizationId), sql`not ${inArray(users.user_type, ADMIN_TYPES)}`),
  );

async function organizationName(db: Db, organizationId: number | null): Promise<string> {
  if (organizationId == null) return 'Visapath';
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return org?.name ?? 'Visapath';
}

/** Queues one mail per recipient, each in its own language; a failure is logged, never the caller's. */
async function mailEach(
  deps: NotifyDeps,
  recipients: Recipient[],
  compose: (locale: Locale, recipient: Recipient) => { subject: string; body: string },
) {
  const locales = await localesOf(
    deps.database.db,
    recipients.map((r) => r.id),
  );
  for (const recipient of recipients) {
    const mail = compose(locales.get(recipient.id) ?? DEFAULT_LOCALE, recipient);
    await deps.mailer
      .queue({ to: recipient.email, ...mail })
      .catch((error: unknown) => console.error('enquiry notification failed', error));
  }
}

/** Runs a notification after its write stood: a failure is logged, never the answer of the request. */
const logged =
  <A extends unknown[]>(what: string, notify: (...args: A) => Promise<void>) =>
  (...args: A): Promise<void> =>
    notify(...args).catch((error: unknown) => console.error(`${what} failed`, error));

/**
 * A new enquiry reached an organisation (or Visapath itself: website and partner enquiries): every active user of
 * it who hears of enquiries `immediately` gets a mail linking to the enquiry in the console.
 */
export const notifyNewEnquiry = logged('new enquiry mail', mailNewEnquiry);

async function mailNewEnquiry(
  deps: NotifyDeps,
  enquiry: { id: number; full_name: string; organization_id: number | null },
): Promise<void> {
  const { db } = deps.database;
  const recipients = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(staffOf(enquiry.organization_id), eq(users.enquiry_mail, 'immediately')))
    .orderBy(asc(users.id));
  if (!recipients.length) return;
  const organization = await organizationName(db, enquiry.organization_id);
  const params = {
    name: enquiry.full_name,
    organization,
    link: enquiryLink(deps, enquiry.id),
    profile: profileLink(deps),
  };
  await mailEach(deps, recipients, (locale) => ({
    subject: translateKey('vp.enquiry_mail.new_subject', locale, params),
    body: translateKey('vp.enquiry_mail.new_body', locale, params),
  }));
}

/**
 * An enquiry was assigned to someone other than who assigned it: they get a mail at once when their setting is
 * `immediately` (on `daily` their summary lists it, on `off` nothing).
 */
export const notifyAssignee = logged('assignment mail', mailAssignee);

async function mailAssignee(
  deps: NotifyDeps,
  enquiry: { id: number; full_name: string; assigned_to: number | null },
  byUserId: number,
): Promise<void> {
  if (enquiry.assigned_to == null || enquiry.assigned_to === byUserId) return;
  const { db } = deps.database;
  const [assignee] = await db
    .select({ id: users.id, email: users.email, setting: users.enquiry_mail, active: users.is_active })
    .from(users)
    .where(eq(users.id, enquiry.assigned_to))
    .limit(1);
  // `daily`: the day's summary lists it.
  if (!assignee?.active || assignee.setting !== ('immediately' satisfies EnquiryMailSetting)) return;
  const [by] = await db
    .select({ first: users.first_name, last: users.last_name })
    .from(users)
    .where(eq(users.id, byUserId))
    .limit(1);
  const params = {
    name: enquiry.full_name,
    by: by ? `${by.first} ${by.last}`.trim() : 'Visapath',
    link: enquiryLink(deps, enquiry.id),
  };
  await mailEach(deps, [assignee], (locale) => ({
    subject: translateKey('vp.enquiry_mail.assigned_subject', locale, params),
    body: translateKey('vp.enquiry_mail.assigned_body', locale, params),
  }));
}

export interface DigestSender {
  /**
   * Mails every active user on `daily` whose last summary is a day old (or who never had one) the enquiries that
   * reached them since (at most a day back the first time) and those someone else assigned to them since, and
   * records `now` as their summary time. Answers how
   * many summaries went out.
   */
  runOnce(now?: Date): Promise<number>;
  /** Runs once an hour until stopped. */
  start(): void;
  stop(): Promise<void>;
}

/** The daily summary of new enquiries, for users whose setting is `daily` (started with the server). */
export function createDigestSender(deps: NotifyDeps, intervalMs = 60 * 60 * 1000): DigestSender {
  const { db } = deps.database;
  const runOnce = async (now = new Date()): Promise<number> => {
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    const due = await db
      .select({
        id: users.id,
        email: users.email,
        type: users.user_type,
        org: users.organization_id,
        since: users.digest_sent_at,
      })
      .from(users)
      .where(
        and(
          eq(users.is_active, true),
          eq(users.enquiry_mail, 'daily'),
          or(isNull(users.digest_sent_at), lte(users.digest_sent_at, dayAgo)),
        ),
      )
      .orderBy(asc(users.id));
    let sent = 0;
    for (const user of due) {
      // Claimed first, only while still due: another process running its summary at the same time gets no row,
      // and a summary is never sent twice for the same day, even if the mail then fails.
      const claimed = await db
        .update(users)
        .set({ digest_sent_at: now.toISOString() })
        .where(and(eq(users.id, user.id), or(isNull(users.digest_sent_at), lte(users.digest_sent_at, dayAgo))))
        .returning({ id: users.id });
      if (!claimed.length) continue;
      const isAdmin = roleOf(user.type) === 'admin';
      const organizationId = isAdmin ? null : user.org;
      const since = user.since ?? dayAgo;
      const arrived =
        !isAdmin && organizationId == null
          ? []
          : await db
              .select({ id: enquiries.id, full_name: enquiries.full_name })
              .from(enquiries)
              .where(
                and(
                  organizationId == null
                    ? isNull(enquiries.organization_id)
                    : eq(enquiries.organization_id, organizationId),
                  gt(enquiries.created_at, since),
                  lte(enquiries.created_at, now.toISOString()),
                ),
              )
              .orderBy(asc(enquiries.created_at), asc(enquiries.id));
      // Assigned to them by someone else since, and still theirs.
      const assigned = await db
        .selectDistinct({ id: enquiries.id, full_name: enquiries.full_name })
        .from(enquiryMessages)
        .innerJoin(enquiries, eq(enquiries.id, enquiryMessages.enquiry_id))
        .where(
          and(
            eq(enquiryMessages.kind, 'event'),
            sql`${enquiryMessages.event}->>'type' = 'assigned' and ${enquiryMessages.event}->>'to' = ${String(user.id)}`,
            or(isNull(enquiryMessages.author_id), ne(enquiryMessages.author_id, user.id)),
            gt(enquiryMessages.created_at, since),
            lte(enquiryMessages.created_at, now.toISOString()),
            eq(enquiries.assigned_to, user.id),
          ),
        )
        .orderBy(asc(enquiries.id));
      if (!arrived.length && !assigned.length) continue;
      const listOf = (rows: { id: number; full_name: string }[]) =>
        rows.map((e) => `- ${e.full_name}: ${enquiryLink(deps, e.id)}`).join('\n');
      const count = arrived.length + assigned.length;
      await mailEach(deps, [user], (locale) => ({
        subject: translateKey('vp.enquiry_mail.digest_subject', locale, { count }),
        body: [
          ...(arrived.length ? [translateKey('vp.enquiry_mail.digest_new', locale, { list: listOf(arrived) })] : []),
          ...(assigned.length
            ? [translateKey('vp.enquiry_mail.digest_assigned', locale, { list: listOf(assigned) })]
            : []),
          translateKey('vp.enquiry_mail.digest_footer', locale, { profile: profileLink(deps) }),
        ].join('\n\n'),
      }));
      sent += 1;
    }
    return sent;
  };

  return { ...intervalWorker(() => runOnce(), intervalMs, 'enquiry digest'), runOnce };
}
