import { useState, type MouseEvent } from 'react';
import { Menu, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../domain/areas/enquiries';
import { errorMessage } from '../providers/http';
import { bulkStatus } from './api';

/**
 * The list's bulk action: a menu of the statuses; the chosen one is applied to the selected enquiries the
 * workflow allows (POST bulk-status), and a toast says how many moved and how many were skipped.
 */
export function BulkStatusButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);

  const apply = async (status: EnquiryStatus) => {
    setAnchor(null);
    setSaving(true);
    try {
      const { updated, skipped } = await bulkStatus(selectedIds, status);
      notify('vp.enquiries.bulk_done', {
        type: skipped.length ? 'warning' : 'success',
        messageArgs: { updated: updated.length, skipped: skipped.length },
      });
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
