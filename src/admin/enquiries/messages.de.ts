import type { Translation } from '../i18n/define';
import type { enquiryMessages } from './messages';

export const enquiryMessagesDe: Translation<typeof enquiryMessages> = {
  vp: {
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
