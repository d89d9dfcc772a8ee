import AllInboxIcon from '@mui/icons-material/AllInbox';
import ForumIcon from '@mui/icons-material/Forum';
import InsightsIcon from '@mui/icons-material/Insights';
import { enquiries } from '@/domain/areas/enquiries';
import type { Area } from '@/admin/areaDef';
import { resourceLink } from '@/admin/resources';
import { AssigneeField, AssigneeInput } from './AssigneeInput';
import { BulkStatusButton } from './BulkStatusButton';
import { enquiriesPath, enquiryLink, ownEnquiriesLink } from './links';
import { StatusChip } from './StatusChip';
import { StatusWorkflowButtons } from './StatusWorkflowButtons';
import { savedRepliesLink } from '@/admin/savedReplies/links';

/**
 * Enquiries: the admin's whole list and its website and partner enquiries (the service enquiries are linked from
 * the consultants group, each partner area's group links its own kind), each partner's own enquiries, the status
 * workflow, bulk status changes and assignment. The list, show and edit screens are the generated ones; the export is the server's streamed CSV.
 */
export const enquiriesArea: Area = {
  menu: {
    admin: {
      key: 'enquiries',
      label: 'vp.menu.enquiries',
      icon: ForumIcon,
      links: [
        { ...resourceLink(enquiries, { key: 'enquiries-all', label: 'vp.menu.all_enquiries' }), icon: AllInboxIcon },
        enquiryLink('website', 'enquiries-website', 'vp.menu.website_enquiries'),
        enquiryLink('partner', 'enquiries-partner', 'vp.menu.partner_enquiries'),
        savedRepliesLink(),
        { key: 'analytics', label: 'vp.menu.analytics', to: '/dashboard/analytics', icon: InsightsIcon },
      ],
    },
    // A partner's entry is named like the list it opens ("Enquiries": its organisation's, whatever their kind).
    partner: {
      insurance: [ownEnquiriesLink(), savedRepliesLink()],
      university: [ownEnquiriesLink(), savedRepliesLink()],
      consultants: [ownEnquiriesLink(), savedRepliesLink()],
      languages: [ownEnquiriesLink(), savedRepliesLink()],
      bank: [ownEnquiriesLink(), savedRepliesLink()],
    },
  },
  aliases: {
    '/dashboard/enquiries': '/dashboard/enquiries/website-enquiry',
    '/dashboard/enquiries/website-enquiry': enquiriesPath('website'),
    '/dashboard/enquiries/partner-enquiry': enquiriesPath('partner'),
    '/dashboard/enquiries/service-enquiry': enquiriesPath('service'),
  },
  resources: {
    [enquiries.name]: {
      fields: { status: <StatusChip source="status" />, assigned_to: <AssigneeField source="assigned_to" /> },
      inputs: { assigned_to: <AssigneeInput /> },
      showActions: <StatusWorkflowButtons />,
      bulkActions: <BulkStatusButton />,
    },
  },
};
