import type { Translation } from '../../i18n/define';
import type { exportMessages } from './messages';

export const exportMessagesFr: Translation<typeof exportMessages> = {
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
