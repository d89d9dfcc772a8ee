import SaveAsIcon from '@mui/icons-material/SaveAs';
import { useFormContext } from 'react-hook-form';
import { useNotify, useRecordContext, useRedirect, type HttpError } from 'react-admin';
import { LabelledButton } from '@/admin/utils/LabelledButton';
import type { ResourceDef } from '@/domain/resourceDef';
import { errorMessage, httpClient } from '@/admin/providers/http';
import { useForgetPublications } from './usePublication';

/**
 * "Save as draft" beside Save on an admin's edit form of a record the website reads: the form's values are kept as
 * the record's draft (checked as a save is, the messages next to their fields); the live record is unchanged until
 * the draft is published from the record's page.
 */
export function SaveDraftButton({ def }: { def: ResourceDef }) {
  const record = useRecordContext();
  const { handleSubmit, setError, formState } = useFormContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const forget = useForgetPublications();
  if (record?.id == null) return null;
  const save = handleSubmit(async (values) => {
    try {
      await httpClient(`${def.base}/${def.name}/${String(record.id)}/draft`, {
        method: 'PUT',
        body: JSON.stringify({ ...values, version: record.version }),
      });
    } catch (error) {
      const fields = (error as HttpError | undefined)?.body?.errors as Record<string, string> | undefined;
      for (const [name, message] of Object.entries(fields ?? {})) setError(name, { type: 'server', message });
      notify(errorMessage(error), { type: 'error' });
      return;
    }
    await forget();
    notify('vp.drafts.saved_draft', { type: 'info' });
    redirect('show', def.name, record.id);
  });
  return (
    <LabelledButton
      label="vp.drafts.save_draft"
      icon={<SaveAsIcon />}
      variant="outlined"
      disabled={formState.isSubmitting}
      onClick={() => void save()}
    />
  );
}
