import { lazy } from 'react';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { AccessDenied, Loading, useTranslate } from 'react-admin';
import { ORGANIZATION_RESOURCE } from '@/domain/areas/partners';
import type { PartnerRole } from '@/domain/resourceDef';
import type { OrgType } from '@/domain/roles';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { apiGet } from '@/admin/providers/http';
import { getRole } from '@/admin/providers/session';
import type { AreaScreen } from '@/admin/routes/screens';
import { organizationResourceOf } from './orgTypes';

const RecordDetails = lazy(() => import('@/admin/resources/RecordDetails').then((m) => ({ default: m.RecordDetails })));

interface OwnOrganization {
  id: number;
  type: OrgType;
  name: string;
}

/** The signed-in partner's organisation (GET /api/me/organization), on its typed resource's details page. */
function OwnOrganizationDetails() {
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['me', 'organization'],
    queryFn: () => apiGet<OwnOrganization>('/api/me/organization'),
  });
  if (isPending) return <Loading />;
  if (error || !data)
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {translate('ra.notification.http_error')}
      </Typography>
    );
  return <RecordDetails def={ORGANIZATION_RESOURCE[data.type]} id={data.id} />;
}

/**
 * A `/dashboard/…-details` route: the partner of that role gets its own organisation's details page, an
 * admin (who has none) the list of that type's organisations, any other partner access denied.
 */
function OrganizationDetails({ role }: { role: PartnerRole }) {
  const current = getRole();
  if (current === 'admin') return <Navigate to={`/${organizationResourceOf(role).name}`} replace />;
  if (current !== role) return <AccessDenied />;
  return <OwnOrganizationDetails />;
}

/** An area's details route, with room for the page's tabs (…-details/insurance-covers). */
export const detailsScreen = (role: PartnerRole): Record<string, AreaScreen> => ({
  [`${PARTNER_DETAILS_PATH[role]}/*`]: {
    element: <OrganizationDetails role={role} />,
    // As the sidebar's link to it (detailsLink): who may see organisations of this type.
    access: { resource: organizationResourceOf(role).name, action: 'show' },
  },
});
