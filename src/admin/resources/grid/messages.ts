import { defineMessages } from '../../i18n/define';

/** Texts of the lists' editable cells and bulk edit (`vp.grid.*`). */
export const gridMessages = defineMessages({
  en: {
    vp: {
      grid: {
        edit: 'Edit %{field}',
        editing: '%{field}, new value',
        none: '(none)',
        conflict: 'Someone else changed this record meanwhile. Its current value:',
        reload: 'Reload',
        overwrite: 'Overwrite',
        bulk_edit: 'Bulk edit',
        bulk_title: 'Edit %{smart_count} record |||| Edit %{smart_count} records',
        bulk_field: 'Field',
        bulk_value: 'New value',
        bulk_apply: 'Apply',
        bulk_done: '%{smart_count} record updated |||| %{smart_count} records updated',
      },
    },
  },
  de: {
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
  },
  fr: {
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
  },
});
