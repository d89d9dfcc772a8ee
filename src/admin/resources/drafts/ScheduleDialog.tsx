import { useState } from 'react';
import EventIcon from '@mui/icons-material/Event';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LabelledButton } from '@/admin/utils/LabelledButton';
import type { Schedule } from '@/domain/drafts';
import { scheduleSchema } from '@/domain/draftSchemas';
import { useRecordCommand } from '@/admin/utils/useRecordCommand';
import { CommandDialog } from './CommandDialog';

type Key = keyof Schedule;
const KEYS: Key[] = ['publish_at', 'unpublish_at'];

/** An instant as a datetime-local input shows it: the user's own time, to the minute. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** "Schedule": when the record is published (its draft with it) and unpublished, in the user's own time. */
export function ScheduleButton({ path, schedule }: { path: string; schedule: Schedule | null }) {
  const translate = useTranslate();
  const { run, busy } = useRecordCommand();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Key, string>>({ publish_at: '', unpublish_at: '' });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const start = () => {
    setValues({
      publish_at: localInput(schedule?.publish_at ?? null),
      unpublish_at: localInput(schedule?.unpublish_at ?? null),
    });
    setErrors({});
    setOpen(true);
  };
  const save = async () => {
    const body = Object.fromEntries(KEYS.map((key) => [key, values[key] ? new Date(values[key]).toISOString() : null]));
    const parsed = scheduleSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    if (await run(`${path}/schedule`, { message: 'vp.drafts.scheduled', refresh: true }, body, 'PUT')) setOpen(false);
  };
  return (
    <>
      <LabelledButton label="vp.drafts.schedule" icon={<EventIcon />} onClick={start} />
      <CommandDialog
        id="schedule-title"
        open={open}
        onClose={() => setOpen(false)}
        title="vp.drafts.schedule_title"
        help="vp.drafts.schedule_help"
        confirm="ra.action.save"
        busy={busy}
        onConfirm={() => void save()}
        maxWidth="xs"
      >
        <Stack spacing={2}>
          {KEYS.map((key) => (
            <TextField
              key={key}
              type="datetime-local"
              label={translate(`vp.drafts.${key}`)}
              value={values[key]}
              onChange={(event) => {
                setValues({ ...values, [key]: event.target.value });
                setErrors({ ...errors, [key]: undefined });
              }}
              error={!!errors[key]}
              helperText={errors[key] ? translate(errors[key]) : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Stack>
      </CommandDialog>
    </>
  );
}
