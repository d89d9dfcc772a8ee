/** The mail quarantine's actions (its labels and reasons are in src/domain/labels). */
export const quarantineMessages = {
  vp: {
    quarantine: {
      waiting: '%{smart_count} mail held |||| %{smart_count} mails held',
      assign: 'Add to an enquiry',
      assign_title: 'Add this mail to an enquiry',
      assign_help:
        'It joins the enquiry’s conversation as the enquirer’s answer. Enquiries from the sender’s address are listed first; search for any other by name or address.',
      enquiry: 'Enquiry',
      no_enquiries: 'No enquiry found',
      assigned: 'The mail was added to the enquiry.',
      delete: 'Delete',
      delete_title: 'Delete this mail?',
      delete_content: 'The mail is deleted for good. This cannot be undone.',
      deleted: 'The mail was deleted.',
    },
  },
};
