import { eq } from 'drizzle-orm';
import { translateKey } from '@/domain/messages';
import type { ResourceDef } from '@/domain/resourceDef';
import { ownerLocale } from '@/server/infrastructure/userLocale';
import { consoleOrigin } from '@/server/infrastructure/config';
import type { Deps, Principal } from '@/server/infrastructure/context';
import { userName, users } from '@/server/infrastructure/db/schema';
import type { Row } from './hooks';

/**
 * Tells a partner what became of its changes waiting for review, in the language of its latest sign-in: approved
 * (live now), or sent back with the reviewer's note. Queued; a failure is logged, the decision stands.
 */
export async function mailReviewOutcome(
  deps: Deps,
  def: ResourceDef,
  record: Row,
  authorId: number,
  reviewer: Principal,
  note: string | null,
) {
  const { db } = deps.database;
  const [[author], [by]] = await Promise.all([
    db.select({ email: users.email, active: users.is_active }).from(users).where(eq(users.id, authorId)),
    db.select({ name: userName() }).from(users).where(eq(users.id, reviewer.userId)),
  ]);
  if (!author?.active) return;
  const locale = await ownerLocale(db, authorId);
  const kind = note === null ? 'review_approved' : 'review_sent_back';
  const params = {
    title: String(record[def.title] ?? record.id),
    by: by?.name ?? 'Visapath',
    note: note ?? '',
    link: `${consoleOrigin(deps.config)}/${def.name}/${String(record.id)}/show`,
  };
  await deps.mailer
    .queue({
      to: author.email,
      subject: translateKey(`vp.mail.${kind}_subject`, locale, params),
      body: translateKey(`vp.mail.${kind}_body`, locale, params),
    })
    .catch((error: unknown) => console.error(`${kind} mail failed`, error));
}
