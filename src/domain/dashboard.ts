import { z } from 'zod';
import type { EnquiryKind, EnquiryStatus } from './areas/enquiries';
import type { TranslationLocale } from './locales';
import type { TranslationState } from './translations';
import { V } from './validationKeys';

/**
 * A console path to a list, filtered: react-admin's list URL (`/enquiries?filter={"status":"new"}`). Each
 * dashboard figure links to the list it counts.
 */
export const listPath = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
}

/** The list filter of the instants from `start` up to, not including, `end` (`_lte` includes its millisecond). */
const between = (start: Date, end: Date) => ({
  created_at_gte: start.toISOString(),
  created_at_lte: new Date(end.getTime() - 1).toISOString(),
});

/** The instants of a period of UTC days, from and to inclusive (YYYY-MM-DD). */
export const periodBounds = (from: string, to: string) => ({
  start: new Date(`${from}T00:00:00Z`),
  end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY),
});

/**
 * What each dashboard figure counts, as a filter of the list it counts (the enquiries). The server counts
 * these filters with the lists' own query code, within the caller's scope, and sends the path of each list
 * with its figure: a figure and the total of the list it opens are one and the same count.
 */
export const ENQUIRY_FIGURES = {
  resource: 'enquiries',
  newThisWeek: (now: Date) => ({ status: 'new', created_at_gte: weekStart(now).toISOString() }),
  open: () => ({ status: ['new', 'in_progress'] }),
  last30Days: (now: Date) => ({ created_at_gte: new Date(now.getTime() - 30 * DAY).toISOString() }),
  /** A week (from its Monday), or the part of it within [start, end). */
  week: (monday: Date, start?: Date, end?: Date) => {
    const next = new Date(monday.getTime() + 7 * DAY);
    return between(start && start > monday ? start : monday, end && end < next ? end : next);
  },
  /** The enquiries of a period of UTC days with one more condition (a kind, a status, an organisation). */
  ofPeriod: (from: string, to: string, condition: Record<string, unknown> = {}) => {
    const { start, end } = periodBounds(from, to);
    return { ...between(start, end), ...condition };
  },
};

/** The figures of /dashboard/app, each computed by one SQL aggregate within the caller's scope. */
export interface DashboardSummary {
  enquiries: {
    newThisWeek: number;
    open: number;
    last30Days: number;
    /** Enquiries per week (Monday, ISO date) over the last 12 weeks, oldest first, weeks without any included. */
    perWeek: { week: string; count: number; to: string }[];
    /** The console path of the list each figure counts (listPath). */
    to: { newThisWeek: string; open: string; last30Days: string };
    /**
     * The median time to a first answer, in hours, of the enquiries each organisation received each week (Monday,
     * ISO date; the last RESPONSE_WEEKS weeks, oldest first; null where none was answered). Organisations within
     * the caller's scope, the ten with the most answered first; `organization_id` null is Visapath's own.
     */
    responseTimes: {
      organization_id: number | null;
      name: string | null;
      weeks: { week: string; median_hours: number | null; answered: number }[];
    }[];
  };
  /** Things needing someone's attention, by message key (e.g. vp.dashboard.attention.pending_requests). */
  attention: { key: string; resource?: string; count: number; to: string }[];
  /**
   * Per translated resource and language, the records the caller may read whose translation is outdated or
   * missing (non-zero counts only), with their filtered list; and of those, per translated field, the records
   * whose translation of that field is (non-zero counts only: "German: answer outdated").
   */
  translations: {
    resource: string;
    locale: TranslationLocale;
    state: Exclude<TranslationState, 'current'>;
    count: number;
    to: string;
    fields: { field: string; count: number; to: string }[];
  }[];
}

/** The weeks the response times cover. */
export const RESPONSE_WEEKS = 6;

const ANALYTICS_MAX_DAYS = 731;

/** A real calendar day (Date.parse takes 2024-02-30 for 1 March). */
const isDay = (s: string) => !Number.isNaN(Date.parse(s)) && new Date(Date.parse(s)).toISOString().slice(0, 10) === s;

export const analyticsQuerySchema = z
  .object({
    from: z.string({ error: V.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date }),
    to: z.string({ error: V.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date }),
  })
  .superRefine((q, ctx) => {
    if (!isDay(q.from)) ctx.addIssue({ code: 'custom', path: ['from'], message: V.date });
    if (!isDay(q.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: V.date });
    if (!isDay(q.from) || !isDay(q.to)) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: V.notBeforeStart });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: V.tooBig });
  });

/**
 * /dashboard/analytics: enquiries of a period (from and to inclusive, UTC days) by kind, status, nationality,
 * partner. Each figure has the console path of the list it counts (`to`), or null where no list filter says it
 * (the nationalities grouped as "other", and those not given).
 */
export interface EnquiryAnalytics {
  total: number;
  byKind: { kind: EnquiryKind; count: number; to: string }[];
  byStatus: { status: EnquiryStatus; count: number; to: string }[];
  /** The ten most frequent nationalities (ISO alpha-2), then the rest as "other". */
  byNationality: { nationality: string; count: number; to: string | null }[];
  /** The ten organisations with the most enquiries. */
  byPartner: { organization_id: number; name: string; type: string; count: number; to: string }[];
  perWeek: { week: string; count: number; to: string }[];
}
