/** Texts of a list's selection of every record its filter matches (`vp.whole_filter.*`). */
export const wholeFilterMessages = {
  vp: {
    whole_filter: {
      select_all: 'Select all %{count} matching',
      selected_all: 'All %{count} matching records are selected',
      page_only: 'Select this page only',
      delete_title: 'Delete all %{count} matching records',
      delete_content:
        'Every record this list shows on all its pages will be deleted: %{count}. You can undo it right after.',
    },
  },
};
