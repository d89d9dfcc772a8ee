import { enquiries, type EnquiryStatus } from '@/domain/areas/enquiries';
import { httpClient } from '@/admin/providers/http';
import { CHANGE_SET_HEADER } from '@/admin/resources/undo';

export interface BulkStatusResult {
  updated: number[];
  skipped: number[];
  /** What an undo takes the moves back by (none when nothing moved). */
  changeSet: string | null;
}

/** POST /api/enquiries/bulk-status: moves each enquiry the workflow allows; the others come back as skipped. */
export async function bulkStatus(ids: readonly (number | string)[], status: EnquiryStatus): Promise<BulkStatusResult> {
  const { json, headers } = await httpClient(`${enquiries.base}/${enquiries.name}/bulk-status`, {
    method: 'POST',
    body: JSON.stringify({ ids: ids.map(Number), status }),
  });
  return { ...(json as Omit<BulkStatusResult, 'changeSet'>), changeSet: headers.get(CHANGE_SET_HEADER) };
}
