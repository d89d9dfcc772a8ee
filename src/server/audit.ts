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

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    user_id: entry.userId ?? null,
    action: entry.action,
    resource: entry.resource ?? null,
    record_id: entry.recordId == null ? null : String(entry.recordId),
    changes: entry.changes ?? null,
    ip: entry.ip ?? null,
    change_set: entry.changeSet ?? null,
  });
}
