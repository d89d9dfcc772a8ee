/**
 * The generated lists' own texts (`vp.list.*`: empty state, phone filters, saved views) and the names of the
 * views the definitions give each role (`vp.views.<key>`).
 */
export const listMessages = {
  vp: {
    list: {
      estimated_range: '%{offsetBegin}-%{offsetEnd} of about %{total}',
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
      edit_view: 'Rename or share the view “%{name}”',
      edit_view_title: 'Rename or share the view',
      shared_views: 'Shared with you',
      shared_by: 'Shared by %{name}',
      shared_note: 'Shared',
      shared_with: 'Share with',
      shared_with_help: 'Everyone with this role sees the view in their Views menu.',
      shared_with_nobody: 'Nobody (only me)',
      current_view: 'Current view: %{name}',
      all_tab: 'All',
      status_tabs: 'Records by status',
    },
    views: {
      new_website_this_week: 'New website enquiries this week',
      unanswered: 'Unanswered',
      over_target: 'Over the response target',
      in_progress: 'In progress',
      new_enquiries: 'New enquiries',
      unpublished: 'Not published',
      unverified: 'Not verified yet',
      due_for_review: 'Due for review',
    },
  },
};
