import { defineMessages } from '../i18n/define';

/**
 * Labels of the shared content resources (data variables, required documents, FAQs) and the course guides
 * (`resources.*`), their enum choices (`vp.choices.*`), and the texts of the generic screens: the default tab
 * (`vp.tabs.main`), the range filters (`vp.list.*`), the system fields (`vp.system.*`) and `vp.menu.universities`.
 */
export const resourceMessages = defineMessages({
  en: {
    resources: {
      'data-variables': {
        name: 'Data variable |||| Data variables',
        fields: {
          scope: 'Area',
          key: 'Key',
          label: 'Label',
          value: 'Value',
          value_type: 'Value type',
          description: 'Description',
        },
      },
      'required-documents': {
        name: 'Required document |||| Required documents',
        fields: {
          scope: 'Area',
          country_visa_id: 'Visa',
          pr_pathway_id: 'PR pathway',
          organization_id: 'Organisation',
          name: 'Name',
          description: 'Description',
          is_mandatory: 'Mandatory',
          accepted_formats: 'Accepted formats',
          sort_order: 'Sort order',
        },
      },
      faqs: {
        name: 'FAQ |||| FAQs',
        fields: {
          scope: 'Area',
          organization_id: 'Organisation',
          country_id: 'Country',
          question: 'Question',
          answer: 'Answer',
          sort_order: 'Sort order',
          is_published: 'Published',
        },
      },
      'course-guides': {
        name: 'Course guide |||| Course guides',
        fields: {
          title: 'Title',
          slug: 'Slug',
          level: 'Level',
          body: 'Content',
          is_published: 'Published',
        },
      },
    },
    vp: {
      choices: {
        variable_scope: {
          visa: 'Visas',
          pr: 'Permanent residence',
          credit: 'Credit',
        },
        value_type: {
          text: 'Text',
          number: 'Number',
          currency: 'Amount of money',
          date: 'Date',
          percent: 'Percentage',
        },
        document_scope: {
          visa: 'Visas',
          check_visa: 'Visa check',
          pr: 'Permanent residence',
          university: 'Universities',
          credit: 'Credit',
        },
        faq_scope: {
          visa: 'Visas',
          check_visa: 'Visa check',
          pr: 'Permanent residence',
          insurance: 'Insurance',
          university: 'Universities',
          consultant: 'Consultants',
          language: 'Language schools',
          credit: 'Credit',
        },
        course_level: {
          certificate: 'Certificate',
          diploma: 'Diploma',
          bachelor: "Bachelor's degree",
          master: "Master's degree",
          doctorate: 'Doctorate',
        },
      },
      tabs: {
        main: 'General',
      },
      list: {
        from: '%{field} from',
        to: '%{field} to',
        actions: 'Actions',
      },
      system: {
        version: 'Version',
        created_at: 'Created',
        updated_at: 'Last updated',
      },
      menu: {
        universities: 'Universities',
      },
    },
  },
  de: {
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
  },
  fr: {
    resources: {
      'data-variables': {
        name: 'Variable de données |||| Variables de données',
        fields: {
          scope: 'Domaine',
          key: 'Clé',
          label: 'Libellé',
          value: 'Valeur',
          value_type: 'Type de valeur',
          description: 'Description',
        },
      },
      'required-documents': {
        name: 'Document requis |||| Documents requis',
        fields: {
          scope: 'Domaine',
          country_visa_id: 'Visa',
          pr_pathway_id: "Voie d'immigration",
          organization_id: 'Organisation',
          name: 'Nom',
          description: 'Description',
          is_mandatory: 'Obligatoire',
          accepted_formats: 'Formats acceptés',
          sort_order: 'Ordre',
        },
      },
      faqs: {
        name: 'Question fréquente |||| Questions fréquentes',
        fields: {
          scope: 'Domaine',
          organization_id: 'Organisation',
          country_id: 'Pays',
          question: 'Question',
          answer: 'Réponse',
          sort_order: 'Ordre',
          is_published: 'Publié',
        },
      },
      'course-guides': {
        name: 'Guide de formation |||| Guides de formation',
        fields: {
          title: 'Titre',
          slug: "Identifiant d'URL",
          level: 'Niveau',
          body: 'Contenu',
          is_published: 'Publié',
        },
      },
    },
    vp: {
      choices: {
        variable_scope: {
          visa: 'Visas',
          pr: 'Résidence permanente',
          credit: 'Crédit',
        },
        value_type: {
          text: 'Texte',
          number: 'Nombre',
          currency: 'Montant',
          date: 'Date',
          percent: 'Pourcentage',
        },
        document_scope: {
          visa: 'Visas',
          check_visa: 'Vérification de visa',
          pr: 'Résidence permanente',
          university: 'Universités',
          credit: 'Crédit',
        },
        faq_scope: {
          visa: 'Visas',
          check_visa: 'Vérification de visa',
          pr: 'Résidence permanente',
          insurance: 'Assurance',
          university: 'Universités',
          consultant: 'Conseillers',
          language: 'Écoles de langues',
          credit: 'Crédit',
        },
        course_level: {
          certificate: 'Certificat',
          diploma: 'Diplôme',
          bachelor: 'Licence',
          master: 'Master',
          doctorate: 'Doctorat',
        },
      },
      tabs: {
        main: 'Général',
      },
      list: {
        from: '%{field} à partir de',
        to: "%{field} jusqu'à",
        actions: 'Actions',
      },
      system: {
        version: 'Version',
        created_at: 'Créé le',
        updated_at: 'Modifié le',
      },
      menu: {
        universities: 'Universités',
      },
    },
  },
});
