import {
  DeleteWithConfirmButton,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUnselect,
  type DeleteWithConfirmButtonProps,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ResourceDef } from '@/domain/resourceDef';
import { useTitleOf } from '@/admin/resources/RecordTitle';

/**
 * Delete with a confirmation that names the record ("Delete country visa Tourist visa"): react-admin only
 * puts a record representation into the dialog when it is a text, and ours is an element (localised titles);
 * and it writes the kind in lower case, which German does not.
 */
export function DeleteRecordButton({
  def,
  ...props
}: { def: ResourceDef } & Omit<DeleteWithConfirmButtonProps, 'titleTranslateOptions'>) {
  const record = useRecordContext(props);
  const titleOf = useTitleOf(def);
  const translate = useTranslate();
  const recordRepresentation = record ? titleOf(record) : '';
  const kind = translate(`resources.${def.name}.name`, { smart_count: 1 });
  // Abbreviations keep their case (FAQ).
  const lower = translate('vp.show.lower_case_kind') === 'yes' && kind.charAt(1) !== kind.charAt(1).toUpperCase();
  const name = lower ? kind.charAt(0).toLowerCase() + kind.slice(1) : kind;
  const options = { recordRepresentation, name };
  const redirect = useRedirect();
  const unselect = useUnselect(def.name);
  // Outside a form (a list's row) there is none.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const onSuccess = () => {
    if (record) unselect([record.id]);
    // The record is gone: its form's unsaved changes are moot and must not hold the redirect.
    form?.reset(undefined, { keepValues: true });
    redirect(props.redirect ?? 'list', def.name);
  };
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      // The toast is the data provider's, with Undo (see undo.ts); react-admin's own is left out.
      mutationOptions={{ onSuccess }}
      {...props}
      titleTranslateOptions={options}
      contentTranslateOptions={options}
    />
  );
}
