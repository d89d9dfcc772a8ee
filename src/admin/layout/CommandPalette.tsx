import { useEffect, useId, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourceByName } from '@/domain/resources';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, type SearchHit } from '@/domain/search';
import { apiGet } from '@/admin/providers/http';
import { iconOf } from '@/admin/resources/icons';
import { useDebounced } from '@/admin/utils/useDebounced';

const DEBOUNCE_MS = 150;

/** Whether a key event is the palette's shortcut: Ctrl+K, or ⌘K on a Mac. */
const isPaletteKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/** Records grouped by resource, in the order the API sent them, each with its place in the flat list. */
function groupsOf(hits: SearchHit[]) {
  const groups: { resource: string; hits: { hit: SearchHit; index: number }[] }[] = [];
  hits.forEach((hit, index) => {
    const last = groups[groups.length - 1];
    if (last?.resource === hit.resource) last.hits.push({ hit, index });
    else groups.push({ resource: hit.resource, hits: [{ hit, index }] });
  });
  return groups;
}

/**
 * The command palette: Ctrl+K (⌘K) anywhere in the signed-in console, or the app bar's search button, opens a
 * search over every record the user may list, by title (GET /api/search), grouped by resource. Arrow keys
 * move, Enter opens the record's page, Escape closes. Full screen on a phone.
 */
export function CommandPalette() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('vp.palette.open');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && <PaletteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PaletteDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['search', q],
    queryFn: () =>
      apiGet<SearchHit[]>(`/api/search?${new URLSearchParams({ q, limit: String(SEARCH_DEFAULT_LIMIT) }).toString()}`),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const hits = useMemo(() => (q && search.data ? search.data : []), [q, search.data]);
  const groups = useMemo(() => groupsOf(hits), [hits]);
  useEffect(() => setActive(-1), [hits]);

  const optionId = (index: number) => `${id}-option-${index}`;
  const listId = `${id}-results`;
  const titleId = `${id}-title`;

  const openHit = (hit: SearchHit) => {
    onClose();
    navigate(createPath({ resource: hit.resource, id: hit.id, type: 'show' }));
  };

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hits.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Home' && hits.length && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && hits.length && active >= 0) {
      event.preventDefault();
      setActive(hits.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active >= 0 ? active : 0];
      if (hit) openHit(hit);
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId depends on id alone, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  let status: string;
  if (!text.trim()) status = translate('vp.palette.hint');
  else if (search.isError) status = translate('vp.palette.error');
  else if (!q || (search.isFetching && !hits.length)) status = translate('vp.palette.searching');
  else if (!hits.length) status = translate('vp.palette.no_results', { q });
  else status = translate('vp.palette.results', { smart_count: hits.length });

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? undefined : { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {translate('vp.palette.title')}
        </Box>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} edge="end" size="small">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: 2, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('vp.palette.placeholder')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('vp.palette.placeholder'),
              'aria-expanded': hits.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
              maxLength: SEARCH_MAX_LENGTH,
              autoComplete: 'off',
              spellCheck: false,
              enterKeyHint: 'go',
            },
          }}
        />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {status}
        </Typography>
        <List
          id={listId}
          role="listbox"
          aria-label={translate('vp.palette.title')}
          dense
          sx={{ mt: 1, '& ul': { p: 0 } }}
        >
          {groups.map((group) => {
            const def = resourceByName(group.resource);
            const Icon = iconOf(def?.icon);
            const headerId = `${id}-group-${group.resource}`;
            return (
              <li key={group.resource} role="presentation">
                <ul role="group" aria-labelledby={headerId}>
                  <ListSubheader id={headerId} role="presentation" disableSticky sx={{ lineHeight: 2.5, px: 1 }}>
                    {translate(`resources.${group.resource}.name`, { smart_count: 2 })}
                  </ListSubheader>
                  {group.hits.map(({ hit, index }) => (
                    <ListItemButton
                      key={`${hit.resource}-${hit.id}`}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      selected={index === active}
                      tabIndex={-1}
                      onMouseMove={() => setActive(index)}
                      onClick={() => openHit(hit)}
                      sx={{ borderRadius: 1 }}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText
                        primary={hit.title}
                        secondary={hit.detail}
                        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                      />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            );
          })}
        </List>
      </DialogContent>
      {!phone && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 1.5 }} aria-hidden>
          {translate('vp.palette.keys')}
        </Typography>
      )}
    </Dialog>
  );
}
