import { sql } from 'drizzle-orm';
import type { ResourceDef } from '@/domain/resourceDef';
import type { Ctx, Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { queryRows } from '@/server/infrastructure/db/rows';
import { auditAll } from '@/server/infrastructure/audit';
import { auditLog } from '@/server/infrastructure/db/schema';
import type { Row } from '@/server/engine/hooks';
import { changeSetOf } from '@/server/engine/undo';
import { enqueueContentEvents } from '@/server/engine/contentEvents';
import { newSecrets } from '@/server/engine/secrets';
import type { ImportPlan } from './plan';

/** Rows per statement (each chunk is sent as one JSON parameter). */
const IMPORT_CHUNK = 2000;

function diff(def: ResourceDef, before: Row, after: Row) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const name of Object.keys(def.fields)) {
    if (JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null))
      changes[name] = { from: before[name] ?? null, to: after[name] ?? null };
  }
  return changes;
}

/**
 * The plan's creates and updates, IMPORT_CHUNK rows a statement through jsonb_populate_recordset (one JSON
 * parameter a chunk: binding thousands of parameters a statement cost seconds on PGlite), each record with its
 * audit row under the request's change set, as a write of its own would have.
 */
export async function bulkWrite(c: Ctx, tx: Db, def: ResourceDef, principal: Principal, plan: ImportPlan) {
  const table = tableOf(def.name);
  const changeSet = changeSetOf(c);
  const user = principal.userId;
  const ip = c.get('ip') ?? null;
  const audit = () =>
    sql`insert into ${auditLog} (${sql.identifier(auditLog.user_id.name)}, ${sql.identifier(auditLog.action.name)}, ${sql.identifier(auditLog.resource.name)}, ${sql.identifier(auditLog.record_id.name)}, ${sql.identifier(auditLog.changes.name)}, ${sql.identifier(auditLog.ip.name)}, ${sql.identifier(auditLog.change_set.name)})`;
  const columnsOf = (record: Row) => Object.keys(record).filter((name) => table[name] !== undefined);

  for (let start = 0; start < plan.creates.length; start += IMPORT_CHUNK) {
    const chunk = plan.creates.slice(start, start + IMPORT_CHUNK).map(({ record }) => ({
      record: { ...record, ...newSecrets(def) },
    }));
    const names = columnsOf(chunk[0].record);
    const cols = sql.join(
      names.map((n) => sql.identifier(table[n].name)),
      sql`, `,
    );
    const picked = sql.join(
      names.map((n) => sql`x.${sql.identifier(table[n].name)}`),
      sql`, `,
    );
    const json = JSON.stringify(chunk.map(({ record }) => record));
    const created = await queryRows<Row>(
      tx,
      sql`
      with created as (
        insert into ${table} (${cols}, created_by, updated_by)
        select ${picked}, ${user}::integer, ${user}::integer from jsonb_populate_recordset(null::${table}, ${json}::jsonb) as x
        returning *
      ), audited as (
        ${audit()}
        select ${user}::integer, 'create', ${def.name}, created.id::text, to_jsonb(created), ${ip}::text, ${changeSet}::text from created
      )
      select created.id, ${def.fields.is_published ? sql`created.is_published` : sql`true`} as is_published from created`,
    );
    await enqueueContentEvents(
      tx,
      def,
      created.map((after) => ({ after })),
    );
  }

  for (let start = 0; start < plan.updates.length; start += IMPORT_CHUNK) {
    const chunk = plan.updates.slice(start, start + IMPORT_CHUNK);
    const names = columnsOf(chunk[0].record);
    const set = sql.join(
      names.map((n) => sql`${sql.identifier(table[n].name)} = x.${sql.identifier(table[n].name)}`),
      sql`, `,
    );
    const json = JSON.stringify(chunk.map(({ record, existing }) => ({ ...record, id: existing!.id })));
    await tx.execute(sql`
      update ${table} set ${set}, version = ${table}.version + 1, updated_at = now(), updated_by = ${user}::integer
      from jsonb_populate_recordset(null::${table}, ${json}::jsonb) as x where ${table}.id = x.id`);
    await auditAll(
      tx,
      chunk.map(({ record, existing }) => ({
        userId: user,
        action: 'update',
        resource: def.name,
        recordId: existing!.id as number,
        changes: diff(def, existing!, record),
        ip,
        changeSet,
      })),
    );
    await enqueueContentEvents(
      tx,
      def,
      chunk.map(({ record, existing }) => ({ before: existing!, after: { ...existing!, ...record } })),
    );
  }
}
