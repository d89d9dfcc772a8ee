import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Form, Title, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LocalDateInput } from '@/admin/resources/form/LocalDateInput';
import { countryName, useCountryNames } from '@/admin/resources/show/countryNames';
import { useEnquiryAnalytics } from './api';
import { weekLabel } from './weekLabel';
import { FigureChart, type Figure } from './FigureChart';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

// Side by side, even at 390 px: react-admin's theme makes every text field full width below `sm`.
const DATE_FIELDS = { '& .MuiFormControl-root': { width: 168, m: 0 } };

type Period = { from: string; to: string };

/** Follows the period form: a day the inputs could read, or what was typed (which the page then refuses). */
function PeriodWatcher({ onChange }: { onChange: (period: Period) => void }) {
  const [from, to] = useWatch({ name: ['from', 'to'] }) as unknown[];
  useEffect(() => {
    onChange({ from: typeof from === 'string' ? from : '', to: typeof to === 'string' ? to : '' });
  }, [from, to, onChange]);
  return null;
}

/** The default period: the last 12 months up to today. */
export function defaultPeriod(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1));
  return { from: isoDay(from), to: isoDay(now) };
}

/** A nationality as the record pages name it, or the chart's "Other" and "Not given". */
function nationalityLabel(code: string, locale: string, translate: (key: string) => string) {
  if (code === 'other') return translate('vp.analytics.other');
  if (!code) return translate('vp.analytics.unknown');
  return countryName(code, locale);
}

function ChartCard({
  title,
  figures,
  countLabel,
  wide,
  series,
  testId,
}: {
  title: string;
  figures: Figure[];
  countLabel: string;
  wide?: boolean;
  series?: boolean;
  testId: string;
}) {
  return (
    <Grid size={{ xs: 12, md: wide ? 12 : 6 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <FigureChart title={title} figures={figures} countLabel={countLabel} series={series} testId={testId} />
        </CardContent>
      </Card>
    </Grid>
  );
}

/** /dashboard/analytics (admins): enquiries of a chosen period by kind, status, nationality, partner and week. */
export function AnalyticsPage() {
  const translate = useTranslate();
  const locale = useCountryNames();
  const [initial] = useState(defaultPeriod);
  const [period, setPeriod] = useState<Period>(initial);
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to) && period.from <= period.to;
  const { data, isPending, isError, error } = useEnquiryAnalytics(period.from, period.to, valid);
  const countLabel = translate('resources.enquiries.name', { smart_count: 2 });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('vp.analytics.title')} />
      {/* The period is typed and picked as the UI language writes dates, like the date inputs of the forms. */}
      <Form defaultValues={initial} mode="onChange" noValidate onSubmit={() => undefined}>
        <PeriodWatcher onChange={setPeriod} />
        <Box
          component="fieldset"
          sx={{
            border: 0,
            p: 0,
            m: 0,
            mb: 2,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            gap: 1.5,
            ...DATE_FIELDS,
          }}
        >
          <Box component="legend" sx={{ mb: 1, typography: 'body2', color: 'text.secondary' }}>
            {translate('vp.analytics.period')}
          </Box>
          <LocalDateInput source="from" label="vp.analytics.from" />
          <LocalDateInput source="to" label="vp.analytics.to" />
        </Box>
        {!valid && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('vp.analytics.invalid_period')}
          </Alert>
        )}
      </Form>
      {!valid ? null : isPending ? (
        <Grid container spacing={2} aria-busy="true" aria-label={translate('ra.page.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={300} />
            </Grid>
          ))}
        </Grid>
      ) : isError || !data ? (
        <Alert severity="error">
          {error instanceof Error && error.message ? error.message : translate('vp.dashboard.figures_error')}
        </Alert>
      ) : data.total === 0 ? (
        <Alert severity="info" data-testid="analytics-empty">
          {translate('vp.analytics.empty')}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }} data-testid="analytics-total">
            {translate('vp.analytics.total', { count: data.total.toLocaleString(locale) })}
          </Typography>
          <Grid container spacing={2}>
            <ChartCard
              testId="analytics-by-kind"
              title={translate('vp.analytics.by_kind')}
              countLabel={countLabel}
              figures={data.byKind.map((r) => ({
                label: translate(`vp.choices.enquiry_kind.${r.kind}`),
                count: r.count,
                to: r.to,
              }))}
            />
            <ChartCard
              testId="analytics-by-status"
              title={translate('vp.analytics.by_status')}
              countLabel={countLabel}
              figures={data.byStatus.map((r) => ({
                label: translate(`vp.choices.enquiry_status.${r.status}`),
                count: r.count,
                to: r.to,
              }))}
            />
            <ChartCard
              testId="analytics-by-nationality"
              title={translate('vp.analytics.by_nationality')}
              countLabel={countLabel}
              figures={data.byNationality.map((r) => ({
                label: nationalityLabel(r.nationality, locale, translate),
                count: r.count,
                to: r.to,
              }))}
            />
            <ChartCard
              testId="analytics-by-partner"
              title={translate('vp.analytics.by_partner')}
              countLabel={countLabel}
              figures={data.byPartner.map((r) => ({ label: r.name, count: r.count, to: r.to }))}
            />
            <ChartCard
              testId="analytics-per-week"
              wide
              series
              title={translate('vp.dashboard.per_week')}
              countLabel={countLabel}
              figures={data.perWeek.map((w) => ({ label: weekLabel(w.week, locale), count: w.count, to: w.to }))}
            />
          </Grid>
        </>
      )}
    </Box>
  );
}
