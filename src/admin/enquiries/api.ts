import { enquiries, type EnquiryStatus } from '../../domain/areas/enquiries';
import { apiPost } from '../providers/http';

export interface BulkStatusResult {
  updated: number[];
  skipped: number[];
}

/** POST /api/enquiries/bulk-status: moves each enquiry the workflow allows; the others come back as skipped. */
export const bulkStatus = (ids: readonly (number | string)[], status: EnquiryStatus) =>
  apiPost<BulkStatusResult>(`${enquiries.base}/${enquiries.name}/bulk-status`, { ids: ids.map(Number), status });
