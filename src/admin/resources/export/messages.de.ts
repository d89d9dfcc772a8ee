import type { Translation } from '../../i18n/define';
import type { exportMessages } from './messages';

export const exportMessagesDe: Translation<typeof exportMessages> = {
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
