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
      conflict_title: 'Quelqu’un d’autre a enregistré cet enregistrement entre-temps',
      conflict_intro:
        'Pour chaque champ, gardez votre valeur ou reprenez celle qui a été enregistrée, puis enregistrez à nouveau.',
      conflict_none: 'Ses modifications ne touchent aucun de vos champs : enregistrez à nouveau pour garder les deux.',
      keep_mine: 'Garder la mienne',
      take_theirs: 'Reprendre la sienne',
      save_again: 'Enregistrer à nouveau',
    },
  },
};
