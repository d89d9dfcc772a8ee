import { useState, type KeyboardEvent } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetOne, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDef } from '@/domain/resourceDef';
import { resourceByName } from '@/domain/resources';
import { useChoices } from '@/admin/resources/fields';
import { titleOf } from '@/admin/resources/RecordTitle';

/** What an editor holds while the user types: text for most kinds, the id (or nothing) for a reference. */
export type Draft = string | number | null;

export function toDraft(field: FieldDef, value: unknown): Draft {
  switch (field.kind) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'reference':
      return typeof value === 'number' ? value : null;
    default:
      return value == null ? '' : String(value);
  }
}

/** The value a draft stands for, as the record schema reads it (a number that does not parse stays text: the schema says why). */
export function fromDraft(field: FieldDef, draft: Draft): unknown {
  switch (field.kind) {
    case 'boolean':
      return draft === 'true';
    case 'reference':
      return draft;
    case 'enum':
      return draft === '' || draft == null ? null : field.numeric ? Number(draft) : draft;
    case 'integer':
    case 'decimal': {
      const text = String(draft ?? '').trim();
      if (!text) return null;
      const n = Number(text.replace(',', '.'));
      return Number.isNaN(n) ? text : n;
    }
    default:
      return draft;
  }
}

export interface CellEditorProps {
  name: string;
  field: FieldDef;
  draft: Draft;
  onDraft(draft: Draft): void;
  /** The editor's accessible name. */
  label: string;
  /** Shown as the input's label (the bulk dialog); a cell has none. */
  visibleLabel?: boolean;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  onKeyDown?(event: KeyboardEvent): void;
  /** A reference picked from its list: a choice made, nothing more to type. */
  onPick?(draft: Draft): void;
}

/** A compact editor of one value, by the field's kind: a list of choices, a number or a line of text, a reference picker. */
export function CellEditor(props: CellEditorProps) {
  const { field } = props;
  if (field.kind === 'reference') return <ReferenceEditor {...props} />;
  if (field.kind === 'boolean' || field.kind === 'enum') return <ChoiceEditor {...props} />;
  return <TextEditor {...props} />;
}

const common = ({ label, visibleLabel, error, disabled, autoFocus, onKeyDown }: CellEditorProps) => ({
  size: 'small' as const,
  // Outlined: as tall as a row's text, where the filled variant keeps room for a label a cell has not.
  variant: 'outlined' as const,
  label: visibleLabel ? label : undefined,
  error: !!error,
  helperText: error,
  disabled,
  autoFocus,
  onKeyDown,
  fullWidth: true,
});

function TextEditor(props: CellEditorProps) {
  const { field, draft, onDraft, label } = props;
  const numeric = field.kind === 'integer' || field.kind === 'decimal';
  return (
    <TextField
      {...common(props)}
      value={draft ?? ''}
      onChange={(e) => onDraft(e.target.value)}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: numeric ? (field.kind === 'integer' ? 'numeric' : 'decimal') : 'text',
          style: numeric ? { textAlign: 'right' } : undefined,
        },
      }}
      fullWidth={!numeric}
      sx={numeric ? { width: 120 } : { minWidth: 160 }}
    />
  );
}

function ChoiceEditor(props: CellEditorProps) {
  const { name, field, draft, onDraft, label } = props;
  const translate = useTranslate();
  const enumChoices = useChoices(name, field);
  // A workflow offers the row's own value and the ones it may move to (the API refuses the others).
  const stored = useRecordContext()?.[name];
  const reachable =
    field.transitions && typeof stored === 'string' ? [stored, ...(field.transitions[stored] ?? [])] : null;
  const choices =
    field.kind === 'boolean'
      ? [
          { id: 'true', name: translate('ra.boolean.true') },
          { id: 'false', name: translate('ra.boolean.false') },
        ]
      : enumChoices
          .map((c) => ({ id: String(c.id), name: c.name }))
          .filter((c) => !reachable || reachable.includes(c.id));
  const empty = field.kind === 'enum' && !field.required;
  return (
    // A native select: arrow keys change the value, Enter and Tab stay free to save and move on.
    <TextField
      {...common(props)}
      select
      value={draft ?? ''}
      onChange={(e) => onDraft(e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 120 }}
    >
      {empty && <option value="">{translate('vp.grid.none')}</option>}
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </TextField>
  );
}

function ReferenceEditor(props: CellEditorProps) {
  const { field, draft, onDraft, onPick, label, autoFocus, onKeyDown, error, disabled, visibleLabel } = props;
  const target = resourceByName(field.reference!)!;
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const searchable = Object.values(target.fields).some((f) => f.search);
  const { data = [] } = useGetList(target.name, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: target.title, order: 'ASC' },
    filter: { ...field.referenceFilter, ...(searchable && q ? { q } : {}) },
  });
  const { data: current } = useGetOne(target.name, { id: draft ?? 0 }, { enabled: draft != null });
  const options: RaRecord[] = current && !data.some((r) => r.id === current.id) ? [current, ...data] : data;
  const value = options.find((r) => r.id === draft) ?? null;
  // While its list is open, Enter and Escape belong to the picker (pick, close), not to the cell.
  const keyDown = (event: KeyboardEvent) => {
    const open = (event.target as HTMLElement).getAttribute('aria-expanded') === 'true';
    if (!(open && (event.key === 'Enter' || event.key === 'Escape'))) onKeyDown?.(event);
  };
  const choose = (record: RaRecord | null) => {
    const next = record ? (record.id as number) : null;
    onDraft(next);
    onPick?.(next);
  };
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_, record) => choose(record)}
      getOptionLabel={(record) => titleOf(target, record, locale, translate)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={searchable ? (x) => x : undefined}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setQ(text);
      }}
      noOptionsText={translate('ra.navigation.no_results')}
      renderOption={({ key: _key, ...optionProps }, record) => (
        <li {...optionProps} key={String(record.id)}>
          {titleOf(target, record, locale, translate)}
        </li>
      )}
      sx={{ minWidth: 200 }}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="outlined"
          label={visibleLabel ? label : undefined}
          error={!!error}
          helperText={error}
          autoFocus={autoFocus}
          onKeyDown={keyDown}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label } }}
        />
      )}
    />
  );
}
