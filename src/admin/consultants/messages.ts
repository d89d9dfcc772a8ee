import type { Locale } from '../../domain/messages';
import { defineMessages } from '../i18n/define';
import { locationLabels } from '../partners/messages';

/**
 * Labels of the consultants area, shared with language schools: staff, service locations and offers
 * (`resources.*`) and the menu group (`vp.menu.consultants`).
 */

/** Where customers meet a partner: service locations here, the banks' loan consultant locations in credits. */
export const officeLabels = {
  en: {
    label: 'Label', ...locationLabels.en, phone: 'Phone', email: 'Email', opening_hours: 'Opening hours', latitude: 'Latitude', longitude: 'Longitude',
  },
  de: {
    label: 'Bezeichnung', ...locationLabels.de, phone: 'Telefon', email: 'E-Mail', opening_hours: 'Öffnungszeiten', latitude: 'Breitengrad', longitude: 'Längengrad',
  },
  fr: {
    label: 'Libellé', ...locationLabels.fr, phone: 'Téléphone', email: 'E-mail', opening_hours: "Horaires d'ouverture", latitude: 'Latitude', longitude: 'Longitude',
  },
} satisfies Record<Locale, Record<string, string>>;

export const consultantMessages = defineMessages({
  en: {
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
        fields: { organization_id: 'Organisation', ...officeLabels.en },
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
  },
  de: {
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
        fields: { organization_id: 'Organisation', ...officeLabels.de },
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
  },
  fr: {
    resources: {
      staff: {
        name: "Membre de l'équipe |||| Équipe",
        fields: {
          organization_id: 'Organisation',
          full_name: 'Nom complet',
          job_title: 'Fonction',
          email: 'E-mail',
          phone: 'Téléphone',
          photo: 'Photo',
          registration_number: "Numéro d'enregistrement",
          languages: 'Langues',
          is_active: 'Actif',
          sort_order: 'Ordre',
        },
      },
      'service-locations': {
        name: 'Lieu de service |||| Lieux de service',
        fields: { organization_id: 'Organisation', ...officeLabels.fr },
      },
      offers: {
        name: 'Offre |||| Offres',
        fields: {
          organization_id: 'Organisation',
          title: 'Titre',
          description: 'Description',
          discount_percent: 'Remise (%)',
          promo_code: 'Code promo',
          valid_from: 'Valable à partir du',
          valid_to: "Valable jusqu'au",
          is_active: 'Active',
        },
      },
    },
    vp: { menu: { consultants: 'Conseil en immigration' } },
  },
});
