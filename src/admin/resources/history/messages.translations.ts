import type { Translation } from '@/domain/translation';
import type { historyMessages } from './messages';

export const de: Translation<typeof historyMessages> = {
  vp: {
    history: {
      title: 'Verlauf',
      empty: 'Für diesen Datensatz ist noch keine Änderung verzeichnet.',
      latest: 'Die letzten %{shown} von %{smart_count} Änderungen.',
      when_by: '%{when}, von %{name}',
      changes: 'Änderungen vom %{when}',
      action: {
        create: 'Angelegt',
        update: 'Geändert',
        verify: 'Als unverändert bestätigt',
        delete: 'Gelöscht',
      },
      restore_field: 'Wiederherstellen',
      restore_version: 'Diese Version wiederherstellen',
      restore_title: 'Einen früheren Wert wiederherstellen?',
      restore_field_content:
        '„%{field}“ erhält wieder seinen Wert vom %{when}. Das wird als neue Änderung gespeichert, die Sie rückgängig machen können.',
      restore_version_content:
        'Der Datensatz wird auf den Stand vom %{when} zurückgesetzt: Jedes seither geänderte Feld erhält wieder seinen damaligen Wert. Das wird als neue Änderung gespeichert, die Sie rückgängig machen können.',
      restored: 'Wiederhergestellt',
    },
  },
};

export const fr: Translation<typeof historyMessages> = {
  vp: {
    history: {
      title: 'Historique',
      empty: 'Aucune modification de cet enregistrement n’a encore été consignée.',
      latest: 'Les %{shown} dernières modifications sur %{smart_count}.',
      when_by: '%{when}, par %{name}',
      changes: 'Modifications du %{when}',
      action: {
        create: 'Créé',
        update: 'Modifié',
        verify: 'Confirmé inchangé',
        delete: 'Supprimé',
      },
      restore_field: 'Restaurer',
      restore_version: 'Restaurer cette version',
      restore_title: 'Restaurer une valeur antérieure ?',
      restore_field_content:
        '« %{field} » reprend sa valeur du %{when}. C’est enregistré comme une nouvelle modification, que vous pouvez annuler.',
      restore_version_content:
        'L’enregistrement revient à son état du %{when} : chaque champ modifié depuis reprend sa valeur d’alors. C’est enregistré comme une nouvelle modification, que vous pouvez annuler.',
      restored: 'Restauré',
    },
  },
};
