import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { RecordContextProvider, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ResourceDef } from '@/domain/resourceDef';
import { getRole } from '@/admin/providers/session';
import { useResourceExtension } from '@/admin/resources/extensions';
import { displayOf } from '@/admin/resources/fields';
import { formFields } from '@/admin/resources/roleFields';
import { useConflict } from './conflict';

type Side = 'mine' | 'theirs';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * After a save was refused because someone saved first: each field where their saved value and this person's
 * differ, side by side, with "keep mine" or "take theirs" (mine where this person changed it, else theirs);
 * "Save again" saves the choice over their version. Fields only they changed and the form does not show are theirs.
 */
export function ConflictDialog({ def }: { def: ResourceDef }) {
  const { conflict, settle, saveOver } = useConflict();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const extension = useResourceExtension(def.name);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { setValue } = useFormContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const [theirs, setTheirs] = useState<RaRecord | null>(null);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const fields = formFields(getRole(), def).filter(([, field]) => !field.derived);

  useEffect(() => {
    if (!conflict) return setTheirs(null);
    let live = true;
    void dataProvider.getOne(def.name, { id: conflict.base.id }).then(({ data }) => {
      if (!live) return;
      setTheirs(data);
      setChoices(
        Object.fromEntries(
          fields.map(([name]) => [name, same(conflict.mine[name], conflict.base[name]) ? 'theirs' : 'mine']),
        ),
      );
    });
    return () => {
      live = false;
    };
    // Once per conflict.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conflict]);

  if (!conflict || !theirs) return <span ref={anchor} hidden />;
  const differing = fields.filter(([name]) => !same(conflict.mine[name], theirs[name]));
  const label = (name: string) => translate(`resources.${def.name}.fields.${name}`);
  const saveAgain = () => {
    for (const [name, value] of Object.entries(theirs)) {
      const shown = fields.some(([field]) => field === name);
      const take = shown ? choices[name] === 'theirs' : same(conflict.mine[name], conflict.base[name]);
      if (take && !same(conflict.mine[name], value)) setValue(name, value, { shouldDirty: true });
    }
    const form = anchor.current?.closest('form');
    saveOver(theirs);
    // After the dialog is gone and the values are in.
    setTimeout(() => form?.requestSubmit());
  };
  const value = (record: RaRecord, name: string) => (
    <RecordContextProvider value={record}>{displayOf(extension, name, def.fields[name]!, true)}</RecordContextProvider>
  );
  return (
    <>
      <span ref={anchor} hidden />
      <Dialog open onClose={settle} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="conflict-title">
        <DialogTitle id="conflict-title">{translate('vp.form.conflict_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(differing.length ? 'vp.form.conflict_intro' : 'vp.form.conflict_none')}
          </DialogContentText>
          <Stack spacing={2}>
            {differing.map(([name]) => (
              <FormControl key={name} component="fieldset" sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
                <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary' }}>
                  {label(name)}
                </FormLabel>
                <RadioGroup
                  value={choices[name] ?? 'mine'}
                  onChange={(event) => setChoices({ ...choices, [name]: event.target.value as Side })}
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
                >
                  {(['theirs', 'mine'] as const).map((side) => (
                    <FormControlLabel
                      key={side}
                      value={side}
                      control={<Radio />}
                      sx={{ alignItems: 'flex-start', m: 0, '& .MuiRadio-root': { mt: -0.5 } }}
                      label={
                        <Stack spacing={0.5} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                          <span>{translate(side === 'mine' ? 'vp.form.keep_mine' : 'vp.form.take_theirs')}</span>
                          <span>{value(side === 'mine' ? { ...theirs, ...conflict.mine } : theirs, name)}</span>
                        </Stack>
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={settle}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={saveAgain}>
            {translate('vp.form.save_again')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
