import type { Translation } from '../i18n/define';
import { locationLabelsFr } from '../partners/messages.fr';
import type { consultantMessages, officeLabels } from './messages';

export const officeLabelsFr: Translation<typeof officeLabels> = {
  label: 'Libellé',
  ...locationLabelsFr,
  phone: 'Téléphone',
  email: 'E-mail',
  opening_hours: "Horaires d'ouverture",
  latitude: 'Latitude',
  longitude: 'Longitude',
};

export const consultantMessagesFr: Translation<typeof consultantMessages> = {
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
      fields: { organization_id: 'Organisation', ...officeLabelsFr },
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
};
