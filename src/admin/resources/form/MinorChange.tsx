import { createContext, useContext } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import { isTranslated } from '@/domain/translations';

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
