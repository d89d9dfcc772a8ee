import { withTranslations } from '@/domain/translations';
import { defineResource, ownedBy, ownerReference, OWN_RECORDS } from '@/domain/resourceDef';
import { notBefore } from '@/domain/crossFieldRules';
import { locationFields, splitLocation } from './partners';

/** Consultancies and language schools both list staff, service locations and offers. */
const consultancyOrSchool = ownedBy('consultancy', 'language_school');
const both = { consultants: OWN_RECORDS, languages: OWN_RECORDS };
const owningOrganization = ownerReference('organizations');

export const staff = defineResource({
  name: 'staff',
  table: 'staff',
  base: '/api',
  title: 'full_name',
  defaultSort: ['sort_order', 'ASC'],
  icon: 'Badge',
  owner: consultancyOrSchool,
  partner: both,
  fields: {
    organization_id: owningOrganization,
    full_name: { kind: 'text', required: true, max: 160, list: true, sort: true, search: true },
    job_title: { kind: 'text', max: 120, list: true, search: true },
    email: { kind: 'email', list: true, search: true },
    phone: { kind: 'text', max: 40 },
    photo: { kind: 'file', accept: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 2 * 1024 * 1024 },
    registration_number: { kind: 'text', max: 60, search: true },
    languages: { kind: 'textList', max: 60 },
    is_active: { kind: 'boolean', default: true, list: true, filter: true, sort: true },
    sort_order: { kind: 'integer', min: 0, max: 10_000, default: 0, list: true, sort: true },
  },
});

/** Where customers can meet a partner: the same shape for consultancies, schools and banks' consultants. */
export const officeFields = {
  label: { kind: 'text', max: 120, list: true, sort: true, search: true },
  ...locationFields(),
  phone: { kind: 'text', max: 40, list: true },
  email: { kind: 'email' },
  opening_hours: { kind: 'text', max: 200 },
  latitude: { kind: 'decimal', min: -90, max: 90, scale: 6 },
  longitude: { kind: 'decimal', min: -180, max: 180, scale: 6 },
} as const;

export const serviceLocations = defineResource({
  name: 'service-locations',
  table: 'service_locations',
  base: '/api',
  title: 'label',
  defaultSort: ['label', 'ASC'],
  icon: 'Place',
  owner: consultancyOrSchool,
  partner: both,
  derive: splitLocation,
  fields: {
    organization_id: owningOrganization,
    ...officeFields,
    location: { ...officeFields.location, required: true, list: true },
  },
});

export const offers = defineResource({
  name: 'offers',
  table: 'offers',
  base: '/api',
  title: 'title',
  defaultSort: ['valid_from', 'DESC'],
  icon: 'LocalOffer',
  owner: consultancyOrSchool,
  partner: both,
  rules: [notBefore('valid_to', 'valid_from')],
  fields: withTranslations({
    organization_id: owningOrganization,
    title: { kind: 'text', required: true, max: 160, list: true, sort: true, search: true, translatable: true },
    description: { kind: 'textarea', search: true, translatable: true },
    discount_percent: { kind: 'integer', min: 0, max: 100, list: true, sort: true },
    promo_code: { kind: 'text', max: 40, list: true, search: true },
    valid_from: { kind: 'date', list: true, sort: true, filter: true },
    valid_to: { kind: 'date', list: true, sort: true, filter: true },
    is_active: { kind: 'boolean', default: true, list: true, filter: true, sort: true },
  }),
});

export const consultancyResources = [staff, serviceLocations, offers];
