import { sql, type SQL } from 'drizzle-orm';
import { canAccess } from '@/domain/access';
import { listPath, type DashboardSummary } from '@/domain/dashboard';
import { TRANSLATION_LOCALES } from '@/domain/locales';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import {
  fieldStatusField,
  isTranslated,
  translatableFields,
  translationStatusField,
  type TranslationState,
} from '@/domain/translations';
import type { Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { readScopeCondition } from '@/server/engine/scope';

/** The states a translator acts on. */
const COUNTED = ['outdated', 'missing'] as const satisfies readonly TranslationState[];

/**
 * The translated resources a principal lists, one per table: the organisations' table is counted once, as the
 * admin's console lists it (all organisations) or a partner's does (its own type's resource: insurers, banks...).
 */
function countedResources(principal: Principal) {
  const mine = RESOURCES.filter(
    (def) => isTranslated(def) && canAccess(principal.role, { resource: def.name, action: 'list' }),
  );
  const preferred = (def: ResourceDef) => (principal.role === 'admin' ? !def.scope : !!def.scope);
  return mine.filter((def) => preferred(def) || !mine.some((other) => other.table === def.table && preferred(other)));
}

/**
 * Per translated resource and language, how many of the records the principal may read have an outdated or a
 * missing translation (only the non-zero counts), each with its filtered list, and per translated field how many
 * of them have that field's translation outdated or missing: one query per resource, a count per figure.
 */
export async function translationCounts(db: Db, principal: Principal): Promise<DashboardSummary['translations']> {
  const counts = await Promise.all(
    countedResources(principal).map(async (def) => {
      const table = tableOf(def.name);
      const fields = translatableFields(def);
      const where: SQL | undefined = readScopeCondition(def, table, principal);
      /** The records whose `column` is in `state`, counted under `key`. */
      const figures: Record<string, SQL<number>> = {};
      const counted = (key: string, column: string, state: string) =>
        (figures[key] = sql<number>`count(*) filter (where ${table[column]} = ${state})`.mapWith(Number));
      for (const locale of TRANSLATION_LOCALES)
        for (const state of COUNTED) {
          counted(`${locale}:${state}`, translationStatusField(locale), state);
          for (const field of fields) counted(`${locale}:${state}:${field}`, fieldStatusField(field, locale), state);
        }
      const [row] = await db.select(figures).from(table).where(where);
      return TRANSLATION_LOCALES.flatMap((locale) =>
        COUNTED.map((state) => {
          const filter = { [translationStatusField(locale)]: state };
          const perField = fields
            .map((field) => {
              const count = row[`${locale}:${state}:${field}`];
              return { field, count, to: listPath(def.name, { [fieldStatusField(field, locale)]: state }) };
            })
            .filter((figure) => figure.count > 0);
          const count = row[`${locale}:${state}`];
          return { resource: def.name, locale, state, count, to: listPath(def.name, filter), fields: perField };
        }),
      );
    }),
  );
  return counts.flat().filter((figure) => figure.count > 0);
}
