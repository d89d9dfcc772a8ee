import type { Translation } from '../../i18n/define';
import type { gridMessages } from './messages';

export const gridMessagesFr: Translation<typeof gridMessages> = {
  vp: {
    grid: {
      edit: 'Modifier %{field}',
      editing: '%{field}, nouvelle valeur',
      none: '(aucun)',
      conflict: 'Quelqu’un d’autre a modifié cet enregistrement entre-temps. Sa valeur actuelle :',
      reload: 'Recharger',
      overwrite: 'Écraser',
      bulk_edit: 'Modification groupée',
      bulk_title: 'Modifier %{smart_count} enregistrement |||| Modifier %{smart_count} enregistrements',
      bulk_field: 'Champ',
      bulk_value: 'Nouvelle valeur',
      bulk_apply: 'Appliquer',
      bulk_done: '%{smart_count} enregistrement mis à jour |||| %{smart_count} enregistrements mis à jour',
    },
  },
};
