import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Draft } from '@/domain/drafts';
import { DATE_TIME_FORMAT } from '../fields';
import { ChangesTable } from '../show/ChangesTable';

const STATUS_COLOR = { draft: 'default', in_review: 'warning', sent_back: 'info' } as const;

/** A draft: its status, who saved it when, the reviewer's note when sent back, and each field's live and new value. */
export function DraftSummary({ resource, draft }: { resource: string; draft: Draft }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = new Date(draft.updated_at).toLocaleString(locale, DATE_TIME_FORMAT);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATUS_COLOR[draft.status]} label={translate(`vp.drafts.status.${draft.status}`)} />
        <Typography variant="body2" color="text.secondary">
          {draft.author ? translate('vp.drafts.by', { when, name: draft.author }) : when}
        </Typography>
      </Stack>
      {draft.note && <Alert severity="info">{translate('vp.drafts.note_from', { note: draft.note })}</Alert>}
      <ChangesTable resource={resource} changes={draft.changes} label={translate('vp.drafts.changes')} />
    </Stack>
  );
}
