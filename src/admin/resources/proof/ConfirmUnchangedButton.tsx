import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useListContext, useRecordContext, type Identifier } from 'react-admin';
import { DEFAULT_REVIEW_DAYS } from '@/domain/proof';
import type { ResourceDef } from '@/domain/resourceDef';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import { useTitleOf } from '../RecordTitle';
import { useSelection } from '../wholeFilter/WholeFilter';

/**
 * "Confirm unchanged" of facts (a definition with `proof`): after a confirmation, POST <base>/<resource>/verify
 * stamps the records verified today; a toast says how many, and the page reloads them. Resolves to whether it
 * went through.
 */
function ConfirmUnchanged({
  def,
  body,
  count,
  name,
  onDone,
}: {
  def: ResourceDef;
  /** The selection's ids, or the list's filter (every record it matches). */
  body: { ids: Identifier[] } | { filter: object };
  count: number;
  name?: string;
  onDone?: () => void;
}) {
  const { run } = useRecordCommand();
  return (
    <ConfirmedCommandButton
      label="vp.proof.confirm"
      icon={<TaskAltIcon />}
      color="primary"
      labelled
      title="vp.proof.confirm_title"
      content={count === 1 && name !== undefined ? 'vp.proof.confirm_one' : 'vp.proof.confirm_many'}
      translateOptions={{ name, smart_count: count, days: def.proof?.reviewDays ?? DEFAULT_REVIEW_DAYS }}
      onConfirm={async () => {
        const done = await run(
          `${def.base}/${def.name}/verify`,
          {
            message: 'vp.proof.confirmed',
            messageArgs: (answer) => ({ smart_count: answer.count as number }),
            refresh: true,
          },
          body,
        );
        if (done) onDone?.();
      }}
    />
  );
}

/** On a record's page: its own facts. */
export function ConfirmRecordUnchanged({ def }: { def: ResourceDef }) {
  const record = useRecordContext();
  const titleOf = useTitleOf(def);
  if (!record) return null;
  return <ConfirmUnchanged def={def} body={{ ids: [record.id] }} count={1} name={titleOf(record)} />;
}

/** In a list's bulk actions: the selected records' facts, or those of every record the list's filter matches. */
export function ConfirmSelectionUnchanged({ def }: { def: ResourceDef }) {
  const { onUnselectItems } = useListContext();
  const { body, count } = useSelection();
  return <ConfirmUnchanged def={def} body={body} count={count} onDone={() => onUnselectItems()} />;
}
