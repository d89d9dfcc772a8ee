import { useState, type ReactElement } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, useCanAccess, useListContext, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { bulkEditableFields } from '@/domain/editable';
import type { ResourceDef } from '@/domain/resourceDef';
import { httpClient } from '@/admin/providers/http';
import { CHANGE_SET_HEADER, useUndoableNotify } from '@/admin/resources/undo';
import { getRole } from '@/admin/providers/session';
import { CellEditor, fromDraft, toDraft, type Draft } from './CellEditor';
import { checkValue, saveProblem } from './problems';
import { useSelection } from '../wholeFilter/WholeFilter';

/** The list's "Bulk edit" action when the role may edit and the definition offers fields for it; otherwise null. */
export function useBulkEditButton(def: ResourceDef): ReactElement | null {
  const { canAccess } = useCanAccess({ resource: def.name, action: 'edit' });
  const fields = bulkEditableFields(getRole(), def);
  return canAccess && fields.length ? <BulkEditButton def={def} fields={fields} /> : null;
}

/** Sets one field on the selected rows, or every row the list's filter matches (POST <base>/<resource>/bulk-update: one transaction, audited per record). */
function BulkEditButton({ def, fields }: { def: ResourceDef; fields: string[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notifyUndoable = useUndoableNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const selection = useSelection();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(fields[0]);
  const [draft, setDraft] = useState<Draft>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = def.fields[name];
  const label = (other: string) => translate(`resources.${def.name}.fields.${other}`);

  const pick = (next: string) => {
    setName(next);
    setDraft(toDraft(def.fields[next], def.fields[next].default ?? null));
    setError(undefined);
  };
  const apply = async () => {
    const value = fromDraft(field, draft);
    const problem = await checkValue(field, value, translate, locale);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const { json, headers } = await httpClient(`${def.base}/${def.name}/bulk-update`, {
        method: 'POST',
        body: JSON.stringify({ ...selection.body, field: name, value }),
      });
      notifyUndoable(
        'vp.grid.bulk_done',
        { base: def.base, resource: def.name, changeSets: [headers.get(CHANGE_SET_HEADER)] },
        { smart_count: (json as { count: number }).count },
      );
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (failure) {
      setError(saveProblem(failure, name, label, translate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label="vp.grid.bulk_edit"
        onClick={() => {
          pick(name);
          setOpen(true);
        }}
      >
        <EditIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="bulk-edit-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="bulk-edit-title">
          {translate('vp.grid.bulk_title', { smart_count: selection.count })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              size="small"
              variant="outlined"
              label={translate('vp.grid.bulk_field')}
              value={name}
              onChange={(e) => pick(e.target.value)}
              slotProps={{ select: { native: true } }}
            >
              {fields.map((f) => (
                <option key={f} value={f}>
                  {label(f)}
                </option>
              ))}
            </TextField>
            <CellEditor
              key={name}
              name={name}
              field={field}
              draft={draft}
              onDraft={(next) => {
                setDraft(next);
                setError(undefined);
              }}
              label={translate('vp.grid.bulk_value')}
              visibleLabel
              error={error}
              disabled={busy}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
          <Button label="vp.grid.bulk_apply" variant="contained" onClick={() => void apply()} disabled={busy} />
        </DialogActions>
      </Dialog>
    </>
  );
}
