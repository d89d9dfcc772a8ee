import { defineMessages } from '../i18n/define';

/**
 * Enquiries: the resource's labels (`resources.enquiries.*`), its kinds and statuses (`vp.choices.enquiry_*`), its
 * form tabs, the menu entries of SPEC §6 (`vp.menu.*`) and the texts of the workflow and bulk actions.
 */
export const enquiryMessages = defineMessages({
  en: {
    resources: {
      enquiries: {
        name: 'Enquiry |||| Enquiries',
        fields: {
          kind: 'Kind', status: 'Status', organization_id: 'Organisation', full_name: 'Full name', email: 'Email',
          phone: 'Phone', nationality: 'Nationality', destination: 'Destination', message: 'Message',
          company_name: 'Company', partner_type: 'Type of organisation', course_id: 'Course', loan_product_id: 'Loan product',
          cover_id: 'Cover', offer_id: 'Offer', assigned_to: 'Assigned to', internal_notes: 'Internal notes',
          consent: 'Consent to be contacted', source_url: 'Sent from page', utm_source: 'UTM source', utm_medium: 'UTM medium',
          utm_campaign: 'UTM campaign',
        },
      },
    },
    vp: {
      choices: {
        enquiry_kind: {
          website: 'Website (contact us)', partner: 'Partner', service: 'Service', insurance: 'Insurance',
          university: 'University', language: 'Language', credit: 'Credit',
        },
        enquiry_status: { new: 'New', in_progress: 'In progress', closed: 'Closed', spam: 'Spam' },
      },
      tabs: { enquiry: 'Enquiry', triage: 'Handling', source: 'Source' },
      menu: {
        enquiries: 'Enquiries',
        all_enquiries: 'All enquiries',
        website_enquiries: 'Website enquiries',
        partner_enquiries: 'Partner enquiries',
        service_enquiries: 'Service enquiries',
      },
      enquiries: {
        change_status: 'Change status',
        bulk_done: '%{updated} enquiries updated, %{skipped} skipped',
        mark_as: 'Mark as %{status}',
        status_changed: 'Status changed to %{status}',
        spam_title: 'Mark the enquiry of %{name} as spam?',
        spam_content: 'It leaves the open enquiries. You can reopen it later.',
        assignee_help: 'An administrator or a user of the organisation',
        assigned: 'Assigned',
        unassigned: 'Not assigned',
      },
    },
  },
  de: {
    resources: {
      enquiries: {
        name: 'Anfrage |||| Anfragen',
        fields: {
          kind: 'Art', status: 'Status', organization_id: 'Organisation', full_name: 'Vollständiger Name', email: 'E-Mail',
          phone: 'Telefon', nationality: 'Staatsangehörigkeit', destination: 'Reiseziel', message: 'Nachricht',
          company_name: 'Unternehmen', partner_type: 'Art der Organisation', course_id: 'Studiengang', loan_product_id: 'Kreditprodukt',
          cover_id: 'Versicherungsschutz', offer_id: 'Angebot', assigned_to: 'Zugewiesen an', internal_notes: 'Interne Notizen',
          consent: 'Einwilligung zur Kontaktaufnahme', source_url: 'Gesendet von Seite', utm_source: 'UTM-Quelle', utm_medium: 'UTM-Medium',
          utm_campaign: 'UTM-Kampagne',
        },
      },
    },
    vp: {
      choices: {
        enquiry_kind: {
          website: 'Website (Kontakt)', partner: 'Partner', service: 'Dienstleistung', insurance: 'Versicherung',
          university: 'Universität', language: 'Sprache', credit: 'Kredit',
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
  },
  fr: {
    resources: {
      enquiries: {
        name: 'Demande |||| Demandes',
        fields: {
          kind: 'Type', status: 'Statut', organization_id: 'Organisation', full_name: 'Nom complet', email: 'E-mail',
          phone: 'Téléphone', nationality: 'Nationalité', destination: 'Destination', message: 'Message',
          company_name: 'Entreprise', partner_type: 'Type d’organisation', course_id: 'Formation', loan_product_id: 'Produit de prêt',
          cover_id: 'Couverture', offer_id: 'Offre', assigned_to: 'Attribuée à', internal_notes: 'Notes internes',
          consent: 'Accepte d’être contacté', source_url: 'Envoyée depuis la page', utm_source: 'Source UTM', utm_medium: 'Support UTM',
          utm_campaign: 'Campagne UTM',
        },
      },
    },
    vp: {
      choices: {
        enquiry_kind: {
          website: 'Site web (contact)', partner: 'Partenaire', service: 'Service', insurance: 'Assurance',
          university: 'Université', language: 'Langue', credit: 'Crédit',
        },
        enquiry_status: { new: 'Nouvelle', in_progress: 'En cours', closed: 'Clôturée', spam: 'Spam' },
      },
      tabs: { enquiry: 'Demande', triage: 'Traitement', source: 'Provenance' },
      menu: {
        enquiries: 'Demandes',
        all_enquiries: 'Toutes les demandes',
        website_enquiries: 'Demandes du site web',
        partner_enquiries: 'Demandes de partenaires',
        service_enquiries: 'Demandes de services',
      },
      enquiries: {
        change_status: 'Changer le statut',
        bulk_done: '%{updated} demandes modifiées, %{skipped} ignorées',
        mark_as: 'Marquer « %{status} »',
        status_changed: 'Statut changé en « %{status} »',
        spam_title: 'Marquer la demande de %{name} comme spam ?',
        spam_content: 'Elle quitte les demandes ouvertes. Vous pourrez la rouvrir plus tard.',
        assignee_help: 'Un administrateur ou un utilisateur de l’organisation',
        assigned: 'Attribuée',
        unassigned: 'Non attribuée',
      },
    },
  },
});
