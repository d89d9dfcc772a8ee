import { z } from 'zod';
import type { EnquiryKind, EnquiryStatus } from './areas/enquiries';
import { V } from './validationKeys';

/** The figures of /dashboard/app, each computed by one SQL aggregate within the caller's scope. */
export interface DashboardSummary {
  enquiries: {
    newThisWeek: number;
    open: number;
    last30Days: number;
    /** Enquiries per week (Monday, ISO date) over the last 12 weeks, oldest first, weeks without any included. */
    perWeek: { week: string; count: number }[];
  };
  /** Things needing someone's attention, by message key (e.g. vp.dashboard.attention.pending_requests). */
  attention: { key: string; count: number; to: string }[];
}

export const ANALYTICS_MAX_DAYS = 731;

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

/** /dashboard/analytics: enquiries of a period (from and to inclusive, UTC days) by kind, status, nationality, partner. */
export interface EnquiryAnalytics {
  total: number;
  byKind: { kind: EnquiryKind; count: number }[];
  byStatus: { status: EnquiryStatus; count: number }[];
  /** The ten most frequent nationalities (ISO alpha-2), then the rest as "other". */
  byNationality: { nationality: string; count: number }[];
  /** The ten organisations with the most enquiries. */
  byPartner: { organization_id: number; name: string; type: string; count: number }[];
  perWeek: { week: string; count: number }[];
}
