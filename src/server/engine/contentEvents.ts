import { sql } from 'drizzle-orm';
import { TRANSLATION_LOCALES } from '@/domain/locales';
import { isPublic, publicFieldNames } from '@/domain/publicApi';
import type { ResourceDef } from '@/domain/resourceDef';
import { publishAnywayField, translationField, translationStatusField } from '@/domain/translations';
import type { WebhookEvent } from '@/domain/areas/webhooks';
import { noteContentWrite } from '@/server/infrastructure/contentWrites';
import type { Db } from '@/server/infrastructure/db/client';
import { webhookDeliveries, webhooks } from '@/server/infrastructure/db/resources';
import type { Row } from './hooks';

/** A write of one record: no `before` for a create, no `after` for a delete. */
export interface RecordWrite {
  before?: Row;
  after?: Row;
}

interface ContentEvent {
  event: WebhookEvent;
  record_id: number;
  fields: string[];
}

/** The record's own publication: a resource without `is_published` shows every record it holds. */
const shown = (def: ResourceDef, row: Row | undefined) =>
  row !== undefined && (def.fields.is_published?.kind !== 'boolean' || row.is_published === true);

/** The fields whose change the website sees: the public ones, their translations and whether those are published. */
function watchedFields(def: ResourceDef): string[] {
  const names = publicFieldNames(def);
  const translated = names.filter((name) => def.fields[name]?.translatable);
  const perLocale = TRANSLATION_LOCALES.flatMap((locale) =>
    translated.length
      ? [
          ...translated.map((name) => translationField(name, locale)),
          translationStatusField(locale),
          publishAnywayField(locale),
        ]
      : [],
  );
  return [...names, ...perLocale].filter((name) => def.fields[name]);
}

/**
 * What a write means to the website: a record it did not show and now does is `published`, one it showed and no
 * longer does (unpublished or deleted) is `unpublished`, one it shows before and after with a watched field
 * changed is `changed`; anything else (a draft, an admin-only field) is nothing to tell.
 */
function contentEventOf(def: ResourceDef, { before, after }: RecordWrite): ContentEvent | null {
  const was = shown(def, before);
  const is = shown(def, after);
  const id = Number((after ?? before)?.id);
  if (!was && is) return { event: 'published', record_id: id, fields: [] };
  if (was && !is) return { event: 'unpublished', record_id: id, fields: [] };
  if (!was || !before || !after) return null;
  const fields = watchedFields(def).filter(
    (name) => name in after && JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null),
  );
  return fields.length ? { event: 'changed', record_id: id, fields } : null;
}

/**
 * Queues, inside the write's transaction, a delivery of each write's event to every active webhook that takes
 * it: the event is sent if and only if the write commits. One statement, whatever the number of records. Tells
 * this process's public answers that the table changed.
 */
export async function enqueueContentEvents(tx: Db, def: ResourceDef, writes: readonly RecordWrite[]): Promise<void> {
  if (!isPublic(def) || !writes.length) return;
  noteContentWrite(def.table);
  const events = writes.map((write) => contentEventOf(def, write)).filter((event) => event !== null);
  if (!events.length) return;
  await tx.execute(sql`
    insert into ${webhookDeliveries} (webhook_id, event, resource, record_id, fields, delivery_id, status, attempts, next_attempt_at)
    select w.id, e.event, ${def.name}, e.record_id, e.fields, gen_random_uuid()::text, 'queued', 0, now()
    from ${webhooks} w
    cross join jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(event text, record_id integer, fields text[])
    where w.active and e.event = any(w.events)
    order by e.record_id, w.id`);
}
