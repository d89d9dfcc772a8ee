import { useState, type KeyboardEvent, type Ref } from 'react';
import { Alert, Box, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Button, HttpError, useGetList, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { REPLY_MAX, type PostedKind } from '@/domain/areas/enquiryMessages';
import { errorMessage } from '@/admin/providers/http';
import { ReplyAttachments, type ReplyFile } from './ReplyAttachments';
import { replyPreview, usePostMessage } from './threadApi';

interface SavedReply extends RaRecord {
  name: string;
  organization_id: number | null;
}

/** What the composer needs of the enquiry. */
export interface ComposerEnquiry {
  id: Identifier;
  full_name?: string | null;
  locale?: string | null;
  organization_id?: number | null;
}

/** The field errors of a refused post (400 `{message, errors: {field: text}}`), and its message. */
function refusal(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const body = error.body as { message?: unknown; errors?: unknown };
    const fields =
      body.errors && typeof body.errors === 'object'
        ? Object.fromEntries(
            Object.entries(body.errors as Record<string, unknown>).map(([k, v]) => [k, String(v)] as const),
          )
        : {};
    return { message: typeof body.message === 'string' ? body.message : errorMessage(error), fields };
  }
  return { message: errorMessage(error), fields: {} };
}

/** The fields whose refusals show next to the box's own inputs. */
const BOX_FIELDS = ['body', 'kind', 'saved_reply_id', 'attachments'];

const SAVED_REPLIES = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/** The saved replies this enquiry may use. */
function SavedReplyPicker({
  enquiry,
  value,
  onPick,
  disabled,
}: {
  enquiry: ComposerEnquiry;
  value: Identifier | '';
  onPick: (id: Identifier) => void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const { data } = useGetList<SavedReply>('saved-replies', SAVED_REPLIES, { retry: false });
  // The global ones and the enquiry's organisation's (an admin reads every organisation's).
  const choices = (data ?? []).filter(
    (r) => r.organization_id == null || r.organization_id === enquiry.organization_id,
  );
  if (!choices.length) return null;
  const language = translate(`vp.choices.locale.${enquiry.locale ?? 'en'}`, { _: enquiry.locale ?? 'en' });
  return (
    <TextField
      select
      size="small"
      label={translate('vp.composer.saved_reply')}
      value={value}
      disabled={disabled}
      onChange={(event) => onPick(event.target.value)}
      helperText={translate('vp.composer.saved_reply_help', { language })}
      sx={{ minWidth: { sm: 260 } }}
    >
      {choices.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The reply box: a reply (sent by mail) or an internal note, in plain text as typed, optionally started from a
 * saved reply filled in for this enquiry in its language. Ctrl+Enter sends; a refused post shows its errors next
 * to the field; a sent one clears the box, says so in a toast and reloads the timeline.
 */
export function ReplyComposer({
  enquiry,
  inputRef,
}: {
  enquiry: ComposerEnquiry;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const post = usePostMessage(enquiry.id);
  const [kind, setKind] = useState<PostedKind>('reply');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<ReplyFile[]>([]);
  const [savedReplyId, setSavedReplyId] = useState<Identifier | ''>('');
  const [previewing, setPreviewing] = useState(false);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (id: Identifier) => {
    setSavedReplyId(id);
    setPreviewing(true);
    setProblem(null);
    try {
      const preview = await replyPreview(enquiry.id, id, enquiry.locale ?? undefined);
      setKind('reply');
      setBody(preview.body);
      setUnknown(preview.unknown);
      setErrors({});
    } catch (error) {
      setProblem(refusal(error).message || 'vp.composer.preview_failed');
    } finally {
      setPreviewing(false);
    }
  };

  const send = () => {
    if (post.isPending) return;
    if (!body.trim()) {
      setErrors({ body: translate('vp.composer.required') });
      return;
    }
    setErrors({});
    setProblem(null);
    const message = {
      kind,
      body,
      ...(kind === 'reply' && savedReplyId !== '' ? { saved_reply_id: Number(savedReplyId) } : {}),
      ...(kind === 'reply' && files.length
        ? { attachments: files.map(({ url, filename }) => ({ url, filename })) }
        : {}),
    };
    post.mutate(message, {
      onSuccess: () => {
        setBody('');
        setFiles([]);
        setSavedReplyId('');
        setUnknown([]);
        notify(kind === 'reply' ? 'vp.composer.sent' : 'vp.composer.noted', { type: 'success' });
      },
      onError: (error) => {
        const { message: text, fields } = refusal(error);
        setErrors(fields);
        // Errors of the box's own fields show next to it; anything else (or none) above the button.
        // (`attachments.2` is the third file's.)
        const shown = (field: string) => BOX_FIELDS.includes(field.split('.')[0]);
        if (!Object.keys(fields).length || Object.keys(fields).some((field) => !shown(field))) setProblem(text);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  const reply = kind === 'reply';
  const fieldError = errors.body ?? errors.kind ?? errors.saved_reply_id;
  return (
    <Box
      component="form"
      aria-label={translate('vp.composer.label')}
      data-testid="reply-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            onChange={(_, next: PostedKind | null) => next && setKind(next)}
          >
            <ToggleButton value="reply">{translate('vp.composer.reply')}</ToggleButton>
            <ToggleButton value="note">{translate('vp.composer.note')}</ToggleButton>
          </ToggleButtonGroup>
          {reply && (
            <SavedReplyPicker
              enquiry={enquiry}
              value={savedReplyId}
              disabled={previewing || post.isPending}
              onPick={(id) => void pick(id)}
            />
          )}
        </Stack>
        <TextField
          multiline
          minRows={4}
          maxRows={16}
          fullWidth
          label={
            reply
              ? translate('vp.composer.reply_field', { name: enquiry.full_name ?? '' })
              : translate('vp.composer.note_field')
          }
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            if (errors.body) setErrors(({ body: _, ...rest }) => rest);
          }}
          onKeyDown={onKeyDown}
          disabled={previewing}
          error={!!fieldError}
          helperText={fieldError ?? translate(reply ? 'vp.composer.reply_help' : 'vp.composer.note_help')}
          inputRef={inputRef}
          slotProps={{ htmlInput: { maxLength: REPLY_MAX } }}
        />
        {reply && (
          <ReplyAttachments
            enquiryId={enquiry.id}
            files={files}
            onAdd={(file) => setFiles((current) => [...current, file])}
            onRemove={(url) => setFiles((current) => current.filter((f) => f.url !== url))}
            disabled={post.isPending}
            error={Object.entries(errors).find(([field]) => field.split('.')[0] === 'attachments')?.[1]}
          />
        )}
        {unknown.length > 0 && (
          <Alert severity="warning">
            {translate('vp.composer.unknown_placeholders', { names: unknown.join(', ') })}
          </Alert>
        )}
        {problem && <Alert severity="error">{translate(problem, { _: problem })}</Alert>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            label={reply ? 'vp.composer.send' : 'vp.composer.save_note'}
            disabled={post.isPending || previewing}
          >
            {reply ? <SendIcon /> : <NoteAddIcon />}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
