/**
 * Enquiries: the form tabs, the menu entries of each role (`vp.menu.*`) and the texts of the workflow and bulk
 * actions. The resource's labels, kinds and statuses are in src/domain/labels.
 */
export const enquiryMessages = {
  vp: {
    tabs: { enquiry: 'Enquiry', triage: 'Handling', source: 'Source' },
    menu: {
      enquiries: 'Enquiries',
      all_enquiries: 'All enquiries',
      website_enquiries: 'Website enquiries',
      partner_enquiries: 'Partner enquiries',
      service_enquiries: 'Service enquiries',
      waiting: '%{smart_count} waiting',
    },
    enquiries: {
      change_status: 'Change status',
      bulk_done: '%{updated} enquiries updated, %{skipped} skipped',
      mark_as: 'Mark as %{status}',
      status_changed: 'Status changed to %{status}',
      spam_title: 'Mark the enquiry of %{name} as spam?',
      spam_content: 'It leaves the open enquiries. You can reopen it later.',
      assignee_help: 'An administrator or a user of the organisation',
      assignee_help_partner: 'Someone of your organisation',
      assigned: 'Assigned',
      unassigned: 'Not assigned',
      arrived: 'A new enquiry has arrived',
      erase: 'Erase enquirer',
      erase_title: 'Erase everything from %{email}?',
      erase_content:
        'Every enquiry from this address is deleted for good, with its messages, replies and attachments, and so is the mail from this address waiting in quarantine. This cannot be undone.',
      erased:
        'Erased (enquiries: %{enquiries}, messages: %{messages}, files: %{files}, quarantined mails: %{quarantined})',
      // Under the dashboard's table of response times (src/admin/dashboard/ResponseTimes.tsx).
    },
  },
};
