import { eq } from 'drizzle-orm';
import type { EnquiryEvent } from '@/domain/areas/enquiryMessages';
import type { Db } from '@/server/infrastructure/db/client';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { users } from '@/server/infrastructure/db/schema';
import { publishEvent } from '@/server/infrastructure/events';

type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

/** A staff member's name as the timeline shows it (kept on the entry: a later rename does not rewrite history). */
export async function authorNameOf(db: Executor, userId: number | null | undefined): Promise<string | null> {
  if (userId == null) return null;
  const [user] = await db
    .select({ first: users.first_name, last: users.last_name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ? `${user.first} ${user.last}`.trim() : null;
}

/** The enquiry fields whose changes the timeline shows as events. */
interface Watched {
  id: number;
  status: string;
  assigned_to: number | null;
  organization_id: number | null;
}

/**
 * The event entries of one write of an enquiry (a status change, an assignment), in the write's transaction, and
 * the live event that tells of it (delivered on commit).
 */
export async function recordEnquiryChange(db: Executor, userId: number | null, row: Watched, before: Watched) {
  const events: EnquiryEvent[] = [];
  if (before.status !== row.status) events.push({ type: 'status', from: before.status, to: row.status });
  if ((before.assigned_to ?? null) !== (row.assigned_to ?? null)) {
    const to = row.assigned_to ?? null;
    events.push({ type: 'assigned', from: before.assigned_to ?? null, to, to_name: await authorNameOf(db, to) });
  }
  if (!events.length) return;
  const author = await authorNameOf(db, userId);
  await db.insert(enquiryMessages).values(
    events.map((event) => ({
      enquiry_id: row.id,
      kind: 'event' as const,
      author_id: userId,
      author_name: author,
      event,
    })),
  );
  await publishEvent(db, { type: 'enquiry.updated', enquiry_id: row.id, organization_id: row.organization_id });
}
