import { useState } from 'react';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import {
  Button,
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { errorMessage, httpClient } from '@/admin/providers/http';

interface Erased {
  enquiries: number;
  messages: number;
  files: number;
  quarantined: number;
}

/**
 * An enquirer's request to be forgotten, from one of their enquiries (admins only, like deleting): after a
 * confirmation naming the address, POST /api/enquiries/erase takes all of it in one audited step, and the page
 * goes back to the list, since this enquiry is gone too.
 */
export function EraseEnquirerButton() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; email: string }>();
  const resource = useResourceContext() ?? 'enquiries';
  const notify = useNotify();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record?.email || !canAccess) return null;
  const erase = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient('/api/enquiries/erase', {
        method: 'POST',
        body: JSON.stringify({ email: record.email }),
      });
      setOpen(false);
      notify('vp.enquiries.erased', { type: 'success', messageArgs: { ...(json as Erased) } });
      redirect('list', resource);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        label="vp.enquiries.erase"
        aria-label={translate('vp.enquiries.erase')}
        color="error"
        onClick={() => setOpen(true)}
      >
        <PersonRemoveIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="vp.enquiries.erase_title"
        content="vp.enquiries.erase_content"
        translateOptions={{ email: record.email }}
        confirm="vp.enquiries.erase"
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
