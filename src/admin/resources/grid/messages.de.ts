import type { Translation } from '../../i18n/define';
import type { gridMessages } from './messages';

export const gridMessagesDe: Translation<typeof gridMessages> = {
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
