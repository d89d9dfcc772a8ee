import type { Translation } from '../i18n/define';
import type { insuranceMessages } from './messages';

export const insuranceMessagesDe: Translation<typeof insuranceMessages> = {
  resources: {
    'insurance-covers': {
      name: 'Tarif |||| Tarife',
      fields: {
        organization_id: 'Versicherer',
        name: 'Name',
        cover_type: 'Versicherungsart',
        description: 'Beschreibung',
        sum_insured: 'Versicherungssumme',
        currency: 'Währung',
        premium_from: 'Beitrag ab',
        premium_period: 'Beitrag pro',
        min_age: 'Mindestalter',
        max_age: 'Höchstalter',
        is_recommended: 'Empfohlen',
      },
    },
    'insurance-reasons': {
      name: 'Grund für uns |||| Gründe für uns',
      fields: {
        organization_id: 'Versicherer',
        title: 'Titel',
        description: 'Beschreibung',
        icon: 'Symbol',
        sort_order: 'Reihenfolge',
      },
    },
    'insurance-benefits': {
      name: 'Leistung |||| Leistungen',
      fields: {
        organization_id: 'Versicherer',
        cover_id: 'Tarif',
        title: 'Titel',
        description: 'Beschreibung',
        is_highlighted: 'Hervorgehoben',
        sort_order: 'Reihenfolge',
      },
    },
  },
  vp: {
    choices: {
      cover_type: {
        health: 'Kranken',
        travel: 'Reise',
        student: 'Studierende',
        visitor: 'Besucher',
        life: 'Leben',
        home: 'Hausrat',
        vehicle: 'Kfz',
        other: 'Sonstige',
      },
      premium_period: { month: 'Monat', year: 'Jahr', trip: 'Reise' },
    },
    menu: {
      insurance: 'Versicherungen',
    },
  },
};
