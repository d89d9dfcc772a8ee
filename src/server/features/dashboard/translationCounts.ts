import { count, type SQL } from 'drizzle-orm';
import { canAccess } from '@/domain/access';
import { listPath, type DashboardSummary } from '@/domain/dashboard';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/domain/locales';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { isTranslated, translationStatusField, type TranslationState } from '@/domain/translations';
import type { Principal } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import type { DynamicTable } from '@/server/infrastructure/db/tableBuilder';
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
 * missing translation (only the non-zero counts), each with its filtered list: one grouped query per resource.
 */
export async function translationCounts(db: Db, principal: Principal): Promise<DashboardSummary['translations']> {
  const counts = await Promise.all(
    countedResources(principal).map(async (def) => {
      const table = tableOf(def.name);
      const statuses = Object.fromEntries(
        TRANSLATION_LOCALES.map((locale) => [locale, table[translationStatusField(locale)]]),
      ) as Record<TranslationLocale, DynamicTable[string]>;
      const where: SQL | undefined = readScopeCondition(def, table, principal);
      const rows = await db
        .select({ ...statuses, n: count() })
        .from(table)
        .where(where)
        .groupBy(...Object.values(statuses));
      return TRANSLATION_LOCALES.flatMap((locale) =>
        COUNTED.map((state) => {
          const n = rows.reduce((sum, row) => sum + (row[locale] === state ? row.n : 0), 0);
          const filter = { [translationStatusField(locale)]: state };
          return { resource: def.name, locale, state, count: n, to: listPath(def.name, filter) };
        }),
      );
    }),
  );
  return counts.flat().filter((figure) => figure.count > 0);
}
