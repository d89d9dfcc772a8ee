import { createContext, useContext } from 'react';
import { Alert, Button, Checkbox, FormControlLabel } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useRecordContext, useTranslate } from 'react-admin';
import { isPublic } from '@/domain/publicApi';
import type { ResourceDef } from '@/domain/resourceDef';
import { isTranslated, publishedLocales, translationStamp } from '@/domain/translations';

interface MinorChange {
  minor: boolean;
  setMinor: (minor: boolean) => void;
}

/**
 * The form's "Minor change" tick, held by the Edit around the form: the Edit marks the data it saves with
 * MINOR_CHANGE (src/admin/resources/dataProvider.ts), which the data provider takes off and sends as PUT ?minor=true (the translations keep their
 * status). Not react-admin's mutation meta: that would also key the record's cached copy.
 */
export const MinorChangeContext = createContext<MinorChange | null>(null);

/** The "Minor change" tick of an edit form of translated content (a typo fixed leaves translations up to date). */
export function MinorChangeTick({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const state = useContext(MinorChangeContext);
  if (!state || record?.id == null || !isTranslated(def)) return null;
  return (
    <FormControlLabel
      control={<Checkbox checked={state.minor} onChange={(event) => state.setMinor(event.target.checked)} />}
      label={translate('vp.form.minor_change')}
    />
  );
}

/**
 * Before an edit of a record the website shows is saved: the languages the website would stop showing it in
 * (their translations outdated by a changed English text, by the same rule the server applies), with a button
 * that marks the save a minor change (the toolbar's tick), which keeps them up to date.
 */
export function PublishedSwitchNotice({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const state = useContext(MinorChangeContext);
  const values = useWatch() as Record<string, unknown>;
  if (!state || record?.id == null || !isTranslated(def) || !isPublic(def)) return null;
  if (def.fields.is_published?.kind === 'boolean' && record.is_published !== true) return null;
  const before = publishedLocales(def, record);
  const edited = { ...record, ...values };
  const after = publishedLocales(def, { ...edited, ...translationStamp(def, edited, record) });
  const lost = before.filter((locale) => !after.includes(locale));
  if (!lost.length) return null;
  const languages = lost.map((locale) => translate(`vp.choices.locale.${locale}`)).join(', ');
  if (state.minor)
    return (
      <Alert severity="info" sx={{ width: '100%' }} data-testid="published-switch">
        {translate('vp.form.published_switch_minor', { languages })}
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      sx={{ width: '100%' }}
      data-testid="published-switch"
      action={
        <Button color="inherit" size="small" onClick={() => state.setMinor(true)}>
          {translate('vp.form.mark_minor')}
        </Button>
      }
    >
      {translate('vp.form.published_switch', { languages })}
    </Alert>
  );
}
