import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { draftKey, dropDraft, readDraft, writeDraft } from '@/admin/providers/drafts';

/**
 * Keeps the form's unsaved input across a reload of the page: written to the tab's storage as it changes, given
 * back when the same form opens again (saying so, with Discard), dropped once saved.
 */
export function FormDraft() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const translate = useTranslate();
  const { watch, reset, getValues } = useFormContext();
  const { isDirty, isSubmitSuccessful } = useFormState();
  const key = draftKey(resource ?? '', record?.id);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const [restored, setRestored] = useState(false);
  const original = useRef<Record<string, unknown> | null>(null);

  useEffect(() => {
    const draft = readDraft(key);
    if (!draft) return;
    // After react-admin's form has taken the record (its reset runs in an effect of its own, after this one).
    const timer = setTimeout(() => {
      original.current = getValues();
      // The draft becomes the input, the record stays what it is compared with: the form is changed, and guarded.
      reset({ ...getValues(), ...draft.values }, { keepDefaultValues: true });
      setRestored(true);
    });
    return () => clearTimeout(timer);
    // Restored once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const subscription = watch((values) => {
      // After the change is applied: isDirty is read on the next tick.
      queueMicrotask(() => {
        if (dirty.current) writeDraft(key, { version: record?.version as number | undefined, values });
        else dropDraft(key);
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, key, record?.version]);

  useEffect(() => {
    if (isSubmitSuccessful) {
      dropDraft(key);
      setRestored(false);
    }
  }, [isSubmitSuccessful, key]);

  if (!restored) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            dropDraft(key);
            reset(original.current ?? undefined);
            setRestored(false);
          }}
        >
          {translate('vp.form.discard_draft')}
        </Button>
      }
    >
      {translate('vp.form.draft_restored')}
    </Alert>
  );
}
