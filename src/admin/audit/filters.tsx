import { useMemo } from 'react';
import { AutocompleteInput, useTranslate } from 'react-admin';
import { RESOURCES } from '@/domain/resources';
import { actionLabel, resourceLabel } from './AuditFields';

/** The actions the API records (free text stays searchable with the search box). */
const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'verify',
  'approve',
  'reject',
  'login.success',
  'login.failure',
  'login.throttled',
  'logout',
  'password.change',
  'password.reset.request',
  'password.reset.verify',
  'password.reset.verify_failed',
  'password.reset',
  'password.reset.send',
  'access.forbidden',
  'auth.denied',
  'export',
  'enquiry.honeypot',
  'mfa.enrol',
  'mfa.remove',
  'mfa.reset',
  'mfa.recovery_used',
  'mfa.recovery_codes',
] as const;

/** Entries that concern no resource's records: sign-ins and the signed-in user's own profile. */
const OTHER_RESOURCES = ['session', 'me'] as const;

/** The resource filter: every resource by its name in the UI language, and the sign-in events. */
export function AuditResourceFilter({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const choices = useMemo(
    () =>
      [...RESOURCES.map((def) => def.name), ...OTHER_RESOURCES]
        .map((id) => ({ id, name: resourceLabel(translate, id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [translate],
  );
  return <AutocompleteInput source={source} label={label} choices={choices} translateChoice={false} />;
}

export function AuditActionFilter({ source, label }: { source: string; label?: string }) {
  const translate = useTranslate();
  const choices = useMemo(
    () =>
      AUDIT_ACTIONS.map((id) => ({ id, name: actionLabel(translate, id) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [translate],
  );
  return <AutocompleteInput source={source} label={label} choices={choices} translateChoice={false} />;
}
