import { useMemo } from 'react';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  ReferenceField,
  useCanAccess,
  useGetList,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { enquiries } from '@/domain/areas/enquiries';
import { apiGet } from '@/admin/providers/http';

interface UserRecord extends RaRecord {
  first_name: string;
  last_name: string;
  email: string;
}

const ACTIVE_USERS = { pagination: { page: 1, perPage: 200 }, sort: { field: 'last_name', order: 'ASC' as const } };
const userName = (u: UserRecord) => `${u.first_name} ${u.last_name} (${u.email})`;

/** GET /api/enquiries/:id/assignees: whom the signed-in user may assign the enquiry to. */
function useAssignees(id: Identifier | undefined) {
  return useQuery({
    queryKey: ['enquiries', 'assignees', String(id)],
    queryFn: () =>
      apiGet<{ id: number; name: string }[]>(
        `${enquiries.base}/${enquiries.name}/${encodeURIComponent(String(id))}/assignees`,
      ),
    enabled: id !== undefined,
  });
}

/**
 * Who works on an enquiry: an admin picks any active admin or an active user of the enquiry's organisation (as
 * the form names it); a partner, who cannot read the users resource, one of its active colleagues, as
 * GET /api/enquiries/:id/assignees lists them. The API refuses anyone else.
 */
export function AssigneeInput(props: { source?: string; label?: string }) {
  const { canAccess, isPending } = useCanAccess({ resource: 'users', action: 'list' });
  if (isPending) return null;
  return canAccess ? <AdminAssigneeInput {...props} /> : <ColleagueInput {...props} />;
}

function ColleagueInput({ source = 'assigned_to' }: { source?: string }) {
  const record = useRecordContext();
  const assignees = useAssignees(record?.id);
  if (!record) return null;
  return (
    <AutocompleteInput
      source={source}
      label="resources.enquiries.fields.assigned_to"
      choices={assignees.data ?? []}
      isPending={assignees.isPending}
      helperText="vp.enquiries.assignee_help_partner"
    />
  );
}

function AdminAssigneeInput({ source = 'assigned_to' }: { source?: string }) {
  const organizationId: unknown = useWatch({ name: 'organization_id' });
  const admins = useGetList<UserRecord>('users', { ...ACTIVE_USERS, filter: { user_type: 1, is_active: true } });
  const staff = useGetList<UserRecord>(
    'users',
    { ...ACTIVE_USERS, filter: { organization_id: organizationId, is_active: true } },
    { enabled: typeof organizationId === 'number' },
  );
  const choices = useMemo(() => {
    const byId = new Map<RaRecord['id'], UserRecord>();
    for (const u of [...(admins.data ?? []), ...(typeof organizationId === 'number' ? (staff.data ?? []) : [])])
      byId.set(u.id, u);
    return [...byId.values()].map((u) => ({ id: u.id, name: userName(u) }));
  }, [admins.data, staff.data, organizationId]);
  return (
    <AutocompleteInput
      source={source}
      label="resources.enquiries.fields.assigned_to"
      choices={choices}
      isPending={admins.isPending}
      helperText="vp.enquiries.assignee_help"
    />
  );
}

/** The assignee as a link for those who may read users; partners see only whether someone is assigned. */
export function AssigneeField({ source = 'assigned_to' }: { source?: string; label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  if (!record) return null;
  if (canAccess) {
    return (
      <ReferenceField source={source} reference="users" link="show" emptyText={translate('vp.enquiries.unassigned')}>
        <UserName />
      </ReferenceField>
    );
  }
  return (
    <Typography variant="body2">
      {translate(record[source] == null ? 'vp.enquiries.unassigned' : 'vp.enquiries.assigned')}
    </Typography>
  );
}

function UserName() {
  const user = useRecordContext<UserRecord>();
  return user ? (
    <Typography component="span" variant="body2">{`${user.first_name} ${user.last_name}`}</Typography>
  ) : null;
}
