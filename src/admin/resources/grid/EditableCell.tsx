import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  RecordContextProvider,
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { gridEditable } from '@/domain/editable';
import type { ResourceDef } from '@/domain/resourceDef';
import { getRole } from '@/admin/providers/session';
import { CellEditor, fromDraft, toDraft, type Draft } from './CellEditor';
import { loadRules } from '@/admin/resources/rules';
import { checkValue, isStale, saveProblem } from './problems';
import { useUndoableNotify } from '@/admin/resources/undo';

const CELL = 'data-grid-cell';

/** Moves the focus to the next (or previous) editable cell of the page, as a spreadsheet's Tab does. */
function focusCell(from: HTMLElement | null, step: 1 | -1) {
  const cells = Array.from(document.querySelectorAll<HTMLElement>(`[${CELL}]`));
  const next = cells[cells.indexOf(from!) + step];
  next?.focus();
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A list cell that edits its value in place when the definition makes the field grid-editable and the user
 * may change it (`gridEditable`, the API's partner rules, the edit permission); otherwise the plain display.
 */
export function EditableCell({ def, name, children }: { def: ResourceDef; name: string; children: ReactElement }) {
  const { canAccess } = useCanAccess({ resource: def.name, action: 'edit' });
  if (!canAccess || !gridEditable(getRole(), def, name)) return children;
  return (
    <Cell def={def} name={name}>
      {children}
    </Cell>
  );
}

/**
 * Click or Enter edits, Enter saves, Tab saves and moves to the next editable cell, Escape cancels; leaving the
 * cell saves a change. The row is saved like the edit form saves it: the whole record (read fresh, for the long
 * texts a list does not load) with the new value and the version the list showed, so a record someone changed
 * meanwhile is a conflict the user settles (reload, or overwrite knowing the current value).
 */
function Cell({ def, name, children }: { def: ResourceDef; name: string; children: ReactElement }) {
  const record = useRecordContext();
  const field = def.fields[name];
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const notifyUndoable = useUndoableNotify();
  const id = useId();
  const cellRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<RaRecord | null>(null);
  const attempted = useRef<unknown>(undefined);
  const committed = useRef(false);
  const refocus = useRef(false);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      cellRef.current?.focus();
    }
  }, [editing]);

  if (!record) return children;
  const fieldLabel = (other: string) => translate(`resources.${def.name}.fields.${other}`);
  const label = fieldLabel(name);
  // A reference's name links to its record elsewhere; here a click edits it.
  const display =
    field.kind === 'reference'
      ? cloneElement(children as ReactElement<{ link?: string | false }>, { link: false })
      : children;

  const start = () => {
    setDraft(toDraft(field, record[name]));
    setError(undefined);
    setConflict(null);
    committed.current = false;
    setEditing(true);
    void loadRules();
  };
  const close = (focus: boolean) => {
    committed.current = true;
    refocus.current = focus;
    setEditing(false);
    setError(undefined);
    setConflict(null);
  };
  const fail = async (problem: unknown, value: unknown) => {
    committed.current = false;
    if (isStale(problem)) {
      attempted.current = value;
      setConflict((await dataProvider.getOne(def.name, { id: record.id })).data);
    } else {
      setError(saveProblem(problem, name, fieldLabel, translate));
    }
  };
  /** Saves `value` over `base` (an overwrite) or over the record as it is now, if the list's version still holds. */
  const save = async (value: unknown, focus: boolean, base?: RaRecord) => {
    setSaving(true);
    setError(undefined);
    try {
      const current = base ?? (await dataProvider.getOne(def.name, { id: record.id })).data;
      if (!base && current.version !== record.version) {
        committed.current = false;
        attempted.current = value;
        setConflict(current);
        return;
      }
      const { meta } = await dataProvider.update(def.name, {
        id: record.id,
        data: { ...current, [name]: value },
        previousData: current,
      });
      close(focus);
      refresh();
      notifyUndoable('vp.undo.saved', {
        base: def.base,
        resource: def.name,
        changeSets: [(meta as { changeSet?: string | null } | undefined)?.changeSet ?? null],
      });
    } catch (problem) {
      await fail(problem, value);
    } finally {
      setSaving(false);
    }
  };
  const commit = async (focus: boolean) => {
    if (committed.current || saving) return;
    committed.current = true;
    const value = fromDraft(field, draft);
    const problem = await checkValue(field, value, translate, locale);
    if (problem) {
      committed.current = false;
      setError(problem);
      return;
    }
    if (sameValue(value, record[name])) close(focus);
    else await save(value, focus);
  };

  if (!editing) {
    return (
      <Box
        ref={cellRef}
        {...{ [CELL]: '' }}
        role="button"
        tabIndex={0}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={(event) => {
          event.stopPropagation();
          start();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === 'F2') {
            event.preventDefault();
            event.stopPropagation();
            start();
          }
        }}
        sx={{
          // Only the value is the edit target: the rest of the cell still opens the record like the rest of the row.
          display: 'inline-block',
          cursor: 'text',
          minHeight: 20,
          minWidth: 32,
          px: 0.5,
          mx: -0.5,
          borderRadius: 0.5,
          '&:hover': { outline: '1px dashed', outlineColor: 'divider' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box component="span" id={`${id}-label`} sx={visuallyHidden}>
          {translate('vp.grid.edit', { field: label })}
        </Box>
        <Box component="span" id={`${id}-value`}>
          {display}
        </Box>
      </Box>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      void commit(true);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      void commit(false);
      focusCell(cellRef.current, event.shiftKey ? -1 : 1);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!conflict && !error && !event.currentTarget.contains(event.relatedTarget as Node | null)) void commit(false);
  };
  return (
    <Box
      ref={cellRef}
      {...{ [CELL]: '' }}
      onClick={(event) => event.stopPropagation()}
      onBlur={onBlur}
      aria-busy={saving}
      sx={{ minWidth: 120 }}
    >
      <CellEditor
        name={name}
        field={field}
        draft={draft}
        onDraft={(next) => {
          setDraft(next);
          setError(undefined);
          committed.current = false;
        }}
        label={translate('vp.grid.editing', { field: label })}
        error={error}
        disabled={saving}
        autoFocus
        onKeyDown={onKeyDown}
      />
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mt: 1, py: 0, textAlign: 'left', '& .MuiAlert-message': { width: '100%' } }}
        >
          {translate('vp.grid.conflict')}
          <Box sx={{ fontWeight: 'bold', my: 0.5 }}>
            <RecordContextProvider value={conflict}>{display}</RecordContextProvider>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              onClick={() => {
                close(true);
                refresh();
              }}
            >
              {translate('vp.grid.reload')}
            </Button>
            <Button
              size="small"
              color="warning"
              variant="outlined"
              onClick={() => void save(attempted.current, true, conflict)}
            >
              {translate('vp.grid.overwrite')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Box>
  );
}
