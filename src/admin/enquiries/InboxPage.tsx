import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  Paper,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplyIcon from '@mui/icons-material/Reply';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useQueryClient } from '@tanstack/react-query';
import {
  RecordContextProvider,
  Title,
  useCanAccess,
  useGetList,
  useGetOne,
  useLocale,
  useNotify,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { canMove, enquiries, type EnquiryStatus } from '@/domain/areas/enquiries';
import { errorMessage } from '@/admin/providers/http';
import { useUndoableNotify } from '@/admin/resources/undo';
import { bulkStatus } from './api';
import { EnquiryThread } from './EnquiryThread';
import { messagesKey } from './threadApi';
import { StatusChip } from './StatusChip';
import { shortAge, targetLevel, type TargetLevel } from './waiting';

interface EnquiryRow extends RaRecord {
  full_name: string;
  email: string;
  message: string;
  status: EnquiryStatus;
  created_at: string;
  waiting_since: string | null;
  locale: string | null;
  organization_id: number | null;
}

const VIEWS = ['open', 'closed', 'spam', 'all'] as const;
type View = (typeof VIEWS)[number];
const VIEW_FILTER: Record<View, Record<string, unknown>> = {
  open: { status: ['new', 'in_progress'] },
  closed: { status: 'closed' },
  spam: { status: 'spam' },
  all: {},
};
const PAGE = { page: 1, perPage: 50 };
const NEWEST_FIRST = { field: 'created_at', order: 'DESC' as const };

/** The single keys that set the status of the enquiry under the cursor. */
const STATUS_KEYS: Record<string, EnquiryStatus> = { i: 'in_progress', c: 'closed', s: 'spam', n: 'new' };

const DOT_COLOR: Record<TargetLevel, string> = { ok: 'success.main', soon: 'warning.main', over: 'error.main' };

/** Whether a key press belongs to what the user is typing (or to an open menu or dialog), not to the inbox. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      !!target.closest('input, textarea, select, [role="combobox"], [role="listbox"], [role="menu"], [role="dialog"]'))
  );
}

function TargetDot({ since }: { since: string | null }) {
  const translate = useTranslate();
  const level = targetLevel(since);
  const label = translate(`vp.inbox.waiting.${level ?? 'none'}`);
  return (
    <Tooltip title={label}>
      <Box
        role="img"
        aria-label={label}
        data-level={level ?? 'none'}
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          mt: 0.75,
          bgcolor: level ? DOT_COLOR[level] : 'transparent',
          border: level ? 0 : 1,
          borderColor: 'text.disabled',
        }}
      />
    </Tooltip>
  );
}

function InboxItem({
  row,
  selected,
  open,
  onOpen,
}: {
  row: EnquiryRow;
  selected: boolean;
  open: boolean;
  onOpen: () => void;
}) {
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const firstLine = row.message?.split('\n').find((line) => line.trim()) ?? '';
  return (
    <ListItem disablePadding>
      <ListItemButton
        ref={ref}
        selected={selected}
        aria-current={open ? 'true' : undefined}
        onClick={onOpen}
        data-testid="inbox-item"
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          borderLeft: 3,
          borderColor: open ? 'primary.main' : 'transparent',
        }}
      >
        <TargetDot since={row.waiting_since} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Typography
              variant="body2"
              component="span"
              sx={{ fontWeight: row.status === 'new' ? 700 : 500, flex: 1, minWidth: 0 }}
              noWrap
            >
              {row.full_name}
            </Typography>
            <Typography component="time" dateTime={row.created_at} variant="caption" color="text.secondary" noWrap>
              {shortAge(row.created_at, locale)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {firstLine}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** Moves an enquiry to a status the workflow allows, with an Undo in the toast. */
function useMoveStatus() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyUndoable = useUndoableNotify();
  const queryClient = useQueryClient();
  const label = (status: EnquiryStatus) => translate(`vp.choices.enquiry_status.${status}`);
  return async (row: EnquiryRow, to: EnquiryStatus) => {
    if (row.status === to) return;
    const refused = () =>
      notify('vp.inbox.not_allowed', { type: 'warning', messageArgs: { from: label(row.status), to: label(to) } });
    if (!canMove(row.status, to)) return refused();
    try {
      const { updated, changeSet } = await bulkStatus([row.id], to);
      if (!updated.length) return refused();
      notifyUndoable(
        'vp.enquiries.status_changed',
        { base: enquiries.base, resource: enquiries.name, changeSets: [changeSet] },
        { status: label(to) },
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [enquiries.name] }),
      queryClient.invalidateQueries({ queryKey: messagesKey(row.id) }),
    ]);
  };
}

function ThreadHeader({ record, actions }: { record: EnquiryRow; actions?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {actions}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" noWrap>
          {record.full_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {record.email}
        </Typography>
      </Box>
      <RecordContextProvider value={record}>
        <StatusChip />
      </RecordContextProvider>
      <Tooltip title={translate('vp.inbox.open_page')}>
        <IconButton
          component={Link}
          to={`/${enquiries.name}/${record.id}/show`}
          aria-label={translate('vp.inbox.open_page')}
        >
          <OpenInNewIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/**
 * The inbox: the enquiries on the left (name, first line, age, a dot for the response target), the open one's
 * conversation and reply box on the right. Keys (not while typing): J/K move, Enter opens, R replies, I/C/S/N set
 * the status (with an Undo). On a phone: the list, then the conversation full screen with a bar of actions.
 */
export function InboxPage() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { canAccess: canEdit } = useCanAccess({ resource: enquiries.name, action: 'edit' });
  const [view, setView] = useState<View>('open');
  const { data, isPending } = useGetList<EnquiryRow>(enquiries.name, {
    pagination: PAGE,
    sort: NEWEST_FIRST,
    filter: VIEW_FILTER[view],
  });
  const rows = data ?? [];
  const [cursor, setCursor] = useState(0);
  const [openId, setOpenId] = useState<Identifier | null>(null);
  const [focusReply, setFocusReply] = useState(0);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const move = useMoveStatus();
  const { data: opened } = useGetOne<EnquiryRow>(enquiries.name, { id: openId ?? '' }, { enabled: openId !== null });
  const current = rows[Math.min(cursor, rows.length - 1)];

  useEffect(() => {
    if (focusReply) replyRef.current?.focus();
  }, [focusReply, opened]);

  const openRow = (row: EnquiryRow | undefined, reply = false) => {
    if (!row) return;
    setOpenId(row.id);
    if (reply) setFocusReply((n) => n + 1);
  };

  // The latest state for the one key listener.
  const onKey = useRef<(event: KeyboardEvent) => void>(() => undefined);
  onKey.current = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'k') {
      event.preventDefault();
      setCursor((at) => Math.max(0, Math.min(rows.length - 1, Math.min(at, rows.length - 1) + (key === 'j' ? 1 : -1))));
    } else if (key === 'enter' && current && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      openRow(current);
    } else if (key === 'r' && current && canEdit) {
      event.preventDefault();
      openRow(phone && opened ? opened : current, true);
    } else if (STATUS_KEYS[key] && current && canEdit) {
      event.preventDefault();
      void move(phone && opened && openId !== null ? opened : current, STATUS_KEYS[key]);
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const list = (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Tabs
        value={view}
        onChange={(_, next: View) => {
          setView(next);
          setCursor(0);
        }}
        variant="scrollable"
        aria-label={translate('vp.inbox.list')}
      >
        {VIEWS.map((v) => (
          <Tab key={v} value={v} label={translate(`vp.inbox.views.${v}`)} />
        ))}
      </Tabs>
      {isPending ? (
        <Typography variant="body2" sx={{ p: 2 }}>
          {translate('ra.page.loading')}
        </Typography>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('vp.inbox.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={translate('vp.inbox.list')} sx={{ overflowY: 'auto' }}>
          {rows.map((row, index) => (
            <InboxItem
              key={row.id}
              row={row}
              selected={current?.id === row.id}
              open={openId === row.id}
              onOpen={() => {
                setCursor(index);
                openRow(row);
              }}
            />
          ))}
        </List>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ p: 1.5, display: { xs: 'none', md: 'block' } }}>
        {translate('vp.inbox.shortcuts')}
      </Typography>
    </Card>
  );

  const thread = opened && openId !== null && (
    <Stack spacing={2} data-testid="inbox-thread">
      <ThreadHeader
        record={opened}
        actions={
          phone && (
            <IconButton aria-label={translate('vp.inbox.back')} onClick={() => setOpenId(null)}>
              <ArrowBackIcon />
            </IconButton>
          )
        }
      />
      <EnquiryThread enquiry={opened} inputRef={replyRef} heading={false} />
    </Stack>
  );

  if (phone) {
    return (
      <Box sx={{ pb: thread ? 9 : 0 }}>
        <Title title={translate('vp.inbox.title')} />
        {thread ? (
          <>
            {thread}
            <Paper
              elevation={8}
              component="nav"
              aria-label={translate('vp.inbox.title')}
              sx={{
                position: 'fixed',
                left: 0,
                right: 0,
                bottom: 0,
                zIndex: (theme) => theme.zIndex.appBar,
                display: 'flex',
                justifyContent: 'space-around',
                p: 1,
              }}
            >
              {canEdit && (
                <>
                  <Button startIcon={<ReplyIcon />} onClick={() => openRow(opened ?? undefined, true)}>
                    {translate('vp.inbox.reply')}
                  </Button>
                  <Button
                    startIcon={<PlayArrowIcon />}
                    disabled={!opened || !canMove(opened.status, 'in_progress') || opened.status === 'in_progress'}
                    onClick={() => opened && void move(opened, 'in_progress')}
                  >
                    {translate('vp.inbox.in_progress')}
                  </Button>
                  <Button
                    startIcon={<TaskAltIcon />}
                    disabled={!opened || !canMove(opened.status, 'closed') || opened.status === 'closed'}
                    onClick={() => opened && void move(opened, 'closed')}
                  >
                    {translate('vp.inbox.close')}
                  </Button>
                </>
              )}
            </Paper>
          </>
        ) : (
          list
        )}
      </Box>
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(16rem, 24rem) minmax(0, 1fr)',
        gap: 2,
        alignItems: 'start',
        mt: 1,
      }}
    >
      <Title title={translate('vp.inbox.title')} />
      <Box sx={{ position: 'sticky', top: 72, maxHeight: 'calc(100vh - 96px)', display: 'flex', minHeight: 0 }}>
        {list}
      </Box>
      <Card variant="outlined" component="section" aria-label={translate('vp.thread.heading')} sx={{ p: 2 }}>
        {thread || (
          <Typography variant="body2" color="text.secondary">
            {translate('vp.inbox.choose')}
          </Typography>
        )}
      </Card>
    </Box>
  );
}
