import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { auditLog } from './db/schema';

export interface AuditEntry {
  userId?: number | null;
  action: string;
  resource?: string | null;
  recordId?: string | number | null;
  changes?: unknown;
  ip?: string | null;
  /** The request's change set, for the writes an undo may take back. */
  changeSet?: string | null;
}

/** An entry as its audit_log row. */
const rowOf = (entry: AuditEntry) => ({
  user_id: entry.userId ?? null,
  action: entry.action,
  resource: entry.resource ?? null,
  record_id: entry.recordId == null ? null : String(entry.recordId),
  changes: entry.changes ?? null,
  ip: entry.ip ?? null,
  change_set: entry.changeSet ?? null,
});

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(entry));
}

/**
 * Entries stored in the order given (a bulk write's, one row per record), 200 to a statement, each statement's
 * rows in one JSON parameter: a thousand rows' parameters took longer to send and bind than to store.
 */
export async function auditAll(db: Db, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 200) {
    const rows = JSON.stringify(entries.slice(start, start + 200).map(rowOf));
    await db.execute(sql`
      insert into ${auditLog} (user_id, action, resource, record_id, changes, ip, change_set)
      select (e->>'user_id')::integer, e->>'action', e->>'resource', e->>'record_id',
        nullif(e->'changes', 'null'::jsonb), e->>'ip', e->>'change_set'
      from jsonb_array_elements(${rows}::jsonb) with ordinality as entry(e, n)
      order by n`);
  }
}

/** The window within which repeated refusals from one address are counted in one audit row. */
export const REFUSAL_WINDOW_MINUTES = 15;

/**
 * Audits a refusal of a request nobody is signed in to (a missing or dead token, a failed or throttled sign-in, a
 * wrong reset code). Anyone can send those without limit, so they do not get a row each: the refusals with the
 * same action, client address, user (if named) and `reason` in one REFUSAL_WINDOW_MINUTES window are one row,
 * the first one's, whose `count` goes up. What varies freely (the path asked for, the email tried) stays out
 * of the key, or an attacker could still write a row per request.
 */
export async function auditRefusal(db: Db, entry: AuditEntry & { reason?: string }): Promise<void> {
  const window = Math.floor(Date.now() / (REFUSAL_WINDOW_MINUTES * 60_000));
  const repeatKey = [entry.action, entry.ip ?? '', entry.userId ?? '', entry.reason ?? '', window].join('|');
  await db
    .insert(auditLog)
    .values({ ...rowOf(entry), repeat_key: repeatKey })
    .onConflictDoUpdate({ target: auditLog.repeat_key, set: { count: sql`${auditLog.count} + 1` } });
}
