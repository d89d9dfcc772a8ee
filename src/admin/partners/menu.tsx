import BusinessIcon from '@mui/icons-material/Business';
import type { PartnerRole } from '@/domain/resourceDef';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import type { MenuLink } from '@/admin/menu';
import { organizationResourceOf } from './orgTypes';

/** A partner's first sidebar entry: its own organisation's details page. */
export const detailsLink = (role: PartnerRole): MenuLink => ({
  key: `${role}-details`,
  label: 'vp.menu.my_organisation',
  to: PARTNER_DETAILS_PATH[role],
  icon: BusinessIcon,
  access: { resource: organizationResourceOf(role).name, action: 'show' },
});
