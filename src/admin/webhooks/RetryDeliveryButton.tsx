import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { webhooks } from '@/domain/areas/webhooks';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';

/** Sends a failed delivery again (same id, same body); shown on failed deliveries to whoever may edit webhooks. */
export function RetryDeliveryButton() {
  const record = useRecordContext<RaRecord & { status: string }>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: webhooks.name, action: 'edit' });
  const { busy, run } = useRecordCommand();
  if (!record || record.status !== 'failed' || !canAccess) return null;
  return (
    <Button
      label="vp.webhooks.retry"
      aria-label={translate('vp.webhooks.retry')}
      disabled={busy}
      onClick={(event) => {
        // A row opens its record on click: the button's click is its own.
        event.stopPropagation();
        void run(`/api/webhook-deliveries/${record.id}/retry`, { message: 'vp.webhooks.retried', refresh: true });
      }}
    >
      <ReplayIcon />
    </Button>
  );
}
