import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import {
  Box,
  Button,
  Card,
  IconButton,
  List,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type ButtonProps,
  type Theme,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplyIcon from '@mui/icons-material/Reply';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Title, useCanAccess, useGetOne, useInfiniteGetList, useTranslate, type Identifier } from 'react-admin';
import { canMove, enquiries, type EnquiryStatus } from '@/domain/areas/enquiries';
import { EnquiryThread } from './EnquiryThread';
import { InboxItem } from './InboxItem';
import type { EnquiryRow } from './inboxRow';
import { StatusButtons, ThreadHeader, useMoveStatus } from './InboxThreadHeader';

const VIEWS = ['open', 'closed', 'spam', 'all'] as const;
type View = (typeof VIEWS)[number];
const VIEW_FILTER: Record<View, Record<string, unknown>> = {
  open: { status: ['new', 'in_progress'] },
  closed: { status: 'closed' },
  spam: { status: 'spam' },
  all: {},
};
/** The first page of a tab; "Load more" (or J past the last one) fetches the next. */
const FIRST_PAGE = { page: 1, perPage: 50 };
const NEWEST_FIRST = { field: 'created_at', order: 'DESC' as const };

/** The single keys that set the status of the enquiry under the cursor. */
const STATUS_KEYS: Record<string, EnquiryStatus> = { i: 'in_progress', c: 'closed', s: 'spam', n: 'new' };

/** Whether a key press belongs to what the user is typing (or to an open menu or dialog), not to the inbox. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      !!target.closest('input, textarea, select, [role="combobox"], [role="listbox"], [role="menu"], [role="dialog"]'))
  );
}

/** A button of the phone's bar: its icon above a short label, the three of them equally wide and on one line. */
function BarButton({ icon, label, ...props }: { icon: ReactElement; label: string } & Omit<ButtonProps, 'children'>) {
  return (
    <Button
      {...props}
      sx={{
        flex: '1 1 0',
        minWidth: 0,
        flexDirection: 'column',
        gap: 0.25,
        px: 0.5,
        py: 0.75,
        fontSize: '0.75rem',
        lineHeight: 1.25,
        textTransform: 'none',
      }}
    >
      {icon}
      <Box
        component="span"
        sx={{ maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {label}
      </Box>
    </Button>
  );
}

/** Each loaded row once: a page boundary moves when an enquiry leaves or joins the tab between two fetches. */
function distinct(rows: EnquiryRow[]): EnquiryRow[] {
  const seen = new Set<Identifier>();
  return rows.filter((row) => !seen.has(row.id) && !!seen.add(row.id));
}

/**
 * The inbox: the enquiries on the left (name, first line, age, a dot for the response target), the open one's
 * conversation and reply box on the right, with the status workflow's buttons. Each tab loads 50 at a time ("Load
 * more", or J past the last). Keys (not while typing): J/K move, Enter opens, R replies, I/C/S/N set the status
 * (with an Undo). On a phone: the list, then the conversation full screen with a bar of actions.
 */
export function InboxPage() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { canAccess: canEdit } = useCanAccess({ resource: enquiries.name, action: 'edit' });
  const [view, setView] = useState<View>('open');
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<EnquiryRow>(
    enquiries.name,
    { pagination: FIRST_PAGE, sort: NEWEST_FIRST, filter: VIEW_FILTER[view] },
  );
  const rows = useMemo(() => distinct(data?.pages.flatMap((page) => page.data) ?? []), [data]);
  // A short last page is the end, whatever an estimated total says.
  const lastPage = data?.pages[data.pages.length - 1];
  const more = hasNextPage && !!lastPage && lastPage.data.length >= FIRST_PAGE.perPage;
  const listRef = useRef<HTMLDivElement>(null);
  // The row that gets the focus once the next page is in (the first new one, after "Load more").
  const [focusRow, setFocusRow] = useState<number | null>(null);
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

  useEffect(() => {
    if (focusRow === null || focusRow >= rows.length) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-testid="inbox-item"]')[focusRow]?.focus();
    setFocusRow(null);
  }, [focusRow, rows]);

  /** Fetches the next page; the cursor goes to its first row (with the focus, when asked). */
  const loadMore = async (focus: boolean) => {
    if (!more || isFetchingNextPage) return;
    const first = rows.length;
    const { data: next } = await fetchNextPage();
    const loaded = next?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
    if (loaded <= first) return;
    setCursor(first);
    if (focus) setFocusRow(first);
  };

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
    if (key === 'j' && more && cursor >= rows.length - 1) {
      // J past the last loaded row loads the next page.
      event.preventDefault();
      void loadMore(false);
    } else if (key === 'j' || key === 'k') {
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
      {/* Compact tabs that share the width: the four fit the list's column at 1440 px in German and French too.
          Narrower, the bar scrolls (no arrows to cover a tab), starting at the first tab. */}
      <Tabs
        value={view}
        onChange={(_, next: View) => {
          setView(next);
          setCursor(0);
        }}
        variant="scrollable"
        scrollButtons={false}
        visibleScrollbar
        aria-label={translate('vp.inbox.list')}
        sx={{ flexShrink: 0, '& .MuiTab-root': { minWidth: 0, px: 1.5, flex: '1 0 auto' } }}
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
        <Box ref={listRef} sx={{ overflowY: 'auto', minHeight: 0 }}>
          <List dense disablePadding aria-label={translate('vp.inbox.list')}>
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
          {more && (
            <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
              <Button onClick={() => void loadMore(true)} loading={isFetchingNextPage}>
                {translate('vp.inbox.load_more')}
              </Button>
            </Box>
          )}
        </Box>
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
        statusButtons={!phone && canEdit && <StatusButtons record={opened} move={move} />}
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
                gap: 0.5,
                p: 0.5,
              }}
            >
              {canEdit && (
                <>
                  <BarButton
                    icon={<ReplyIcon />}
                    label={translate('vp.inbox.reply')}
                    onClick={() => openRow(opened ?? undefined, true)}
                  />
                  <BarButton
                    icon={<PlayArrowIcon />}
                    label={translate('vp.inbox.in_progress')}
                    disabled={!opened || !canMove(opened.status, 'in_progress') || opened.status === 'in_progress'}
                    onClick={() => opened && void move(opened, 'in_progress')}
                  />
                  <BarButton
                    icon={<TaskAltIcon />}
                    label={translate('vp.inbox.close')}
                    disabled={!opened || !canMove(opened.status, 'closed') || opened.status === 'closed'}
                    onClick={() => opened && void move(opened, 'closed')}
                  />
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
