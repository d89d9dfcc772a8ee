import type { Translation } from '../i18n/define';
import type { enquiryMessages } from './messages';

export const enquiryMessagesFr: Translation<typeof enquiryMessages> = {
  resources: {
    enquiries: {
      name: 'Demande |||| Demandes',
      fields: {
        kind: 'Type',
        status: 'Statut',
        organization_id: 'Organisation',
        full_name: 'Nom complet',
        email: 'E-mail',
        phone: 'Téléphone',
        nationality: 'Nationalité',
        destination: 'Destination',
        message: 'Message',
        company_name: 'Entreprise',
        partner_type: 'Type d’organisation',
        course_id: 'Formation',
        loan_product_id: 'Produit de prêt',
        cover_id: 'Couverture',
        offer_id: 'Offre',
        assigned_to: 'Attribuée à',
        internal_notes: 'Notes internes',
        consent: 'Accepte d’être contacté',
        source_url: 'Envoyée depuis la page',
        utm_source: 'Source UTM',
        utm_medium: 'Support UTM',
        utm_campaign: 'Campagne UTM',
      },
    },
  },
  vp: {
    choices: {
      enquiry_kind: {
        website: 'Site web (contact)',
        partner: 'Partenaire',
        service: 'Service',
        insurance: 'Assurance',
        university: 'Université',
        language: 'Langue',
        credit: 'Crédit',
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
};
