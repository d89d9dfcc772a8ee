import type { Translation } from '@/domain/translation';
import type { quarantineMessages } from './messages';

export const de: Translation<typeof quarantineMessages> = {
  vp: {
    quarantine: {
      waiting: '%{smart_count} Mail zurückgehalten |||| %{smart_count} Mails zurückgehalten',
      assign: 'Einer Anfrage zuordnen',
      assign_title: 'Diese Mail einer Anfrage zuordnen',
      assign_help:
        'Sie erscheint im Verlauf der Anfrage als Antwort der anfragenden Person. Anfragen von der Adresse des Absenders stehen oben; jede andere finden Sie über Name oder Adresse.',
      enquiry: 'Anfrage',
      no_enquiries: 'Keine Anfrage gefunden',
      assigned: 'Die Mail wurde der Anfrage zugeordnet.',
      delete: 'Löschen',
      delete_title: 'Diese Mail löschen?',
      delete_content: 'Die Mail wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
      deleted: 'Die Mail wurde gelöscht.',
    },
  },
};

export const fr: Translation<typeof quarantineMessages> = {
  vp: {
    quarantine: {
      waiting: '%{smart_count} courriel retenu |||| %{smart_count} courriels retenus',
      assign: 'Ajouter à une demande',
      assign_title: 'Ajouter ce courriel à une demande',
      assign_help:
        'Il rejoint la conversation de la demande comme réponse du demandeur. Les demandes venant de l’adresse de l’expéditeur sont en tête ; cherchez-en une autre par nom ou adresse.',
      enquiry: 'Demande',
      no_enquiries: 'Aucune demande trouvée',
      assigned: 'Le courriel a été ajouté à la demande.',
      delete: 'Supprimer',
      delete_title: 'Supprimer ce courriel ?',
      delete_content: 'Le courriel est supprimé définitivement. Cette action est irréversible.',
      deleted: 'Le courriel a été supprimé.',
    },
  },
};
