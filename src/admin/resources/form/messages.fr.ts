import type { Translation } from '../../i18n/define';
import type { formMessages } from './messages';

export const formMessagesFr: Translation<typeof formMessages> = {
  vp: {
    form: {
      admin_only: 'Seul un administrateur peut modifier ce champ',
      date_letters: { day: 'JJ', month: 'MM', year: 'AAAA' },
      open_calendar: 'Choisir une date',
      previous_month: 'Mois précédent',
      next_month: 'Mois suivant',
      clear: 'Effacer',
      today: 'Aujourd’hui',
      draft_restored: 'Vos modifications non enregistrées ont été restaurées.',
      discard_draft: 'Abandonner',
      save_and_add: 'Enregistrer et en ajouter un autre',
      saved_next: 'Enregistré. Le formulaire est prêt pour le suivant.',
    },
  },
};
