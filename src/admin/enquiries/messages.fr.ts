import type { Translation } from '../i18n/define';
import type { enquiryMessages } from './messages';

export const enquiryMessagesFr: Translation<typeof enquiryMessages> = {
  vp: {
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
