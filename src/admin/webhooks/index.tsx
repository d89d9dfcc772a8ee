import { webhookDeliveries } from '@/domain/areas/webhooks';
import type { Area } from '@/admin/areaDef';
import { RetryDeliveryButton } from './RetryDeliveryButton';

/**
 * Webhooks and their delivery log (their links are in the admin's Administration group, see src/admin/users): the
 * generated screens, plus "Send again" on a failed delivery.
 */
export const webhooksArea: Area = {
  menu: {},
  resources: {
    [webhookDeliveries.name]: {
      rowActions: <RetryDeliveryButton />,
      showActions: <RetryDeliveryButton />,
    },
  },
};
