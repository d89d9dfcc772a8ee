import DeleteIcon from '@mui/icons-material/Delete';
import { useRecordContext, useRedirect } from 'react-admin';
import { mailQuarantine } from '@/domain/areas/mailQuarantine';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';

/** Deletes a quarantined mail after a confirmation (DELETE /api/inbound/quarantine/:id), then back to the list. */
export function DeleteQuarantinedButton() {
  const record = useRecordContext();
  const redirect = useRedirect();
  const { run } = useRecordCommand();
  if (!record) return null;
  const remove = async () => {
    if (await run(`/api/inbound/quarantine/${record.id}`, { message: 'vp.quarantine.deleted' }, {}, 'DELETE'))
      redirect('list', mailQuarantine.name);
  };
  return (
    <ConfirmedCommandButton
      label="vp.quarantine.delete"
      icon={<DeleteIcon />}
      color="error"
      title="vp.quarantine.delete_title"
      content="vp.quarantine.delete_content"
      onConfirm={remove}
    />
  );
}
