/** A record's history and its restore (`vp.history.*`). */
export const historyMessages = {
  vp: {
    history: {
      title: 'History',
      empty: 'No change of this record has been recorded yet.',
      latest: 'The latest %{shown} of %{smart_count} changes.',
      when_by: '%{when}, by %{name}',
      changes: 'Changes of %{when}',
      action: {
        create: 'Created',
        update: 'Changed',
        verify: 'Confirmed unchanged',
        delete: 'Deleted',
      },
      restore_field: 'Restore',
      restore_version: 'Restore this version',
      restore_title: 'Restore an earlier value?',
      restore_field_content:
        '“%{field}” goes back to its value of %{when}. This is saved as a new change, which you can undo.',
      restore_version_content:
        'Each field changed here goes back to its value of %{when}. This is saved as a new change, which you can undo.',
      restored: 'Restored',
    },
  },
};
