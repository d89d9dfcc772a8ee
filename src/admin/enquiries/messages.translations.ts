import type { Translation } from '@/domain/translation';
import type { enquiryMessages } from './messages';

export const de: Translation<typeof enquiryMessages> = {
  vp: {
    tabs: { enquiry: 'Anfrage', triage: 'Bearbeitung', source: 'Herkunft' },
    menu: {
      enquiries: 'Anfragen',
      all_enquiries: 'Alle Anfragen',
      website_enquiries: 'Website-Anfragen',
      partner_enquiries: 'Partneranfragen',
      service_enquiries: 'Serviceanfragen',
      waiting: '%{smart_count} wartet auf Antwort |||| %{smart_count} warten auf Antwort',
    },
    enquiries: {
      change_status: 'Status ändern',
      bulk_done: '%{updated} Anfragen geändert, %{skipped} übersprungen',
      mark_as: 'Als „%{status}“ markieren',
      status_changed: 'Status auf „%{status}“ geändert',
      spam_title: 'Die Anfrage von %{name} als Spam markieren?',
      spam_content: 'Sie verschwindet aus den offenen Anfragen. Sie können sie später wieder öffnen.',
      assignee_help: 'Ein Administrator oder ein Benutzer der Organisation',
      assignee_help_partner: 'Jemand aus Ihrer Organisation',
      assigned: 'Zugewiesen',
      unassigned: 'Nicht zugewiesen',
      arrived: 'Eine neue Anfrage ist eingegangen',
      erase: 'Anfragende Person löschen',
      erase_title: 'Alles von %{email} löschen?',
      erase_content:
        'Jede Anfrage von dieser Adresse wird endgültig gelöscht, mit ihren Nachrichten, Antworten und Anhängen, ebenso die E-Mails von dieser Adresse in der Quarantäne. Das lässt sich nicht rückgängig machen.',
      erased:
        'Gelöscht (Anfragen: %{enquiries}, Nachrichten: %{messages}, Dateien: %{files}, E-Mails aus der Quarantäne: %{quarantined})',
    },
  },
};

export const fr: Translation<typeof enquiryMessages> = {
  vp: {
    tabs: { enquiry: 'Demande', triage: 'Traitement', source: 'Provenance' },
    menu: {
      enquiries: 'Demandes',
      all_enquiries: 'Toutes les demandes',
      website_enquiries: 'Demandes du site web',
      partner_enquiries: 'Demandes de partenaires',
      service_enquiries: 'Demandes de services',
      waiting: '%{smart_count} en attente',
    },
    enquiries: {
      change_status: 'Changer le statut',
      bulk_done: '%{updated} demandes modifiées, %{skipped} ignorées',
      mark_as: 'Marquer « %{status} »',
      status_changed: 'Statut changé en « %{status} »',
      spam_title: 'Marquer la demande de %{name} comme spam ?',
      spam_content: 'Elle quitte les demandes ouvertes. Vous pourrez la rouvrir plus tard.',
      assignee_help: 'Un administrateur ou un utilisateur de l’organisation',
      assignee_help_partner: 'Une personne de votre organisation',
      assigned: 'Attribuée',
      unassigned: 'Non attribuée',
      arrived: 'Une nouvelle demande est arrivée',
      erase: 'Effacer le demandeur',
      erase_title: 'Tout effacer de %{email} ?',
      erase_content:
        'Chaque demande venant de cette adresse est supprimée définitivement, avec ses messages, réponses et pièces jointes, de même que les e-mails de cette adresse en quarantaine. Cette action est irréversible.',
      erased:
        'Effacé (demandes : %{enquiries}, messages : %{messages}, fichiers : %{files}, e-mails en quarantaine : %{quarantined})',
    },
  },
};
