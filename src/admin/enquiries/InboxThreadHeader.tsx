import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQueryClient } from '@tanstack/react-query';
import { RecordContextProvider, useNotify, useTranslate } from 'react-admin';
import { canMove, enquiries, STATUS_FLOW, type EnquiryStatus } from '@/domain/areas/enquiries';
import { errorMessage } from '@/admin/providers/http';
import { useUndoableNotify } from '@/admin/resources/undo';
import { bulkStatus } from './api';
import type { EnquiryRow } from './inboxRow';
import { StatusChip } from './StatusChip';
import { messagesKey } from './threadApi';
import { STATUS_ICON } from './statusIcons';

/** Moves an enquiry to a status the workflow allows, with an Undo in the toast. */
export function useMoveStatus() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyUndoable = useUndoableNotify();
  const queryClient = useQueryClient();
  const label = (status: EnquiryStatus) => translate(`vp.choices.enquiry_status.${status}`);
  return async (row: EnquiryRow, to: EnquiryStatus) => {
    if (row.status === to) return;
    const refused = () =>
      notify('vp.inbox.not_allowed', { type: 'warning', messageArgs: { from: label(row.status), to: label(to) } });
    if (!canMove(row.status, to)) return refused();
    try {
      const { updated, changeSet } = await bulkStatus([row.id], to);
      if (!updated.length) return refused();
      notifyUndoable(
        'vp.enquiries.status_changed',
        { base: enquiries.base, resource: enquiries.name, changeSets: [changeSet] },
        { status: label(to) },
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [enquiries.name] }),
      queryClient.invalidateQueries({ queryKey: messagesKey(row.id) }),
    ]);
  };
}

/**
 * The moves the workflow allows from the open enquiry's status, one button each (a wide screen's mouse controls):
 * saved as the keys save them, with an Undo in the toast.
 */
export function StatusButtons({ record, move }: { record: EnquiryRow; move: ReturnType<typeof useMoveStatus> }) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const label = (status: EnquiryStatus) => translate(`vp.choices.enquiry_status.${status}`);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={translate('vp.enquiries.change_status')}
      sx={{ flexWrap: 'wrap' }}
    >
      {(STATUS_FLOW[record.status] ?? []).map((status) => (
        <Button
          key={status}
          size="small"
          variant="outlined"
          color={status === 'spam' ? 'error' : 'primary'}
          startIcon={STATUS_ICON[status]}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void move(record, status).finally(() => setBusy(false));
          }}
        >
          {translate('vp.enquiries.mark_as', { status: label(status) })}
        </Button>
      ))}
    </Stack>
  );
}

/** The open enquiry's name, address and status, a link to its page, and (given) actions and status buttons. */
export function ThreadHeader({
  record,
  actions,
  statusButtons,
}: {
  record: EnquiryRow;
  actions?: ReactNode;
  statusButtons?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {actions}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" noWrap>
          {record.full_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {record.email}
        </Typography>
      </Box>
      <RecordContextProvider value={record}>
        <StatusChip />
      </RecordContextProvider>
      <Tooltip title={translate('vp.inbox.open_page')}>
        <IconButton
          component={Link}
          to={`/${enquiries.name}/${record.id}/show`}
          aria-label={translate('vp.inbox.open_page')}
        >
          <OpenInNewIcon />
        </IconButton>
      </Tooltip>
      {statusButtons && <Box sx={{ flexBasis: '100%' }}>{statusButtons}</Box>}
    </Stack>
  );
}
