import type { Translation } from '@/domain/translation';
import type { exportMessages } from './messages';

export const de: Translation<typeof exportMessages> = {
  vp: {
    export: {
      title: '1 Datensatz exportieren |||| %{count} Datensätze exportieren',
      format: 'Format',
      xlsx: 'Excel-Arbeitsmappe (.xlsx)',
      xlsx_help: 'Spaltennamen und Werte wie am Bildschirm, Zahlen und Daten zum Rechnen bereit.',
      csv_excel: 'CSV für Excel',
      csv_excel_help: 'Öffnet sich in Excel in Ihrer Sprache, mit denselben Namen und Werten.',
      csv: 'CSV (RFC 4180, UTF-8)',
      csv_help: 'Für andere Programme: alle Spalten, mit Schlüsseln, Codes, IDs und UTC-Zeiten.',
      columns:
        'Alle Datensätze des aktuellen Filters und der Sortierung; Arbeitsmappe und CSV für Excel enthalten die angezeigten Spalten in ihrer Reihenfolge.',
      download: 'Herunterladen',
    },
  },
};

export const fr: Translation<typeof exportMessages> = {
  vp: {
    export: {
      title: 'Exporter 1 enregistrement |||| Exporter %{count} enregistrements',
      format: 'Format',
      xlsx: 'Classeur Excel (.xlsx)',
      xlsx_help: 'Noms de colonnes et valeurs comme à l’écran, nombres et dates prêts pour le calcul.',
      csv_excel: 'CSV pour Excel',
      csv_excel_help: 'S’ouvre dans Excel dans votre langue, avec les mêmes noms et valeurs.',
      csv: 'CSV (RFC 4180, UTF-8)',
      csv_help: 'Pour d’autres outils : toutes les colonnes, en clés, codes, identifiants et heures UTC.',
      columns:
        'Tous les enregistrements du filtre et du tri actuels ; le classeur et le CSV pour Excel contiennent les colonnes affichées, dans leur ordre.',
      download: 'Télécharger',
    },
  },
};
