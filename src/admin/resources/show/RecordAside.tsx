import { Card, CardContent, Typography } from '@mui/material';
import { ReferenceField, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { LocalDateField } from '@/admin/resources/fields';
import { LabelledValues } from './RecordSections';

interface UserRecord extends RaRecord {
  first_name: string;
  last_name: string;
}

function UserName() {
  const translate = useTranslate();
  const user = useRecordContext<UserRecord>();
  return user ? <>{translate('vp.show.by', { name: `${user.first_name} ${user.last_name}` })}</> : null;
}

/** Who wrote the record, for those who may read users (partners may not: they see when, not who). */
function ByWhom({ source }: { source: string }) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  if (!canAccess || record?.[source] == null) return null;
  return (
    <Typography component="div" variant="body2" color="text.secondary">
      <ReferenceField source={source} reference="users" link="show">
        <UserName />
      </ReferenceField>
    </Typography>
  );
}

function When({ source, by }: { source: string; by: string }) {
  return (
    <>
      <LocalDateField source={source} showTime />
      <ByWhom source={by} />
    </>
  );
}

/**
 * The bookkeeping every table built from a definition carries, beside the record's own fields: when it was
 * created and last changed (and by whom), and its version. External tables (the audit log, users) have none.
 */
export function RecordAside({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (def.external || !record) return null;
  return (
    <Card variant="outlined" component="aside" aria-label={translate('vp.show.about')} data-testid="record-aside">
      <CardContent>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {translate('vp.show.about')}
        </Typography>
        <LabelledValues
          stacked
          rows={[
            {
              key: 'created_at',
              label: translate('vp.system.created_at'),
              value: <When source="created_at" by="created_by" />,
            },
            {
              key: 'updated_at',
              label: translate('vp.system.updated_at'),
              value: <When source="updated_at" by="updated_by" />,
            },
            {
              key: 'version',
              label: translate('vp.system.version'),
              value: <Typography variant="body2">{String(record.version ?? '')}</Typography>,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
