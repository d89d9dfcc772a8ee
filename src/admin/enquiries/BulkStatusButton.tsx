import { useState, type MouseEvent } from 'react';
import { Menu, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { enquiries, ENQUIRY_STATUSES, type EnquiryStatus } from '@/domain/areas/enquiries';
import { useUndoableNotify } from '@/admin/resources/undo';
import { errorMessage } from '@/admin/providers/http';
import { bulkStatus } from './api';

/**
 * The list's bulk action: a menu of the statuses; the chosen one is applied to the selected enquiries the
 * workflow allows (POST bulk-status), and a toast says how many moved and how many were skipped.
 */
export function BulkStatusButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyUndoable = useUndoableNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);

  const apply = async (status: EnquiryStatus) => {
    setAnchor(null);
    setSaving(true);
    try {
      const { updated, skipped, changeSet } = await bulkStatus(selectedIds, status);
      const messageArgs = { updated: updated.length, skipped: skipped.length };
      if (skipped.length) notify('vp.enquiries.bulk_done', { type: 'warning', messageArgs });
      else
        notifyUndoable(
          'vp.enquiries.bulk_done',
          { base: enquiries.base, resource: enquiries.name, changeSets: [changeSet] },
          messageArgs,
        );
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        label="vp.enquiries.change_status"
        disabled={saving}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'enquiry-bulk-status' : undefined}
      >
        <SwapHorizIcon />
      </Button>
      <Menu id="enquiry-bulk-status" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {ENQUIRY_STATUSES.map((status) => (
          <MenuItem key={status} onClick={() => void apply(status)}>
            {translate(`vp.choices.enquiry_status.${status}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
