import { useEffect, useRef } from 'react';
import { Box, ListItem, ListItemButton, Tooltip, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { EnquiryRow } from './inboxRow';
import { shortAge, targetLevel, type TargetLevel } from './waiting';

const DOT_COLOR: Record<TargetLevel, string> = { ok: 'success.main', soon: 'warning.main', over: 'error.main' };

function TargetDot({ since, respondBy }: { since: string | null; respondBy: string | null }) {
  const translate = useTranslate();
  const level = targetLevel(since, respondBy);
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

/** One enquiry of the inbox's list: its dot for the response target, name, age and first line. */
export function InboxItem({
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
        <TargetDot since={row.waiting_since} respondBy={row.respond_by} />
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
