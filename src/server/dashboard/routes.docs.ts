import { z } from 'zod';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '../../domain/areas/enquiries';
import { analyticsQuerySchema, type DashboardSummary, type EnquiryAnalytics } from '../../domain/dashboard';
import { routeDocs } from '../openapi/registry';

/** The console path of the list a figure counts (`/enquiries?filter=…`). */
const to = z.string().describe('console path of the filtered list this figure counts');

const weeks = z.array(z.object({ week: z.string().describe('Monday, YYYY-MM-DD'), count: z.number().int(), to }));

const summarySchema = z.object({
  enquiries: z.object({
    newThisWeek: z.number().int(),
    open: z.number().int(),
    last30Days: z.number().int(),
    perWeek: weeks,
    to: z.object({ newThisWeek: to, open: to, last30Days: to }),
  }),
  attention: z.array(
    z.object({
      key: z.string().describe('message key'),
      count: z.number().int(),
      to: z.string().describe('console path'),
    }),
  ),
}) satisfies z.ZodType<DashboardSummary>;

const analyticsSchema = z.object({
  total: z.number().int(),
  byKind: z.array(z.object({ kind: z.enum(ENQUIRY_KINDS), count: z.number().int(), to })),
  byStatus: z.array(z.object({ status: z.enum(ENQUIRY_STATUSES), count: z.number().int(), to })),
  byNationality: z.array(
    z.object({
      nationality: z.string().describe("ISO alpha-2, '' for none, or 'other'"),
      count: z.number().int(),
      to: to.nullable(),
    }),
  ),
  byPartner: z.array(
    z.object({ organization_id: z.number().int(), name: z.string(), type: z.string(), count: z.number().int(), to }),
  ),
  perWeek: weeks,
}) satisfies z.ZodType<EnquiryAnalytics>;

/** The dashboards' figures, each within what the caller may see. */
export const dashboardRouteDocs = routeDocs(
  {
    method: 'get',
    path: '/api/dashboard/summary',
    tag: 'dashboard',
    summary: 'Enquiry figures and what needs attention',
    responses: { 200: { description: 'The figures', schema: summarySchema } },
  },
  {
    method: 'get',
    path: '/api/dashboard/analytics',
    tag: 'dashboard',
    query: analyticsQuerySchema,
    summary:
      'Enquiries of a period (from and to inclusive, UTC days, at most two years) by kind, status, nationality and partner (admins)',
    responses: { 200: { description: 'The figures', schema: analyticsSchema }, 403: 'Not allowed' },
  },
);
