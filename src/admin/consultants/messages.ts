import { locationLabels } from '../partners/messages';

/**
 * Labels of the consultants area, shared with language schools: staff, service locations and offers
 * (`resources.*`) and the menu group (`vp.menu.consultants`).
 */

/** Where customers meet a partner: service locations here, the banks' loan consultant locations in credits. */
export const officeLabels = {
  label: 'Label',
  ...locationLabels,
  phone: 'Phone',
  email: 'Email',
  opening_hours: 'Opening hours',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

export const consultantMessages = {
  resources: {
    staff: {
      name: 'Staff member |||| Staff',
      fields: {
        organization_id: 'Organisation',
        full_name: 'Full name',
        job_title: 'Job title',
        email: 'Email',
        phone: 'Phone',
        photo: 'Photo',
        registration_number: 'Registration number',
        languages: 'Languages',
        is_active: 'Active',
        sort_order: 'Sort order',
      },
    },
    'service-locations': {
      name: 'Service location |||| Service locations',
      fields: { organization_id: 'Organisation', ...officeLabels },
    },
    offers: {
      name: 'Offer |||| Offers',
      fields: {
        organization_id: 'Organisation',
        title: 'Title',
        description: 'Description',
        discount_percent: 'Discount (%)',
        promo_code: 'Promo code',
        valid_from: 'Valid from',
        valid_to: 'Valid until',
        is_active: 'Active',
      },
    },
  },
  vp: { menu: { consultants: 'Consultants' } },
};
