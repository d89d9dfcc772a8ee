/**
 * The generated lists' own texts (`vp.list.*`: empty state, phone filters, saved views) and the names of the
 * views the definitions give each role (`vp.views.<key>`).
 */
export const listMessages = {
  vp: {
    list: {
      empty: 'No %{name} yet',
      empty_vowel: 'No %{name} yet',
      empty_invite: 'Records you create appear here.',
      empty_read_only: 'Records appear here as they are added.',
      filters: 'Filters',
      filters_count: 'Filters (%{count})',
      show_results: 'Show results',
      views: 'Views',
      suggested_views: 'Suggested views',
      my_views: 'My views',
      all_records: 'All records',
      save_view: 'Save current view…',
      save_view_title: 'Save the current filters, sort and columns as a view',
      view_name: 'Name of the view',
      remove_view: 'Remove the view “%{name}”',
      view_saved: 'View “%{name}” saved',
    },
    views: {
      new_website_this_week: 'New website enquiries this week',
      in_progress: 'In progress',
      new_enquiries: 'New enquiries',
      unpublished: 'Not published',
      unverified: 'Not verified yet',
    },
  },
};
