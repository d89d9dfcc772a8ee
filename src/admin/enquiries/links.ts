import { enquiries, type EnquiryKind } from '@/domain/areas/enquiries';
import type { MenuLink } from '@/admin/menu';
import { resourceLink } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

/** The enquiries list, pre-filtered by kind (an alias target). */
export const enquiriesPath = (kind: EnquiryKind) => alias.withFilter(`/${enquiries.name}`, { kind });

/** An admin menu entry to the enquiries of one kind (e.g. the universities group's "Enquiries"). */
export const enquiryLink = (kind: EnquiryKind, key: string, label = 'vp.menu.enquiries'): MenuLink =>
  resourceLink(enquiries, { key, label, filter: { kind } });

/** A partner's menu entry to its own enquiries (the API shows a partner only its organisation's). */
export const ownEnquiriesLink = (): MenuLink => resourceLink(enquiries, { key: 'own-enquiries' });
