import type { Translation } from '../i18n/define';
import type { resourceMessages } from './messages';

export const resourceMessagesDe: Translation<typeof resourceMessages> = {
  resources: {
    'data-variables': {
      name: 'Datenvariable |||| Datenvariablen',
      fields: {
        scope: 'Bereich',
        key: 'Schlüssel',
        label: 'Bezeichnung',
        value: 'Wert',
        value_type: 'Werttyp',
        description: 'Beschreibung',
      },
    },
    'required-documents': {
      name: 'Erforderliches Dokument |||| Erforderliche Dokumente',
      fields: {
        scope: 'Bereich',
        country_visa_id: 'Visum',
        pr_pathway_id: 'Einwanderungsweg',
        organization_id: 'Organisation',
        name: 'Name',
        description: 'Beschreibung',
        is_mandatory: 'Pflichtdokument',
        accepted_formats: 'Zulässige Formate',
        sort_order: 'Reihenfolge',
      },
    },
    faqs: {
      name: 'Häufige Frage |||| Häufige Fragen',
      fields: {
        scope: 'Bereich',
        organization_id: 'Organisation',
        country_id: 'Land',
        question: 'Frage',
        answer: 'Antwort',
        sort_order: 'Reihenfolge',
        is_published: 'Veröffentlicht',
      },
    },
    'course-guides': {
      name: 'Studienführer |||| Studienführer',
      fields: {
        title: 'Titel',
        slug: 'URL-Kürzel',
        level: 'Abschlussniveau',
        body: 'Inhalt',
        is_published: 'Veröffentlicht',
      },
    },
  },
  vp: {
    choices: {
      variable_scope: {
        visa: 'Visa',
        pr: 'Daueraufenthalt',
        credit: 'Kredite',
      },
      value_type: {
        text: 'Text',
        number: 'Zahl',
        currency: 'Geldbetrag',
        date: 'Datum',
        percent: 'Prozentsatz',
      },
      document_scope: {
        visa: 'Visa',
        check_visa: 'Visumprüfung',
        pr: 'Daueraufenthalt',
        university: 'Hochschulen',
        credit: 'Kredite',
      },
      faq_scope: {
        visa: 'Visa',
        check_visa: 'Visumprüfung',
        pr: 'Daueraufenthalt',
        insurance: 'Versicherung',
        university: 'Hochschulen',
        consultant: 'Beratung',
        language: 'Sprachschulen',
        credit: 'Kredite',
      },
      course_level: {
        certificate: 'Zertifikat',
        diploma: 'Diplom',
        bachelor: 'Bachelor',
        master: 'Master',
        doctorate: 'Promotion',
      },
    },
    tabs: {
      main: 'Allgemein',
    },
    list: {
      from: '%{field} ab',
      to: '%{field} bis',
      actions: 'Aktionen',
    },
    system: {
      version: 'Version',
      created_at: 'Erstellt am',
      updated_at: 'Zuletzt geändert',
    },
    menu: {
      universities: 'Hochschulen',
    },
  },
};
