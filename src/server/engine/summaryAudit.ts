import type { ResourceDef } from '@/domain/resourceDef';
import { auditAll } from '@/server/infrastructure/audit';
import type { Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { changeSetOf } from './undo';

/**
 * The audit row of a whole command besides its records' own (a whole-filter verify, bulk delete, or an undo of
 * one), under the request's change set: no record id, its `changes` counting the records.
 */
export function auditSummary(
  c: Ctx,
  tx: Db,
  principal: Principal,
  def: ResourceDef,
  action: string,
  changes: Record<string, unknown>,
) {
  return auditAll(tx, [
    { userId: principal.userId, action, resource: def.name, changes, ip: c.get('ip'), changeSet: changeSetOf(c) },
  ]);
}
