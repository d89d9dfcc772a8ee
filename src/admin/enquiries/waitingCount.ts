import { useGetList } from 'react-admin';
import { enquiries } from '@/domain/areas/enquiries';
import { SUMMARY_VIEW } from '@/domain/resourceDef';
import type { MenuBadge } from '@/admin/menu';

/** Every enquiry with a `waiting_since` (a fixed lower bound keeps the query's key, hence its cache, stable). */
const WAITING = { waiting_since_gte: '1970-01-01T00:00:00.000Z' };

/**
 * How many enquiries the user may see are waiting for an answer: the list's total (Content-Range) of a one-row
 * page. Its query is one of the enquiries' (['enquiries', ...]), which the live events reload.
 */
function useWaitingCount(): number | undefined {
  const { total } = useGetList(enquiries.name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: WAITING,
    // The summary view: no message bodies for a count.
    meta: { view: SUMMARY_VIEW },
  });
  return total;
}

/** The inbox entry's badge: "3 waiting". */
export const waitingBadge: MenuBadge = { useCount: useWaitingCount, label: 'vp.menu.waiting' };
