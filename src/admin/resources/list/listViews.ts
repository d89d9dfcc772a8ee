import type { SortPayload } from 'react-admin';
import { listViewsOf } from '@/domain/listViews';
import type { ListViewDef, ResourceDef } from '@/domain/resourceDef';
import type { Role } from '@/domain/roles';
import { dayStart, localDay } from '@/admin/resources/inputs';

/**
 * A list view: its filters, sort and the columns shown (the DataTable's store entries). Saved views are kept on
 * the server (serverViews.ts); this shape is also that of the views the definitions suggest, and of those
 * browsers kept before.
 */
export interface ListView {
  label: string;
  value: {
    filter: Record<string, unknown>;
    displayedFilters: Record<string, boolean>;
    sort: SortPayload;
    perPage: number;
    hiddenColumns?: string[];
    columnRanks?: number[];
  };
}

/** Compares two plain JSON values regardless of key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Where react-admin's useSavedQueries kept a resource's saved queries. */
export const savedViewsKey = (resource: string) => `${resource}.savedQueries`;

/** The first local day of the current day, week (from Monday) or month. */
export function periodStart(period: NonNullable<ListViewDef['createdSince']>, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (period === 'week') d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  if (period === 'month') d.setDate(1);
  return localDay(d.toISOString());
}

/** The filter a view applies today (a "this week" view moves with the calendar). */
export function viewFilter(view: ListViewDef, now = new Date()): Record<string, unknown> {
  const filter: Record<string, unknown> = { ...view.filter };
  if (view.createdSince) filter.created_at_gte = dayStart(periodStart(view.createdSince, now));
  if (view.passed) filter[`${view.passed}_lte`] = now.toISOString();
  return filter;
}

/** The views a role starts with on a resource's list, as saved queries (labels still message keys). */
export function suggestedViews(def: ResourceDef, role: Role | null, columns: string[], perPage: number): ListView[] {
  const defaultSort: SortPayload = { field: def.defaultSort[0], order: def.defaultSort[1] };
  return listViewsOf(def)
    .filter((view) => !!role && (view.roles ?? ['admin']).includes(role))
    .map((view) => {
      const filter = viewFilter(view);
      const shown = view.columns;
      return {
        label: `vp.views.${view.key}`,
        value: {
          filter,
          displayedFilters: Object.fromEntries(Object.keys(filter).map((key) => [key, true])),
          sort: view.sort ? { field: view.sort[0], order: view.sort[1] } : defaultSort,
          perPage,
          ...(shown ? { hiddenColumns: columns.filter((c) => !(shown as readonly string[]).includes(c)) } : {}),
        },
      };
    });
}
