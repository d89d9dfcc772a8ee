import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { httpClient } from '../providers/http';

interface OrgSummary {
  id: number;
  type: string;
  name: string;
}

/** A partner's own organisation (the full details page with its sub-records comes with the partners area). */
export function OrganizationDetails() {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['me', 'organization'],
    queryFn: async () => (await httpClient('/api/me/organization')).json as OrgSummary,
  });
  if (isPending) return <Loading />;
  if (error || !data) return <Typography color="error" sx={{ p: 2 }}>{translate('ra.notification.http_error')}</Typography>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={data.name} />
      <Card>
        <CardContent>
          <Typography variant="overline" color="text.secondary">{translate('vp.partner.details_title')}</Typography>
          <Typography variant="h4" component="h1" data-testid="organization-name">{data.name}</Typography>
          <Typography color="text.secondary">{translate(`vp.org_type.${data.type}`)}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
