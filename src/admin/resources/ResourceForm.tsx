import { cloneElement, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  SaveButton,
  SimpleForm,
  TabbedForm,
  TabbedFormTabs,
  Toolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Stack } from '@mui/material';
import type { ResourceDef } from '@/domain/resourceDef';
import { getRole } from '@/admin/providers/session';
import { useResourceExtension } from './extensions';
import { DeleteRecordButton } from './show/DeleteRecordButton';
import { SCROLLABLE_TABS } from './show/scrollableTabs';
import { recordResolver } from './form/recordResolver';
import { ConflictDialog } from './form/ConflictDialog';
import { TranslationRow } from './form/TranslationRow';
import { FormDraft } from './form/FormDraft';
import { SaveAndAddButton } from './form/SaveAndAddButton';
import { SaveShortcut } from './form/SaveShortcut';
import { MinorChangeTick, PublishedSwitchNotice } from './form/MinorChange';
import { SaveDraftButton } from './drafts/SaveDraftButton';
import { hasDrafts } from '@/domain/drafts';
import { inputField } from './inputs';
import { formFields, lockedFor, referenceFilter, roleDefaults, visibleFields, type FieldEntry } from './roleFields';

/** Fields grouped by their tab, in first-use order; fields without tabs give one group. */
export function groupByTab(fields: FieldEntry[]): [string | undefined, FieldEntry[]][] {
  const groups = new Map<string | undefined, FieldEntry[]>();
  for (const entry of fields) {
    const tab = entry[1].tab;
    groups.set(tab, [...(groups.get(tab) ?? []), entry]);
  }
  return [...groups.entries()];
}

/** A new record's starting values: the definition's defaults (edit forms start from the record instead). */
function defaultsOf(def: ResourceDef): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.default !== undefined) values[name] = field.default;
    else if (field.kind === 'boolean') values[name] = false;
    else if (field.kind === 'textList' || field.kind === 'referenceList') values[name] = [];
  }
  return values;
}

/** A tab of a form that holds no inputs (e.g. a details page's sub-records): the save toolbar is not shown on it. */
interface ExtraTab {
  path: string;
  label: string;
  content: ReactNode;
}

/**
 * Save (Ctrl/⌘+S too), on a new record "Save and add another", and delete (naming the record) where allowed,
 * except on the tabs that hold no inputs; above it, the notice of input restored after a reload.
 */
function FormToolbar({ def, hiddenOn = [] }: { def: ResourceDef; hiddenOn?: string[] }) {
  const splat = useParams()['*'] ?? '';
  const record = useRecordContext();
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  return (
    <>
      <FormDraft />
      <ConflictDialog def={def} />
      {!hiddenOn.includes(splat) && (
        <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <PublishedSwitchNotice def={def} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <SaveButton />
            {record?.id == null && <SaveAndAddButton />}
            {record?.id != null && hasDrafts(def) && getRole() === 'admin' && <SaveDraftButton def={def} />}
            <MinorChangeTick def={def} />
          </Stack>
          <SaveShortcut />
          {canDelete && record?.id != null && <DeleteRecordButton def={def} />}
        </Toolbar>
      )}
    </>
  );
}

interface ResourceFormProps {
  def: ResourceDef;
  /** Tabs after the field tabs (the form is tabbed when there are any). */
  extraTabs?: ExtraTab[];
  /** Show the derived fields, read-only (a record's page edited in place shows all its values). */
  showDerived?: boolean;
}

/**
 * The create/edit form of any resource, validated by the same zod schema as the API: one save shows every
 * problem of the record, on every tab (the browser's own checks are off: noValidate); the API's own field
 * errors (pessimistic save) land on the same inputs. A partner gets no input for its owner column nor for the
 * values fixed for its role, and sees the fields it may not change read-only, saying why.
 */
export function ResourceForm({ def, extraTabs = [], showDerived = false }: ResourceFormProps) {
  const translate = useTranslate();
  const role = getRole();
  const [locale] = useLocaleState();
  const resolver = useMemo(() => recordResolver(def, locale), [def, locale]);
  const defaultValues = useMemo(() => ({ ...defaultsOf(def), ...roleDefaults(role, def) }), [def, role]);
  const groups = groupByTab(showDerived ? visibleFields(role, def) : formFields(role, def));
  const extension = useResourceExtension(def.name);
  const inputs = (fields: FieldEntry[]) =>
    fields.map(([name, field]) => {
      const locked = lockedFor(role, def, name);
      const input = cloneElement(
        extension.inputs?.[name] ??
          inputField(name, field, {
            readOnly: field.derived || locked,
            filter: referenceFilter(def, name),
            helperText: locked ? 'vp.form.admin_only' : undefined,
            slugFrom: def.fields[def.title]?.kind === 'text' ? def.title : undefined,
          }),
        { key: name },
      );
      return field.translationOf ? (
        <TranslationRow
          key={name}
          resource={def.name}
          source={field.translationOf.field}
          locale={field.translationOf.locale}
          field={field}
        >
          {input}
        </TranslationRow>
      ) : (
        input
      );
    });
  const form = { resolver, defaultValues, mode: 'onTouched', warnWhenUnsavedChanges: true, noValidate: true } as const;
  if (groups.length > 1 || extraTabs.length > 0) {
    return (
      <TabbedForm
        {...form}
        toolbar={<FormToolbar def={def} hiddenOn={extraTabs.map((tab) => tab.path)} />}
        tabs={<TabbedFormTabs {...SCROLLABLE_TABS} />}
      >
        {groups.map(([tab, fields]) => (
          <TabbedForm.Tab key={tab ?? 'main'} label={translate(`vp.tabs.${tab ?? 'main'}`)}>
            {inputs(fields)}
          </TabbedForm.Tab>
        ))}
        {extraTabs.map((tab) => (
          <TabbedForm.Tab key={tab.path} path={tab.path} label={tab.label} sx={{ alignItems: 'stretch' }}>
            {tab.content}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  }
  return (
    <SimpleForm {...form} toolbar={<FormToolbar def={def} />}>
      {inputs(groups[0]?.[1] ?? [])}
    </SimpleForm>
  );
}
