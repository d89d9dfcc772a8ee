import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Link as MuiLink,
  List,
  ListItem,
  Skeleton,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { useDashboardSummary } from './api';
import { FigureChart } from './FigureChart';
import { ResponseTimes } from './ResponseTimes';
import { TranslationFigures } from './TranslationFigures';
import { weekLabel } from './weekLabel';

/** A figure as a link to the list it counts (`to`), filtered as the figure is counted. */
function Figure({
  label,
  value,
  testId,
  locale,
  to,
}: {
  label: string;
  value: number;
  testId: string;
  locale: string;
  to: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }} data-testid={`${testId}-link`}>
        <CardContent>
          <Typography color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography variant="h4" component="p" data-testid={testId}>
            {value.toLocaleString(locale)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /dashboard/app's figures: new enquiries this week, open ones, the last 30 days, attention items, per week. */
export function DashboardFigures() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError } = useDashboardSummary();
  if (isPending)
    return <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} aria-label={translate('ra.page.loading')} />;
  if (isError || !data)
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {translate('vp.dashboard.figures_error')}
      </Alert>
    );
  const { enquiries, attention, translations } = data;
  const open = attention.filter((item) => item.count > 0);
  return (
    <Box sx={{ mt: 3 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            locale={locale}
            label={translate('vp.dashboard.new_this_week')}
            value={enquiries.newThisWeek}
            to={enquiries.to.newThisWeek}
            testId="figure-new-this-week"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            locale={locale}
            label={translate('vp.dashboard.open')}
            value={enquiries.open}
            to={enquiries.to.open}
            testId="figure-open"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            locale={locale}
            label={translate('vp.dashboard.last_30_days')}
            value={enquiries.last30Days}
            to={enquiries.to.last30Days}
            testId="figure-last-30-days"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('vp.dashboard.per_week')}
              </Typography>
              <FigureChart
                title={translate('vp.dashboard.per_week')}
                countLabel={translate('resources.enquiries.name', { smart_count: 2 })}
                figures={enquiries.perWeek.map((w) => ({ label: weekLabel(w.week, locale), count: w.count, to: w.to }))}
                series
                testId="enquiries-per-week"
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('vp.dashboard.attention_title')}
              </Typography>
              {open.length === 0 ? (
                <Typography color="text.secondary">{translate('vp.dashboard.nothing_pending')}</Typography>
              ) : (
                <List dense disablePadding data-testid="attention">
                  {open.map((item) => (
                    <ListItem key={`${item.key}-${item.resource ?? ''}`} disableGutters>
                      <MuiLink component={Link} to={item.to}>
                        {translate(item.key, {
                          smart_count: item.count,
                          count: item.count.toLocaleString(locale),
                          name: item.resource ? translate(`resources.${item.resource}.name`, { smart_count: 2 }) : '',
                        })}
                      </MuiLink>
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <ResponseTimes rows={enquiries.responseTimes} />
        </Grid>
        <Grid size={12}>
          <TranslationFigures figures={translations} />
        </Grid>
      </Grid>
    </Box>
  );
}
