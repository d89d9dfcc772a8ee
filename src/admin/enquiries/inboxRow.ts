import type { RaRecord } from 'react-admin';
import type { EnquiryStatus } from '@/domain/areas/enquiries';

/** An enquiry as the inbox lists it. */
export interface EnquiryRow extends RaRecord {
  full_name: string;
  email: string;
  message: string;
  status: EnquiryStatus;
  created_at: string;
  waiting_since: string | null;
  /** waiting_since plus the organisation's response target, kept by the server (none when nobody waits). */
  respond_by: string | null;
  locale: string | null;
  organization_id: number | null;
}
