import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useCanAccess, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';

/**
 * An enquirer's request to be forgotten, from one of their enquiries (admins only, like deleting): after a
 * confirmation naming the address, POST /api/enquiries/erase takes all of it in one audited step, the toast counts
 * what went, and the page goes back to the list, since this enquiry is gone too.
 */
export function EraseEnquirerButton() {
  const record = useRecordContext<{ id: number; email: string }>();
  const resource = useResourceContext() ?? 'enquiries';
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const { run } = useRecordCommand();
  if (!record?.email || !canAccess) return null;
  const erase = async () => {
    const erased = await run(
      '/api/enquiries/erase',
      { message: 'vp.enquiries.erased', messageArgs: (counts) => counts },
      { email: record.email },
    );
    if (erased) redirect('list', resource);
  };
  return (
    <ConfirmedCommandButton
      label="vp.enquiries.erase"
      icon={<PersonRemoveIcon />}
      color="error"
      title="vp.enquiries.erase_title"
      content="vp.enquiries.erase_content"
      translateOptions={{ email: record.email }}
      onConfirm={erase}
    />
  );
}
