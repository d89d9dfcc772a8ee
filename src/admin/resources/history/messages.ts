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
        'The record goes back to how it was on %{when}: each field changed since gets its value of then. This is saved as a new change, which you can undo.',
      restored: 'Restored',
    },
  },
};
