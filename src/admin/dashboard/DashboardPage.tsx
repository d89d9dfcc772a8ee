import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { menuFor } from '@/admin/layout/AppMenu';
import { getRole } from '@/admin/providers/session';
import { DashboardFigures } from './DashboardFigures';

/** /dashboard/app: a greeting, the role's enquiry figures and attention items, and its areas as shortcuts. */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const role = getRole();
  const menu = role ? menuFor(role) : { links: [], groups: [] };
  const shortcuts = [
    ...menu.links,
    ...menu.groups.map((g) => ({ key: g.key, label: g.label, to: g.links[0].to, icon: g.icon })),
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('vp.dashboard.title')} />
      {/* The app bar's title is the page's heading; the greeting only looks like one. */}
      <Typography variant="h4" component="p" gutterBottom>
        {translate('vp.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {role ? translate('vp.dashboard.signed_in_as', { role: translate(`vp.role.${role}`) }) : null}
      </Typography>
      <DashboardFigures />
      {shortcuts.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {translate('vp.dashboard.shortcuts')}
          </Typography>
          <Grid container spacing={2}>
            {shortcuts.map(({ key, label, to, icon: Icon }) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card variant="outlined">
                  <CardActionArea component={Link} to={to}>
                    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                      <Icon />
                      <Typography>{translate(label, { smart_count: 2 })}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Box>
  );
}
