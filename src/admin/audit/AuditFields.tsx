import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import {
  ReferenceField,
  useGetManyAggregate,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { resourceByName } from '@/domain/resources';
import { titleOf } from '@/admin/resources/RecordTitle';

/** An audit log entry. */
export interface AuditRecord extends RaRecord {
  action: string;
  resource: string | null;
  record_id: string | null;
  user_id: number | null;
  ip: string | null;
  changes: unknown;
  /** The request the entry belongs to (an edit, a bulk edit, an import), if it changed records. */
  change_set: string | null;
}

type Translate = ReturnType<typeof useTranslate>;

/** An action in words ('login.success' → vp.audit.action.login_success: a key cannot nest in a key). */
export const actionLabel = (translate: Translate, action: string) =>
  translate(`vp.audit.action.${action.replace(/\./g, '_')}`, { _: action });

/** What an entry concerns: a resource by its name in the UI language, sign-ins and the own profile by theirs. */
export const resourceLabel = (translate: Translate, resource: string) =>
  resourceByName(resource)
    ? translate(`resources.${resource}.name`, { smart_count: 2, _: resource })
    : translate(`vp.audit.resource.${resource}`, { _: resource });

const Text = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2">
    {children}
  </Typography>
);

/** What happened, in words. */
export function AuditActionField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  return record?.action ? <Text>{actionLabel(translate, record.action)}</Text> : null;
}

/** What it concerned: a resource by its name in the UI language, sign-ins and the own profile by theirs. */
export function AuditResourceField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  return record?.resource ? <Text>{resourceLabel(translate, record.resource)}</Text> : null;
}

function UserName() {
  const user = useRecordContext();
  return user ? (
    <Text>{[user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.email ?? '')}</Text>
  ) : null;
}

/** Who did it: a user, the system itself (an import, the seed: no user, no address) or someone not signed in. */
export function AuditUserField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.user_id == null) return <Text>{translate(record.ip ? 'vp.audit.anonymous' : 'vp.audit.system')}</Text>;
  return (
    <ReferenceField source="user_id" reference="users" link="show">
      <UserName />
    </ReferenceField>
  );
}

/** A deleted record's name, from the values its deletion recorded. */
function recordedTitle(changes: unknown, title: string): string | null {
  if (!changes || typeof changes !== 'object' || !(title in changes)) return null;
  const value = (changes as Record<string, unknown>)[title];
  return typeof value === 'string' && value ? value : null;
}

/**
 * The record an entry is about, by its name and linked to its page while it exists; a record that is gone by
 * the name its deletion recorded (or its number). The records of a page of entries are fetched together.
 */
export function AuditRecordLink(_props: { source?: string; label?: string }) {
  const record = useRecordContext<AuditRecord>();
  const def = record?.resource ? resourceByName(record.resource) : undefined;
  const id = record?.record_id && /^\d+$/.test(record.record_id) ? Number(record.record_id) : null;
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { data, isPending } = useGetManyAggregate(
    def?.name ?? 'audit-log',
    { ids: id === null ? [] : [id] },
    { enabled: !!def && id !== null },
  );
  if (!record?.record_id) return null;
  if (!def || id === null) return <Text>{record.record_id}</Text>;
  const target = data?.find((r) => r && String(r.id) === String(id));
  if (target) {
    return (
      <Link
        component={RouterLink}
        to={`/${def.name}/${id}/show`}
        onClick={(event) => event.stopPropagation()}
        variant="body2"
      >
        {titleOf(def, target, locale, translate)}
      </Link>
    );
  }
  if (isPending) return <Text>{`#${id}`}</Text>;
  const name = recordedTitle(record.changes, def.title);
  return <Text>{name ? `${name} (#${id})` : `#${id}`}</Text>;
}
