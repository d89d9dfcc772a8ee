/**
 * Enquiries: the resource's labels (`resources.enquiries.*`), its kinds and statuses (`vp.choices.enquiry_*`), its
 * form tabs, the menu entries of each role (`vp.menu.*`) and the texts of the workflow and bulk actions.
 */
export const enquiryMessages = {
  resources: {
    enquiries: {
      name: 'Enquiry |||| Enquiries',
      fields: {
        kind: 'Kind',
        status: 'Status',
        organization_id: 'Organisation',
        full_name: 'Full name',
        email: 'Email',
        phone: 'Phone',
        nationality: 'Nationality',
        destination: 'Destination',
        message: 'Message',
        company_name: 'Company',
        partner_type: 'Type of organisation',
        course_id: 'Course',
        loan_product_id: 'Loan product',
        cover_id: 'Cover',
        offer_id: 'Offer',
        assigned_to: 'Assigned to',
        internal_notes: 'Internal notes',
        consent: 'Consent to be contacted',
        source_url: 'Sent from page',
        utm_source: 'UTM source',
        utm_medium: 'UTM medium',
        utm_campaign: 'UTM campaign',
      },
    },
  },
  vp: {
    choices: {
      enquiry_kind: {
        website: 'Website (contact us)',
        partner: 'Partner',
        service: 'Service',
        insurance: 'Insurance',
        university: 'University',
        language: 'Language',
        credit: 'Credit',
      },
      enquiry_status: { new: 'New', in_progress: 'In progress', closed: 'Closed', spam: 'Spam' },
    },
    tabs: { enquiry: 'Enquiry', triage: 'Handling', source: 'Source' },
    menu: {
      enquiries: 'Enquiries',
      all_enquiries: 'All enquiries',
      website_enquiries: 'Website enquiries',
      partner_enquiries: 'Partner enquiries',
      service_enquiries: 'Service enquiries',
    },
    enquiries: {
      change_status: 'Change status',
      bulk_done: '%{updated} enquiries updated, %{skipped} skipped',
      mark_as: 'Mark as %{status}',
      status_changed: 'Status changed to %{status}',
      spam_title: 'Mark the enquiry of %{name} as spam?',
      spam_content: 'It leaves the open enquiries. You can reopen it later.',
      assignee_help: 'An administrator or a user of the organisation',
      assigned: 'Assigned',
      unassigned: 'Not assigned',
    },
  },
};
