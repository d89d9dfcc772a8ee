import type { ReactNode } from 'react';
import { BulkActionsToolbar, useListContext } from 'react-admin';

/**
 * react-admin's bulk actions bar, inert while no row is selected: it is only slid out of sight then, and its
 * buttons stayed in the tab order (Enter on the unseen Delete asked to delete 0 records). The wrapper adds no box.
 */
export function BulkBar({ children }: { children: ReactNode }) {
  const { selectedIds = [] } = useListContext();
  return (
    <div inert={selectedIds.length === 0} style={{ display: 'contents' }}>
      <BulkActionsToolbar>{children}</BulkActionsToolbar>
    </div>
  );
}
