import type { Translation } from '@/domain/translation';
import type { gridMessages } from './messages';

export const de: Translation<typeof gridMessages> = {
  vp: {
    grid: {
      edit: '%{field} bearbeiten',
      editing: '%{field}, neuer Wert',
      none: '(keine Angabe)',
      conflict: 'Jemand anderes hat diesen Datensatz inzwischen geändert. Sein aktueller Wert:',
      reload: 'Neu laden',
      overwrite: 'Überschreiben',
      bulk_edit: 'Sammelbearbeitung',
      bulk_title: '%{smart_count} Datensatz bearbeiten |||| %{smart_count} Datensätze bearbeiten',
      bulk_field: 'Feld',
      bulk_value: 'Neuer Wert',
      bulk_apply: 'Übernehmen',
      bulk_done: '%{smart_count} Datensatz aktualisiert |||| %{smart_count} Datensätze aktualisiert',
    },
  },
};

export const fr: Translation<typeof gridMessages> = {
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
