import type { Translation } from '@/domain/translation';
import type { importMessages } from './messages';

export const de: Translation<typeof importMessages> = {
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
      changed_rows: 'Geänderte Zeilen',
      before: 'Vorher',
      after: 'Nachher',
      found: 'In der Datei',
      skip_invalid:
        'Gültige Zeilen importieren, die ungültige überspringen |||| Gültige Zeilen importieren, die %{smart_count} ungültigen überspringen',
      skipping_invalid:
        'Die ungültigen Zeilen werden übersprungen: Laden Sie sie herunter, um sie zu korrigieren und erneut zu importieren.',
      download_invalid: 'Zu korrigierende Zeilen herunterladen',
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

export const fr: Translation<typeof importMessages> = {
  vp: {
    import: {
      button: 'Importer',
      title: 'Importer : %{name}',
      steps: { file: 'Choisir le fichier', mapping: 'Colonnes', report: 'Vérifier' },
      file_hint:
        'Un fichier CSV (séparé par des virgules, des points-virgules ou des tabulations) ou Excel .xlsx, avec une ligne d’en-tête.',
      choose: 'Choisir le fichier',
      chosen: 'Fichier : %{name}',
      column: 'Colonne du fichier',
      field: 'Champ',
      ignore: 'Ignorer cette colonne',
      counts: {
        total: 'Lignes',
        new: 'Nouvelles',
        changed: 'Modifiées',
        unchanged: 'Inchangées',
        invalid: 'Invalides',
        skipped: 'Ignorées',
      },
      invalid_rows: 'Lignes invalides',
      changed_rows: 'Lignes modifiées',
      before: 'Avant',
      after: 'Après',
      found: 'Dans le fichier',
      skip_invalid:
        'Importer les lignes valides et ignorer la ligne invalide |||| Importer les lignes valides et ignorer les %{smart_count} lignes invalides',
      skipping_invalid:
        'Les lignes invalides seront ignorées : téléchargez-les pour les corriger et les importer à nouveau.',
      download_invalid: 'Télécharger les lignes à corriger',
      line: 'Ligne',
      message: 'Problème',
      none_invalid: 'Toutes les lignes sont valides.',
      has_invalid:
        'Corrigez les lignes invalides dans le fichier et choisissez-le à nouveau : rien n’est importé tant qu’une ligne est invalide.',
      nothing: 'Rien à importer : toutes les lignes sont déjà enregistrées ainsi.',
      back: 'Retour',
      next: 'Vérifier',
      apply: 'Importer',
      cancel: 'Annuler',
      checking: 'Vérification du fichier…',
      done: 'Importé : %{new} nouvelles, %{changed} modifiées',
    },
  },
};
