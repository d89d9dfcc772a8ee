import { useGetList } from 'react-admin';
import { mailQuarantine } from '@/domain/areas/mailQuarantine';
import type { MenuLink } from '@/admin/menu';
import { resourceLink } from '@/admin/resources';

/** How many mails wait in the quarantine: the list's total (Content-Range) of a one-row page. */
function useHeldCount(): number | undefined {
  const { total } = useGetList(mailQuarantine.name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  return total;
}

/** The admin's menu entry to the quarantine, with the count of mails held there. */
export const quarantineLink = (): MenuLink => ({
  ...resourceLink(mailQuarantine, { key: 'mail-quarantine' }),
  badge: { useCount: useHeldCount, label: 'vp.quarantine.waiting' },
});
