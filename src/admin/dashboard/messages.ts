/** /dashboard/app's figures and attention items, and /dashboard/analytics. */
export const dashboardMessages = {
  vp: {
    menu: { analytics: 'Analytics' },
    dashboard: {
      new_this_week: 'New enquiries this week',
      open: 'Open enquiries',
      last_30_days: 'Enquiries in the last 30 days',
      per_week: 'Enquiries per week',
      attention_title: 'Needs attention',
      nothing_pending: 'Nothing needs your attention.',
      figures_error: 'The figures could not be loaded.',
      attention: {
        pending_requests: 'One access request to decide |||| %{smart_count} access requests to decide',
        unverified: 'One organisation not verified |||| %{smart_count} organisations not verified',
        unpublished: 'One organisation not published |||| %{smart_count} organisations not published',
        own_unpublished: 'Your listing is not published',
        own_unverified: 'Your organisation is not verified yet',
      },
    },
    analytics: {
      title: 'Analytics',
      period: 'Period',
      from: 'From',
      to: 'To',
      invalid_period: 'The end must not be before the start',
      total: '%{count} enquiries in this period',
      empty: 'No enquiries in this period.',
      by_kind: 'By kind',
      by_status: 'By status',
      by_nationality: 'By nationality (top 10)',
      by_partner: 'By partner (top 10)',
      other: 'Other',
      unknown: 'Not given',
    },
  },
};
