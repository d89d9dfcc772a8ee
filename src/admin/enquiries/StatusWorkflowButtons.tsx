import { useState } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { errorMessage } from '@/admin/providers/http';
import { STATUS_FLOW, type EnquiryStatus } from '@/domain/areas/enquiries';
import { STATUS_ICON } from './statusIcons';

/**
 * The show page's status workflow: one button per status the current one may move to (STATUS_FLOW); marking
 * an enquiry as spam asks first. Saved pessimistically with the record's version (a stale one is a 409).
 */
export function StatusWorkflowButtons() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'enquiries';
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const [update, { isPending }] = useUpdate();
  const [confirming, setConfirming] = useState<EnquiryStatus | null>(null);
  const current = record?.status as EnquiryStatus | undefined;
  if (!record || !current || !canAccess || !STATUS_FLOW[current]) return null;

  const label = (status: EnquiryStatus) => translate(`vp.choices.enquiry_status.${status}`);
  const move = (status: EnquiryStatus) => {
    setConfirming(null);
    update(
      resource,
      { id: record.id, data: { ...record, status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('vp.enquiries.status_changed', { type: 'success', messageArgs: { status: label(status) } });
          refresh();
        },
        onError: (error) => notify(errorMessage(error), { type: 'error' }),
      },
    );
  };

  return (
    <>
      {STATUS_FLOW[current].map((status) => (
        <Button
          key={status}
          label={translate('vp.enquiries.mark_as', { status: label(status) })}
          disabled={isPending}
          color={status === 'spam' ? 'error' : 'primary'}
          onClick={() => (status === 'spam' ? setConfirming(status) : move(status))}
        >
          {STATUS_ICON[status]}
        </Button>
      ))}
      <Confirm
        isOpen={confirming !== null}
        loading={isPending}
        title="vp.enquiries.spam_title"
        content="vp.enquiries.spam_content"
        translateOptions={{ name: String(record.full_name ?? '') }}
        onConfirm={() => confirming && move(confirming)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
