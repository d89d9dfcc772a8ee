import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { OrgType } from '@/domain/roles';
import { isUserType, orgTypeOf } from '@/domain/roles';

const toQuery = (q: string) => ({ q });

/** Organisations of one type to pick from (the API checks the type again). */
export function OrganizationPicker({
  source,
  type,
  label,
  isRequired,
}: {
  source: string;
  type: OrgType;
  label: string;
  isRequired?: boolean;
}) {
  return (
    <ReferenceInput
      key={type}
      source={source}
      reference="organizations"
      filter={{ type }}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput
        optionText="name"
        filterToQuery={toQuery}
        label={label}
        validate={isRequired ? required() : undefined}
        isRequired={isRequired}
      />
    </ReferenceInput>
  );
}

/**
 * A user's organisation: only for the partner roles, among the organisations of the role's type; choosing
 * another role clears it (an administrator belongs to none).
 */
export function UserOrganizationInput({ source = 'organization_id' }: { source?: string }) {
  const userType: unknown = useWatch({ name: 'user_type' });
  const { setValue } = useFormContext();
  const orgType = isUserType(userType) ? orgTypeOf(userType) : null;
  const shown = useRef(orgType);
  useEffect(() => {
    if (shown.current === orgType) return;
    shown.current = orgType;
    setValue(source, null, { shouldDirty: true });
  }, [orgType, setValue, source]);
  return orgType ? (
    <OrganizationPicker source={source} type={orgType} label="resources.users.fields.organization_id" isRequired />
  ) : null;
}
