import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { auditLog } from '@/domain/areas/audit';
import { cspViolations } from '@/domain/areas/cspViolations';
import { accessRequests, users } from '@/domain/areas/users';
import { webhookDeliveries, webhooks } from '@/domain/areas/webhooks';
import type { Area } from '@/admin/areaDef';
import { resourceLink } from '@/admin/resources';
import { AccessRequestActions } from './AccessRequestActions';
import { UserOrganizationInput } from './OrganizationInput';
import { ActiveToggleButton, EndSessionsButton, ResetFactorsButton, SendResetButton } from './UserActions';

/**
 * Users and access requests (admins): the generated screens, plus a user's reset-code and activation buttons,
 * the organisation picker that follows the chosen role, and the approve/reject decisions. The admin's
 * "Administration" group also holds the audit log, the CSP violation reports, the webhooks and their deliveries.
 */
export const usersArea: Area = {
  menu: {
    admin: {
      key: 'administration',
      label: 'vp.menu.administration',
      icon: AdminPanelSettingsIcon,
      links: [
        resourceLink(users),
        resourceLink(accessRequests, { filter: { status: 'pending' } }),
        resourceLink(auditLog),
        resourceLink(cspViolations),
        resourceLink(webhooks),
        resourceLink(webhookDeliveries),
      ],
    },
  },
  resources: {
    [users.name]: {
      showActions: (
        <>
          <SendResetButton />
          <ResetFactorsButton />
          <EndSessionsButton />
          <ActiveToggleButton />
        </>
      ),
      inputs: { organization_id: <UserOrganizationInput /> },
    },
    [accessRequests.name]: {
      rowActions: <AccessRequestActions />,
      showActions: <AccessRequestActions />,
    },
  },
};
