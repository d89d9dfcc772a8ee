import type { Translation } from '../i18n/define';
import type { prMessages } from './messages';

export const prMessagesDe: Translation<typeof prMessages> = {
  resources: {
    'pr-pathways': {
      name: 'Einwanderungsweg |||| Einwanderungswege',
      fields: {
        country_id: 'Land',
        name: 'Name',
        code: 'Code',
        category: 'Kategorie',
        summary: 'Zusammenfassung',
        eligibility: 'Voraussetzungen',
        is_points_tested: 'Punktesystem',
        min_points: 'Mindestpunktzahl',
        age_limit: 'Altersgrenze',
        processing_months_min: 'Bearbeitungszeit min. (Monate)',
        processing_months_max: 'Bearbeitungszeit max. (Monate)',
        fee_amount: 'Gebühr',
        fee_currency: 'Gebührenwährung',
        official_url: 'Offizielle Website',
        is_published: 'Veröffentlicht',
      },
    },
    'pr-points': {
      name: 'Punktekriterium |||| Punktekriterien',
      fields: {
        pr_pathway_id: 'Einwanderungsweg',
        factor: 'Faktor',
        criterion: 'Kriterium',
        points: 'Punkte',
        sort_order: 'Reihenfolge',
      },
    },
    occupations: {
      name: 'Beruf |||| Berufe',
      fields: {
        code: 'Kennziffer',
        title: 'Berufsbezeichnung',
        country_id: 'Land',
        unit_group: 'Berufsgruppe',
        skill_level: 'Qualifikationsniveau',
        assessing_authority: 'Anerkennungsstelle',
        lists: 'Berufslisten',
        pr_pathway_ids: 'Einwanderungswege',
      },
    },
    'pr-bundles': {
      name: 'Leistungspaket |||| Leistungspakete',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        pr_pathway_ids: 'Einwanderungswege',
        price: 'Preis',
        currency: 'Währung',
        inclusions: 'Enthaltene Leistungen',
        duration_days: 'Dauer (Tage)',
        is_active: 'Aktiv',
      },
    },
  },
  vp: {
    choices: {
      pr_category: {
        skilled: 'Fachkräfte',
        employer: 'Arbeitgeber-Sponsoring',
        family: 'Familiennachzug',
        business: 'Unternehmer und Investoren',
        graduate: 'Hochschulabsolventen',
        humanitarian: 'Humanitäre Gründe',
      },
      point_factor: {
        age: 'Alter',
        english: 'Englischkenntnisse',
        experience_overseas: 'Berufserfahrung im Ausland',
        experience_local: 'Berufserfahrung im Zielland',
        education: 'Bildungsabschluss',
        specialist_education: 'Fachspezifischer Abschluss',
        local_study: 'Studium im Zielland',
        regional_study: 'Studium in einer Regionalzone',
        community_language: 'Community-Sprache',
        partner: 'Qualifikation des Partners',
        professional_year: 'Berufspraxisjahr',
        nomination: 'Nominierung',
        french: 'Französischkenntnisse',
        arranged_employment: 'Arbeitsplatzangebot',
        provincial_nomination: 'Nominierung durch eine Provinz',
        sibling: 'Geschwister im Zielland',
        transferability: 'Übertragbarkeit der Qualifikationen',
        other: 'Sonstiges',
      },
    },
    tabs: {
      summary: 'Übersicht',
      eligibility: 'Voraussetzungen',
      points: 'Punkte',
      costs: 'Kosten und Bearbeitungszeit',
    },
    menu: {
      pr: 'PR-Weg',
    },
  },
};
