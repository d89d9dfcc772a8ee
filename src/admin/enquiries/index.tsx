import { lazy } from 'react';
import AllInboxIcon from '@mui/icons-material/AllInbox';
import ForumIcon from '@mui/icons-material/Forum';
import InsightsIcon from '@mui/icons-material/Insights';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { enquiries } from '@/domain/areas/enquiries';
import type { Area } from '@/admin/areaDef';
import { resourceLink } from '@/admin/resources';
import { AssigneeField, AssigneeInput } from './AssigneeInput';
import { BulkStatusButton } from './BulkStatusButton';
import { EnquiryThreadPanel } from './EnquiryThreadPanel';
import { enquiriesPath, enquiryLink, ownEnquiriesLink } from './links';
import { StatusChip } from './StatusChip';
import { EraseEnquirerButton } from './EraseEnquirerButton';
import { StatusWorkflowButtons } from './StatusWorkflowButtons';
import { waitingBadge } from './waitingCount';
import { quarantineLink } from '@/admin/quarantine/links';
import { savedRepliesLink } from '@/admin/savedReplies/links';

// The inbox loads when opened.
const InboxPage = lazy(() => import('./InboxPage').then((module) => ({ default: module.InboxPage })));

const INBOX_PATH = '/inbox';
const LIST_ACCESS = { resource: enquiries.name, action: 'list' } as const;
/** The inbox, above the enquiries, for everyone who may list them; its badge counts those waiting for an answer. */
const inboxLink = {
  key: 'inbox',
  label: 'vp.menu.inbox',
  to: INBOX_PATH,
  icon: MoveToInboxIcon,
  access: LIST_ACCESS,
  badge: waitingBadge,
};

/**
 * Enquiries: the admin's whole list and its website and partner enquiries (the service enquiries are linked from
 * the consultants group, each partner area's group links its own kind), each partner's own enquiries, the status
 * workflow, bulk status changes and assignment. The list, show and edit screens are the generated ones (the show
 * page with the conversation below the fields); the export is the server's streamed CSV. The inbox is a screen of
 * its own: the list, the conversation and the reply box side by side.
 */
export const enquiriesArea: Area = {
  screens: { [INBOX_PATH]: { element: <InboxPage />, access: LIST_ACCESS } },
  menu: {
    admin: {
      key: 'enquiries',
      label: 'vp.menu.enquiries',
      icon: ForumIcon,
      links: [
        inboxLink,
        { ...resourceLink(enquiries, { key: 'enquiries-all', label: 'vp.menu.all_enquiries' }), icon: AllInboxIcon },
        enquiryLink('website', 'enquiries-website', 'vp.menu.website_enquiries'),
        enquiryLink('partner', 'enquiries-partner', 'vp.menu.partner_enquiries'),
        savedRepliesLink(),
        quarantineLink(),
        { key: 'analytics', label: 'vp.menu.analytics', to: '/dashboard/analytics', icon: InsightsIcon },
      ],
    },
    // A partner's entry is named like the list it opens ("Enquiries": its organisation's, whatever their kind).
    partner: {
      insurance: [inboxLink, ownEnquiriesLink(), savedRepliesLink()],
      university: [inboxLink, ownEnquiriesLink(), savedRepliesLink()],
      consultants: [inboxLink, ownEnquiriesLink(), savedRepliesLink()],
      languages: [inboxLink, ownEnquiriesLink(), savedRepliesLink()],
      bank: [inboxLink, ownEnquiriesLink(), savedRepliesLink()],
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
      showActions: (
        <>
          <StatusWorkflowButtons />
          <EraseEnquirerButton />
        </>
      ),
      showPanel: <EnquiryThreadPanel />,
      bulkActions: <BulkStatusButton />,
    },
  },
};
