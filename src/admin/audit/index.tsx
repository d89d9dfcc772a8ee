import { auditLog } from '@/domain/areas/audit';
import type { Area } from '@/admin/areaDef';
import { AuditChanges } from './AuditChanges';
import { ChangeSetActions } from './ChangeSetActions';
import { AuditActionField, AuditRecordLink, AuditResourceField, AuditUserField } from './AuditFields';
import { AuditActionFilter, AuditResourceFilter } from './filters';

/**
 * The audit log (admins): who did what, when, with each change's diff; filtered by user, resource, action and
 * period; a change set's entries reviewed together, and reverted. Its menu entry is in the users area's
 * "Administration" group.
 */
export const auditArea: Area = {
  menu: {},
  resources: {
    [auditLog.name]: {
      showActions: <ChangeSetActions />,
      fields: {
        changes: <AuditChanges />,
        record_id: <AuditRecordLink />,
        action: <AuditActionField />,
        resource: <AuditResourceField />,
        user_id: <AuditUserField />,
      },
      filters: {
        resource: [<AuditResourceFilter key="resource" source="resource" />],
        action: [<AuditActionFilter key="action" source="action" />],
      },
    },
  },
};
