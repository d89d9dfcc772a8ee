import { defineMessages } from '../i18n/define';

/**
 * Labels of the insurance area: an insurer's covers, reasons to choose it and benefits (`resources.*`), their
 * choices (`vp.choices.cover_type`, `vp.choices.premium_period`) and the menu group (`vp.menu.insurance`).
 */
export const insuranceMessages = defineMessages({
  en: {
    resources: {
      'insurance-covers': {
        name: 'Cover |||| Covers',
        fields: {
          organization_id: 'Insurer',
          name: 'Name',
          cover_type: 'Type of cover',
          description: 'Description',
          sum_insured: 'Sum insured',
          currency: 'Currency',
          premium_from: 'Premium from',
          premium_period: 'Premium per',
          min_age: 'Minimum age',
          max_age: 'Maximum age',
          is_recommended: 'Recommended',
        },
      },
      'insurance-reasons': {
        name: 'Reason to choose us |||| Reasons to choose us',
        fields: { organization_id: 'Insurer', title: 'Title', description: 'Description', icon: 'Icon', sort_order: 'Sort order' },
      },
      'insurance-benefits': {
        name: 'Benefit |||| Benefits',
        fields: {
          organization_id: 'Insurer',
          cover_id: 'Cover',
          title: 'Title',
          description: 'Description',
          is_highlighted: 'Highlighted',
          sort_order: 'Sort order',
        },
      },
    },
    vp: {
      choices: {
        cover_type: {
          health: 'Health', travel: 'Travel', student: 'Students', visitor: 'Visitors', life: 'Life', home: 'Home', vehicle: 'Vehicle', other: 'Other',
        },
        premium_period: { month: 'Month', year: 'Year', trip: 'Trip' },
      },
      menu: {
        insurance: 'Insurance',
      },
    },
  },
  de: {
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
        fields: { organization_id: 'Versicherer', title: 'Titel', description: 'Beschreibung', icon: 'Symbol', sort_order: 'Reihenfolge' },
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
          health: 'Kranken', travel: 'Reise', student: 'Studierende', visitor: 'Besucher', life: 'Leben', home: 'Hausrat', vehicle: 'Kfz', other: 'Sonstige',
        },
        premium_period: { month: 'Monat', year: 'Jahr', trip: 'Reise' },
      },
      menu: {
        insurance: 'Versicherungen',
      },
    },
  },
  fr: {
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
        fields: { organization_id: 'Assureur', title: 'Titre', description: 'Description', icon: 'Icône', sort_order: 'Ordre' },
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
          health: 'Santé', travel: 'Voyage', student: 'Étudiants', visitor: 'Visiteurs', life: 'Vie', home: 'Habitation', vehicle: 'Véhicule', other: 'Autre',
        },
        premium_period: { month: 'Mois', year: 'An', trip: 'Voyage' },
      },
      menu: {
        insurance: 'Assurances',
      },
    },
  },
});
