import { useState } from 'react';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import {
  Autocomplete,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Button, useGetList, useRecordContext, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { enquiries } from '@/domain/areas/enquiries';
import { SUMMARY_VIEW } from '@/domain/resourceDef';
import { useDebounced } from '@/admin/utils/useDebounced';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';

type QuarantinedMail = RaRecord & { from_address: string | null };
type Enquiry = RaRecord & { full_name: string; email: string };

const OPTIONS = 10;

/**
 * Threads a quarantined mail into the enquiry an admin picks (POST /api/inbound/quarantine/:id/assign), then opens
 * that enquiry. The picker starts with the enquiries from the mail's sender, newest first; typing searches all
 * enquiries by name, address or text.
 */
export function AssignToEnquiryButton() {
  const record = useRecordContext<QuarantinedMail>();
  const translate = useTranslate();
  const redirect = useRedirect();
  const { busy, run } = useRecordCommand();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Enquiry | null>(null);
  const search = useDebounced(typed.trim(), 300);
  const q = search || record?.from_address || '';
  const { data = [], isPending } = useGetList<Enquiry>(
    enquiries.name,
    {
      pagination: { page: 1, perPage: OPTIONS },
      sort: { field: 'created_at', order: 'DESC' },
      filter: q ? { q } : {},
      meta: { view: SUMMARY_VIEW },
    },
    { enabled: open },
  );
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setTyped('');
    setChosen(null);
  };
  const assign = async () => {
    if (!chosen) return;
    const done = await run(
      `/api/inbound/quarantine/${record.id}/assign`,
      { message: 'vp.quarantine.assigned' },
      { enquiry_id: chosen.id },
    );
    if (done) {
      close();
      redirect('show', enquiries.name, chosen.id);
    }
  };
  return (
    <>
      <Button label="vp.quarantine.assign" aria-label={translate('vp.quarantine.assign')} onClick={() => setOpen(true)}>
        <MoveToInboxIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="assign-mail-title">
        <DialogTitle id="assign-mail-title">{translate('vp.quarantine.assign_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('vp.quarantine.assign_help')}</DialogContentText>
          <Autocomplete<Enquiry>
            options={data}
            value={chosen}
            onChange={(_, value) => setChosen(value)}
            inputValue={typed}
            onInputChange={(_, value, reason) => {
              if (reason === 'input' || reason === 'clear') setTyped(value);
            }}
            // The server searched: every option it answered is a match.
            filterOptions={(options) => options}
            getOptionLabel={(enquiry) => `${enquiry.full_name} · ${enquiry.email} · #${enquiry.id}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={isPending}
            noOptionsText={translate('vp.quarantine.no_enquiries')}
            renderInput={(params) => <TextField {...params} autoFocus label={translate('vp.quarantine.enquiry')} />}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={!chosen || busy} onClick={() => void assign()}>
            {translate('vp.quarantine.assign')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
