import { asc, eq, lte, or, sql } from 'drizzle-orm';
import { publishersOf } from '@/server/engine/drafts';
import type { Deps } from '@/server/infrastructure/context';
import { publicationSchedules } from '@/server/infrastructure/db/schema';
import { intervalWorker } from '@/server/infrastructure/intervalWorker';

/** The most due schedules one transaction takes: a long backlog is worked off a batch per run. */
const BATCH = 20;

/**
 * Runs the publications and unpublications that are due. Several API processes may run it on one database: each
 * takes due schedules with FOR UPDATE SKIP LOCKED and clears the time it ran in the same transaction as the
 * record's edit, so every schedule runs exactly once. A schedule that cannot run (its draft conflicts with the
 * live record, say) is cleared too and logged: it would fail the same way every time. Answers how many ran.
 */
export async function runDuePublications(deps: Deps): Promise<number> {
  const publishers = publishersOf(deps);
  let ran = 0;
  for (;;) {
    const count = await deps.database.db.transaction(async (tx) => {
      const due = await tx
        .select({
          schedule: publicationSchedules,
          publishDue: sql<boolean>`coalesce(${publicationSchedules.publish_at} <= now(), false)`,
          unpublishDue: sql<boolean>`coalesce(${publicationSchedules.unpublish_at} <= now(), false)`,
        })
        .from(publicationSchedules)
        .where(or(lte(publicationSchedules.publish_at, sql`now()`), lte(publicationSchedules.unpublish_at, sql`now()`)))
        .orderBy(asc(publicationSchedules.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const { schedule, publishDue, unpublishDue } of due) {
        const publisher = publishers.get(schedule.resource);
        const run = async (action: 'publish' | 'unpublish') => {
          if (!publisher) return;
          // A savepoint: a refusal leaves the batch's other schedules to run.
          await tx
            .transaction((sp) => publisher.run(sp, schedule.record_id, schedule.created_by, action))
            .catch((error: unknown) =>
              console.error(`scheduled ${action} of ${schedule.resource} ${schedule.record_id} failed`, error),
            );
        };
        if (publishDue) await run('publish');
        if (unpublishDue) await run('unpublish');
        const left = {
          publish_at: publishDue ? null : schedule.publish_at,
          unpublish_at: unpublishDue ? null : schedule.unpublish_at,
        };
        if (left.publish_at === null && left.unpublish_at === null)
          await tx.delete(publicationSchedules).where(eq(publicationSchedules.id, schedule.id));
        else await tx.update(publicationSchedules).set(left).where(eq(publicationSchedules.id, schedule.id));
      }
      return due.length;
    });
    ran += count;
    if (count < BATCH) return ran;
  }
}

/** Runs due publications every PUBLICATION_CHECK_SECONDS in this process. */
export const createPublicationScheduler = (deps: Deps) =>
  intervalWorker(
    () => runDuePublications(deps),
    (deps.config.publicationCheckSeconds ?? 30) * 1000,
    'scheduled publication',
  );
