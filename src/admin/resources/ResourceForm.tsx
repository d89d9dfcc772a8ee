import { zodResolver } from '@hookform/resolvers/zod';
import { cloneElement, useMemo } from 'react';
import { SimpleForm, TabbedForm, useTranslate } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../domain/resource';
import { recordSchema } from '../../domain/schema';
import { inputField } from './inputs';

/** Fields grouped by their tab, in first-use order; a definition without tabs gives one group. */
export function groupByTab(def: ResourceDef): [string | undefined, [string, FieldDef][]][] {
  const groups = new Map<string | undefined, [string, FieldDef][]>();
  for (const entry of Object.entries(def.fields)) {
    const tab = entry[1].tab;
    groups.set(tab, [...(groups.get(tab) ?? []), entry]);
  }
  return [...groups.entries()];
}

/** A new record's starting values: the definition's defaults (edit forms start from the record instead). */
export function defaultsOf(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.default !== undefined) values[name] = field.default;
    else if (field.kind === 'boolean') values[name] = false;
    else if (field.kind === 'textList' || field.kind === 'referenceList') values[name] = [];
  }
  return values;
}

/**
 * The create/edit form of any resource, validated by the same zod schema as the API; the API's own field
 * errors (pessimistic save) land on the same inputs.
 */
export function ResourceForm({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const resolver = useMemo(() => zodResolver(recordSchema(def)), [def]);
  const defaultValues = useMemo(() => defaultsOf(def), [def]);
  const groups = groupByTab(def);
  if (groups.length > 1) {
    return (
      <TabbedForm resolver={resolver} defaultValues={defaultValues} mode="onTouched" warnWhenUnsavedChanges>
        {groups.map(([tab, fields]) => (
          <TabbedForm.Tab key={tab ?? 'main'} label={translate(`vp.tabs.${tab ?? 'main'}`)}>
            {fields.map(([name, field]) => cloneElement(inputField(name, field), { key: name }))}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  }
  return (
    <SimpleForm resolver={resolver} defaultValues={defaultValues} mode="onTouched" warnWhenUnsavedChanges>
      {Object.entries(def.fields).map(([name, field]) => cloneElement(inputField(name, field), { key: name }))}
    </SimpleForm>
  );
}
