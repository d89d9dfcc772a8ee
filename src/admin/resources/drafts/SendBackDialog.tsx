import { useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LabelledButton } from '@/admin/utils/LabelledButton';
import { REVIEW_NOTE_MAX } from '@/domain/drafts';
import { sendBackSchema } from '@/domain/draftSchemas';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import { CommandDialog } from './CommandDialog';

/** "Send back": a partner's changes go back to it with a note (required), which it gets by mail. */
export function SendBackButton({ path, author }: { path: string; author: string }) {
  const translate = useTranslate();
  const { run, busy } = useRecordCommand();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const parsed = sendBackSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    if (await run(`${path}/draft/send-back`, { message: 'vp.drafts.sent_back', refresh: true }, parsed.data)) {
      setOpen(false);
      setNote('');
    }
  };
  return (
    <>
      <LabelledButton label="vp.drafts.send_back" icon={<UndoIcon />} onClick={() => setOpen(true)} />
      <CommandDialog
        id="send-back-title"
        open={open}
        onClose={() => setOpen(false)}
        title="vp.drafts.send_back_title"
        help="vp.drafts.send_back_help"
        helpOptions={{ name: author }}
        confirm="vp.drafts.send_back"
        busy={busy}
        onConfirm={() => void send()}
        maxWidth="sm"
      >
        <TextField
          autoFocus
          required
          multiline
          minRows={3}
          fullWidth
          label={translate('vp.drafts.note')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ? translate(error) : `${note.length} / ${REVIEW_NOTE_MAX}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_NOTE_MAX } }}
        />
      </CommandDialog>
    </>
  );
}
