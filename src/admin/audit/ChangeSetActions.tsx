import { Link as RouterLink } from 'react-router-dom';
import UndoIcon from '@mui/icons-material/Undo';
import ListIcon from '@mui/icons-material/List';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { auditLog } from '@/domain/areas/audit';
import { resourceByName } from '@/domain/resources';
import { ConfirmedCommandButton } from '@/admin/utils/ConfirmedCommandButton';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import type { AuditRecord } from './AuditFields';

/**
 * On an audit entry of a change set (an edit, a bulk edit, an import): the list of every entry of that change set,
 * to review it, and, for those who may edit the resource, "Revert this change set" (after a confirmation).
 */
export function ChangeSetActions() {
  const record = useRecordContext<AuditRecord>();
  const def = record?.resource ? resourceByName(record.resource) : undefined;
  const { canAccess: canEdit } = useCanAccess({ resource: def?.name ?? auditLog.name, action: 'edit' });
  const { run } = useRecordCommand();
  if (!record?.change_set) return null;
  const filter = encodeURIComponent(JSON.stringify({ change_set: record.change_set }));
  return (
    <>
      <Button component={RouterLink} to={`/${auditLog.name}?filter=${filter}`} label="vp.audit.change_set.review">
        <ListIcon />
      </Button>
      {def && !def.readOnly && canEdit && (
        <ConfirmedCommandButton
          label="vp.audit.change_set.revert"
          icon={<UndoIcon />}
          title="vp.audit.change_set.revert_title"
          content="vp.audit.change_set.revert_content"
          onConfirm={() =>
            run(
              `${def.base}/${def.name}/revert`,
              {
                message: 'vp.audit.change_set.reverted',
                messageArgs: (answer) => ({ smart_count: answer.undone }),
                refresh: true,
              },
              { changeSet: record.change_set },
            )
          }
        />
      )}
    </>
  );
}
