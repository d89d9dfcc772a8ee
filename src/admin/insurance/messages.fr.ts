import type { Translation } from '../i18n/define';
import type { insuranceMessages } from './messages';

export const insuranceMessagesFr: Translation<typeof insuranceMessages> = {
  resources: {
    'insurance-covers': {
      name: 'Couverture |||| Couvertures',
      fields: {
        organization_id: 'Assureur',
        name: 'Nom',
        cover_type: 'Type de couverture',
        description: 'Description',
        sum_insured: 'Montant assuré',
        currency: 'Devise',
        premium_from: 'Prime à partir de',
        premium_period: 'Prime par',
        min_age: 'Âge minimum',
        max_age: 'Âge maximum',
        is_recommended: 'Recommandée',
      },
    },
    'insurance-reasons': {
      name: 'Raison de nous choisir |||| Raisons de nous choisir',
      fields: {
        organization_id: 'Assureur',
        title: 'Titre',
        description: 'Description',
        icon: 'Icône',
        sort_order: 'Ordre',
      },
    },
    'insurance-benefits': {
      name: 'Avantage |||| Avantages',
      fields: {
        organization_id: 'Assureur',
        cover_id: 'Couverture',
        title: 'Titre',
        description: 'Description',
        is_highlighted: 'Mis en avant',
        sort_order: 'Ordre',
      },
    },
  },
  vp: {
    choices: {
      cover_type: {
        health: 'Santé',
        travel: 'Voyage',
        student: 'Étudiants',
        visitor: 'Visiteurs',
        life: 'Vie',
        home: 'Habitation',
        vehicle: 'Véhicule',
        other: 'Autre',
      },
      premium_period: { month: 'Mois', year: 'An', trip: 'Voyage' },
    },
    menu: {
      insurance: 'Assurances',
    },
  },
};
