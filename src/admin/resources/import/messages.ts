export const importMessages = {
  vp: {
    import: {
      button: 'Import',
      title: 'Import %{name}',
      steps: { file: 'Choose file', mapping: 'Columns', report: 'Check' },
      file_hint: 'A CSV (comma, semicolon or tab separated) or an Excel .xlsx file, with a header line.',
      choose: 'Choose file',
      chosen: 'File: %{name}',
      column: 'Column in the file',
      field: 'Field',
      ignore: 'Ignore this column',
      counts: {
        new: 'New',
        changed: 'Changed',
        unchanged: 'Unchanged',
        invalid: 'Invalid',
      },
      line: 'Line',
      message: 'Problem',
      none_invalid: 'Every row is valid.',
      has_invalid:
        'Correct the invalid rows in the file and choose it again: nothing is imported while one is invalid.',
      nothing: 'Nothing to import: every row is already stored as it is.',
      back: 'Back',
      next: 'Check',
      apply: 'Import',
      cancel: 'Cancel',
      checking: 'Checking the file…',
      done: 'Imported: %{new} new, %{changed} changed',
    },
  },
};
