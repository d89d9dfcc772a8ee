import type { Translation } from '../i18n/define';
import { locationLabelsDe } from '../partners/messages.de';
import type { consultantMessages, officeLabels } from './messages';

export const officeLabelsDe: Translation<typeof officeLabels> = {
  label: 'Bezeichnung',
  ...locationLabelsDe,
  phone: 'Telefon',
  email: 'E-Mail',
  opening_hours: 'Öffnungszeiten',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
};

export const consultantMessagesDe: Translation<typeof consultantMessages> = {
  resources: {
    staff: {
      name: 'Teammitglied |||| Team',
      fields: {
        organization_id: 'Organisation',
        full_name: 'Vollständiger Name',
        job_title: 'Position',
        email: 'E-Mail',
        phone: 'Telefon',
        photo: 'Foto',
        registration_number: 'Registrierungsnummer',
        languages: 'Sprachen',
        is_active: 'Aktiv',
        sort_order: 'Reihenfolge',
      },
    },
    'service-locations': {
      name: 'Standort |||| Standorte',
      fields: { organization_id: 'Organisation', ...officeLabelsDe },
    },
    offers: {
      name: 'Angebot |||| Angebote',
      fields: {
        organization_id: 'Organisation',
        title: 'Titel',
        description: 'Beschreibung',
        discount_percent: 'Rabatt (%)',
        promo_code: 'Gutscheincode',
        valid_from: 'Gültig ab',
        valid_to: 'Gültig bis',
        is_active: 'Aktiv',
      },
    },
  },
  vp: { menu: { consultants: 'Migrationsberatung' } },
};
