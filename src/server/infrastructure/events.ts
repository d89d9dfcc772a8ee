import { sql } from 'drizzle-orm';
import type { Db } from './db/client';

/** The PostgreSQL channel live events travel on between API processes (GET /api/events serves them). */
export const EVENTS_CHANNEL = 'visapath_events';

/**
 * Something a signed-in user's lists may need to show: an enquiry created, changed (status, assignment) or given
 * a message. The organisation is what the event streams scope by, like the lists.
 */
export interface LiveEvent {
  type: 'enquiry.created' | 'enquiry.updated' | 'enquiry.message';
  enquiry_id: number;
  organization_id: number | null;
  /** The signed-in user who made the change, when one did (none for the public intake and inbound mail). */
  by?: number;
}

type Executor = Pick<Db, 'execute'>;

/**
 * Announces an event. Inside a transaction PostgreSQL delivers it when the transaction commits, and not at all if
 * it rolls back, so an event never tells of a change that did not happen.
 */
export async function publishEvent(db: Executor, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
