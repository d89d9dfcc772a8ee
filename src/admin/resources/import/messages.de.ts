import type { Translation } from '../../i18n/define';
import type { importMessages } from './messages';

export const importMessagesDe: Translation<typeof importMessages> = {
  vp: {
    import: {
      button: 'Importieren',
      title: '%{name} importieren',
      steps: { file: 'Datei wählen', mapping: 'Spalten', report: 'Prüfen' },
      file_hint:
        'Eine CSV-Datei (Komma, Semikolon oder Tabulator getrennt) oder eine Excel-Datei (.xlsx) mit Kopfzeile.',
      choose: 'Datei wählen',
      chosen: 'Datei: %{name}',
      column: 'Spalte in der Datei',
      field: 'Feld',
      ignore: 'Spalte ignorieren',
      counts: {
        total: 'Zeilen',
        new: 'Neu',
        changed: 'Geändert',
        unchanged: 'Unverändert',
        invalid: 'Ungültig',
        skipped: 'Übersprungen',
      },
      invalid_rows: 'Ungültige Zeilen',
      line: 'Zeile',
      message: 'Problem',
      none_invalid: 'Alle Zeilen sind gültig.',
      has_invalid:
        'Korrigieren Sie die ungültigen Zeilen in der Datei und wählen Sie sie erneut: Solange eine Zeile ungültig ist, wird nichts importiert.',
      nothing: 'Nichts zu importieren: Alle Zeilen sind bereits so gespeichert.',
      back: 'Zurück',
      next: 'Prüfen',
      apply: 'Importieren',
      cancel: 'Abbrechen',
      checking: 'Die Datei wird geprüft…',
      done: 'Importiert: %{new} neu, %{changed} geändert',
    },
  },
};
