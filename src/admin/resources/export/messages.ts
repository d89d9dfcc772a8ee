/** The export dialog's texts (`vp.export.*`). */
export const exportMessages = {
  vp: {
    export: {
      title: 'Export 1 record |||| Export %{count} records',
      format: 'Format',
      xlsx: 'Excel workbook (.xlsx)',
      xlsx_help: 'Column names and values as on screen, numbers and dates ready to calculate.',
      csv_excel: 'CSV for Excel',
      csv_excel_help: 'Opens in Excel in your language, with the same names and values.',
      csv: 'CSV (RFC 4180, UTF-8)',
      csv_help: 'For other tools: every column, by keys, codes, ids and UTC times.',
      columns:
        'Every record of the current filter and sort; the workbook and the CSV for Excel hold the columns shown, in their order.',
      download: 'Download',
    },
  },
};
