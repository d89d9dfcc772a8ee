import {
  DeleteWithConfirmButton,
  useRecordContext,
  useTranslate,
  type DeleteWithConfirmButtonProps,
} from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { useTitleOf } from '../RecordTitle';

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
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      {...props}
      titleTranslateOptions={options}
      contentTranslateOptions={options}
    />
  );
}
