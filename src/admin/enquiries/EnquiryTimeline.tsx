import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Tooltip, Typography, type ChipProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ReplayIcon from '@mui/icons-material/Replay';
import { useCanAccess, useGetMany, useLocale, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { ReplyStatus } from '@/domain/areas/enquiryMessages';
import { apiUrl, errorMessage } from '@/admin/providers/http';
import { fileSizeText } from './fileSize';
import { useEnquiryMessages, useRetryReply, type TimelineEntry } from './threadApi';
import { relativeTime } from './waiting';

// The sanitised HTML of a mail is shown by react-admin's rich-text field (DOMPurify), loaded when first unfolded.
const RichText = lazy(() => import('@/admin/resources/show/RichText'));

/**
 * The whole of an inbound mail, folded: the timeline shows what the enquirer wrote, this unfolds the mail as
 * received (its HTML, sanitised by the server and again here), quoted history included.
 */
function WholeMail({ html }: { html: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
      >
        {translate(open ? 'vp.thread.whole_mail_hide' : 'vp.thread.whole_mail')}
      </Button>
      {open && (
        <Box
          id={id}
          data-testid="whole-mail"
          sx={{ mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider', overflowWrap: 'anywhere', overflowX: 'auto' }}
        >
          <Suspense fallback={null}>
            <RichText record={{ id, html }} source="html" />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

const STATUS_COLOR: Record<ReplyStatus, ChipProps['color']> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

function When({ at }: { at: string }) {
  const locale = useLocale();
  const exact = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <Tooltip title={exact}>
      <Typography component="time" dateTime={at} variant="caption" color="text.secondary">
        {relativeTime(at, locale)}
      </Typography>
    </Tooltip>
  );
}

function ReplyStatusChip({ status }: { status: ReplyStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      variant={status === 'sent' ? 'filled' : 'outlined'}
      label={translate(`vp.thread.status.${status}`)}
      data-testid="reply-status"
    />
  );
}

function RetryButton({ enquiryId, entry }: { enquiryId: Identifier; entry: TimelineEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const retry = useRetryReply(enquiryId);
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon />}
      disabled={retry.isPending}
      // The button goes with the failed state it retries: the toast must not depend on it staying mounted.
      onClick={() =>
        retry.mutateAsync(entry.id).then(
          () => notify('vp.thread.retried', { type: 'success' }),
          (error: unknown) => notify(errorMessage(error), { type: 'error' }),
        )
      }
    >
      {translate('vp.thread.retry')}
    </Button>
  );
}

function Attachments({ entry }: { entry: TimelineEntry }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (!entry.attachments?.length) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: 1 }}
      aria-label={translate('vp.thread.attachments')}
    >
      {entry.attachments.map((file) => (
        <Chip
          key={file.name}
          size="small"
          variant="outlined"
          icon={<AttachFileIcon />}
          label={`${file.filename} (${fileSizeText(file.bytes, locale)})`}
          component="a"
          href={apiUrl(`/api/uploads/${file.name}`)}
          download={file.filename}
          target="_blank"
          rel="noopener"
          clickable
        />
      ))}
    </Stack>
  );
}

/** An event as one line: "Status: New → In progress", "Assigned to …", "Enquiry received". */
function EventLine({ entry, userNames }: { entry: TimelineEntry; userNames: Map<Identifier, string> }) {
  const translate = useTranslate();
  const event = entry.event;
  const status = (value: string) => translate(`vp.choices.enquiry_status.${value}`, { _: value });
  let text: string;
  if (event?.type === 'status')
    text = translate('vp.thread.event_status', { from: status(event.from), to: status(event.to) });
  else if (event?.type === 'assigned') {
    const name = event.to == null ? undefined : (userNames.get(event.to) ?? event.to_name ?? undefined);
    text =
      event.to == null
        ? translate('vp.thread.event_unassigned')
        : name
          ? translate('vp.thread.event_assigned', { name })
          : translate('vp.thread.event_assigned_someone');
  } else if (event?.type === 'created') text = translate('vp.thread.event_created');
  else text = entry.body;
  return (
    <Box
      component="li"
      data-kind="event"
      sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', px: 1, color: 'text.secondary' }}
    >
      <Typography variant="body2" component="span">
        {text}
      </Typography>
      {entry.author && (
        <Typography variant="caption" component="span">
          · {entry.author}
        </Typography>
      )}
      <When at={entry.created_at} />
    </Box>
  );
}

/** A message of the thread: what the enquirer wrote, a reply (with its delivery) or a note (tinted). */
function MessageCard({ enquiryId, entry }: { enquiryId: Identifier; entry: TimelineEntry }) {
  const translate = useTranslate();
  const note = entry.kind === 'note';
  const outgoing = entry.kind === 'reply';
  const heading: ReactNode = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
      <Typography variant="subtitle2" component="span">
        {entry.author ?? translate('vp.thread.unknown_author')}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary">
        {translate(`vp.thread.kind.${entry.kind}`)}
      </Typography>
      <When at={entry.created_at} />
      {outgoing && entry.status && <ReplyStatusChip status={entry.status} />}
    </Stack>
  );
  return (
    <Paper
      component="li"
      variant="outlined"
      data-kind={entry.kind}
      sx={(theme) => ({
        p: 1.5,
        ml: outgoing ? { sm: 4 } : 0,
        mr: entry.kind === 'inbound' ? { sm: 4 } : 0,
        bgcolor: note ? alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1) : undefined,
        borderColor: note ? alpha(theme.palette.warning.main, 0.5) : undefined,
      })}
    >
      {heading}
      {entry.subject && (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mb: 0.5 }}>
          {translate('vp.thread.subject', { subject: entry.subject })}
        </Typography>
      )}
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.body}
      </Typography>
      {entry.kind === 'inbound' && entry.html && <WholeMail html={entry.html} />}
      <Attachments entry={entry} />
      {outgoing && entry.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }} action={<RetryButton enquiryId={enquiryId} entry={entry} />}>
          {translate('vp.thread.failed_reason', { error: entry.error ?? '' })}
        </Alert>
      )}
    </Paper>
  );
}

/** The names of the users the assignments name, for those who may read users (partners see no names). */
function useAssigneeNames(entries: TimelineEntry[] | undefined): Map<Identifier, string> {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'show' });
  const ids = [
    ...new Set(
      (entries ?? []).flatMap((e) => (e.event?.type === 'assigned' && e.event.to != null ? [e.event.to] : [])),
    ),
  ];
  const { data } = useGetMany<{ id: Identifier; first_name: string; last_name: string }>(
    'users',
    { ids },
    { enabled: !!canAccess && ids.length > 0 },
  );
  return new Map((data ?? []).map((u) => [u.id, `${u.first_name} ${u.last_name}`]));
}

/**
 * An enquiry's timeline, newest last: the original message, replies with their delivery (a failed one with its
 * reason and a retry), internal notes on a tinted background and events as one line each.
 */
export function EnquiryTimeline({ enquiryId }: { enquiryId: Identifier }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useEnquiryMessages(enquiryId);
  const userNames = useAssigneeNames(data);
  if (isError) return <Alert severity="error">{translate('vp.thread.load_failed')}</Alert>;
  if (isPending) return <Typography variant="body2">{translate('ra.page.loading')}</Typography>;
  if (!data.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('vp.thread.empty')}
      </Typography>
    );
  return (
    <Stack
      component="ol"
      spacing={1.5}
      aria-label={translate('vp.thread.heading')}
      data-testid="enquiry-timeline"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {data.map((entry) =>
        entry.kind === 'event' ? (
          <EventLine key={entry.id} entry={entry} userNames={userNames} />
        ) : (
          <MessageCard key={entry.id} enquiryId={enquiryId} entry={entry} />
        ),
      )}
    </Stack>
  );
}
