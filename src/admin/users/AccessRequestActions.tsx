import { useState, type MouseEvent } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import {
  Button,
  Form,
  HttpError,
  SaveButton,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { OrgType } from '@/domain/roles';
import { errorMessage, httpClient } from '@/admin/providers/http';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import { OrganizationPicker } from './OrganizationInput';

interface AccessRequestRecord extends RaRecord {
  first_name: string;
  last_name: string;
  email: string;
  organisation: string;
  partner_type: OrgType;
  status: 'pending' | 'approved' | 'rejected';
}

const stop = (event: MouseEvent) => event.stopPropagation();

/** Decisions are the admin's who may create users; only pending requests can be decided. */
function usePendingRequest() {
  const record = useRecordContext<AccessRequestRecord>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'create' });
  return record && canAccess && record.status === 'pending' ? record : null;
}

/** Approve: a dialog to put the new user into a new organisation named after the request, or an existing one. */
function ApproveButton() {
  const record = usePendingRequest();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button
        label="vp.access.approve"
        onClick={(event) => {
          stop(event);
          setOpen(true);
        }}
      >
        <CheckIcon />
      </Button>
      {open && <ApproveDialog record={record} onClose={() => setOpen(false)} />}
    </>
  );
}

function ApproveDialog({ record, onClose }: { record: AccessRequestRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [existing, setExisting] = useState(false);
  /** Answers the organisation's field error (wrong type, gone) to the form; anything else as a toast. */
  const approve = async ({ organization_id }: { organization_id?: number | null }) => {
    try {
      await httpClient(`/api/access-requests/${record.id}/approve`, {
        method: 'POST',
        body: JSON.stringify({ organization_id: existing ? (organization_id ?? null) : null }),
      });
      notify('vp.access.approved', { type: 'success', messageArgs: { email: record.email } });
      onClose();
      refresh();
      return undefined;
    } catch (error) {
      const fieldError =
        error instanceof HttpError
          ? (error.body as { errors?: Record<string, string> } | null)?.errors?.organization_id
          : undefined;
      if (fieldError && existing) return { organization_id: fieldError };
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} onClick={stop} aria-labelledby={`approve-${record.id}`} fullWidth maxWidth="sm">
      <Form record={{ organization_id: null }} onSubmit={approve}>
        <DialogTitle id={`approve-${record.id}`}>
          {translate('vp.access.approve_title', { name: `${record.first_name} ${record.last_name}` })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('vp.access.approve_text', {
              email: record.email,
              type: translate(`vp.choices.org_type.${record.partner_type}`),
            })}
          </DialogContentText>
          <RadioGroup
            value={existing ? 'existing' : 'new'}
            onChange={(event) => setExisting(event.target.value === 'existing')}
            sx={{ my: 1 }}
          >
            <FormControlLabel
              value="new"
              control={<Radio />}
              label={translate('vp.access.new_organization', { name: record.organisation })}
            />
            <FormControlLabel
              value="existing"
              control={<Radio />}
              label={translate('vp.access.existing_organization')}
            />
          </RadioGroup>
          {existing && (
            <Box sx={{ pl: 4 }}>
              <OrganizationPicker
                source="organization_id"
                type={record.partner_type}
                label="vp.access.organization"
                isRequired
              />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose}>
            <CloseIcon />
          </Button>
          <SaveButton label="vp.access.approve" icon={<CheckIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** Reject, after a confirmation; no account is created. */
function RejectButton() {
  const record = usePendingRequest();
  const { run } = useRecordCommand();
  if (!record) return null;
  return (
    <ConfirmedCommandButton
      label="vp.access.reject"
      icon={<CloseIcon />}
      color="error"
      title="vp.access.reject_title"
      content="vp.access.reject_content"
      translateOptions={{ email: record.email }}
      onConfirm={() =>
        run(`/api/access-requests/${record.id}/reject`, {
          message: 'vp.access.rejected',
          messageArgs: { email: record.email },
          type: 'info',
          refresh: true,
        })
      }
    />
  );
}

/** Both decisions, side by side (a list row, a show page's toolbar). */
export function AccessRequestActions() {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }} onClick={stop}>
      <ApproveButton />
      <RejectButton />
    </Box>
  );
}
