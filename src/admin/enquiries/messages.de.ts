import type { Translation } from '../i18n/define';
import type { enquiryMessages } from './messages';

export const enquiryMessagesDe: Translation<typeof enquiryMessages> = {
  resources: {
    enquiries: {
      name: 'Anfrage |||| Anfragen',
      fields: {
        kind: 'Art',
        status: 'Status',
        organization_id: 'Organisation',
        full_name: 'Vollständiger Name',
        email: 'E-Mail',
        phone: 'Telefon',
        nationality: 'Staatsangehörigkeit',
        destination: 'Reiseziel',
        message: 'Nachricht',
        company_name: 'Unternehmen',
        partner_type: 'Art der Organisation',
        course_id: 'Studiengang',
        loan_product_id: 'Kreditprodukt',
        cover_id: 'Versicherungsschutz',
        offer_id: 'Angebot',
        assigned_to: 'Zugewiesen an',
        internal_notes: 'Interne Notizen',
        consent: 'Einwilligung zur Kontaktaufnahme',
        source_url: 'Gesendet von Seite',
        utm_source: 'UTM-Quelle',
        utm_medium: 'UTM-Medium',
        utm_campaign: 'UTM-Kampagne',
      },
    },
  },
  vp: {
    choices: {
      enquiry_kind: {
        website: 'Website (Kontakt)',
        partner: 'Partner',
        service: 'Dienstleistung',
        insurance: 'Versicherung',
        university: 'Universität',
        language: 'Sprache',
        credit: 'Kredit',
      },
      enquiry_status: { new: 'Neu', in_progress: 'In Bearbeitung', closed: 'Abgeschlossen', spam: 'Spam' },
    },
    tabs: { enquiry: 'Anfrage', triage: 'Bearbeitung', source: 'Herkunft' },
    menu: {
      enquiries: 'Anfragen',
      all_enquiries: 'Alle Anfragen',
      website_enquiries: 'Website-Anfragen',
      partner_enquiries: 'Partneranfragen',
      service_enquiries: 'Serviceanfragen',
    },
    enquiries: {
      change_status: 'Status ändern',
      bulk_done: '%{updated} Anfragen geändert, %{skipped} übersprungen',
      mark_as: 'Als „%{status}“ markieren',
      status_changed: 'Status auf „%{status}“ geändert',
      spam_title: 'Die Anfrage von %{name} als Spam markieren?',
      spam_content: 'Sie verschwindet aus den offenen Anfragen. Sie können sie später wieder öffnen.',
      assignee_help: 'Ein Administrator oder ein Benutzer der Organisation',
      assigned: 'Zugewiesen',
      unassigned: 'Nicht zugewiesen',
    },
  },
};
