import { useState, type FormEvent, type MouseEvent } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { Button, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../domain/resource';
import { getRole } from '../../providers/session';
import { savedViewsKey, suggestedViews, type ListView } from './listViews';

/** Compares two plain JSON values regardless of key order. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

interface ViewsButtonProps {
  def: ResourceDef;
  /** Every column source of the list, and those hidden by default. */
  columns: string[];
  defaultHidden: string[];
}

/**
 * The list's "Views" menu: the views the definition suggests to the user's role, the user's own saved views
 * (react-admin's saved queries, in the Store, with the columns shown), "All records" and "Save current view…".
 */
export function ViewsButton({ def, columns, defaultHidden }: ViewsButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort, perPage, displayedFilters, setFilters, setSort, setPage } = useListContext();
  const [saved, setSaved] = useStore<ListView[]>(savedViewsKey(def.name), []);
  const [hiddenColumns, setHiddenColumns] = useStore<string[]>(`${def.name}.datatable`, defaultHidden);
  const [columnRanks, setColumnRanks] = useStore<number[] | undefined>(`${def.name}.datatable_columnRanks`);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  const suggested = suggestedViews(def, getRole(), columns, perPage);
  const mine = Array.isArray(saved)
    ? saved.filter((v) => typeof v?.label === 'string' && v.value && typeof v.value.filter === 'object')
    : [];
  const isCurrent = (view: ListView) => sameJson(view.value.filter, filterValues) && sameJson(view.value.sort, sort);

  const apply = (view: ListView) => {
    setAnchor(null);
    setFilters(view.value.filter, view.value.displayedFilters);
    setSort(view.value.sort);
    setPage(1);
    if (view.value.hiddenColumns) setHiddenColumns(view.value.hiddenColumns);
    if (view.value.columnRanks) setColumnRanks(view.value.columnRanks);
  };
  const showAll = () => {
    setAnchor(null);
    setFilters({}, {});
    setSort({ field: def.defaultSort[0], order: def.defaultSort[1] });
    setPage(1);
  };
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const label = name.trim();
    if (!label) return;
    const view: ListView = {
      label,
      value: {
        filter: filterValues,
        displayedFilters: { ...displayedFilters },
        sort,
        perPage,
        hiddenColumns,
        ...(columnRanks ? { columnRanks } : {}),
      },
    };
    setSaved([...mine.filter((v) => v.label !== label), view]);
    setNaming(false);
    setName('');
    notify('vp.list.view_saved', { type: 'success', messageArgs: { name: label } });
  };
  const remove = (label: string) => setSaved(mine.filter((v) => v.label !== label));

  const item = (view: ListView, key: string, text: string, removable: boolean) => (
    <MenuItem key={key} selected={isCurrent(view)} onClick={() => apply(view)} sx={removable ? { pr: 7 } : undefined}>
      <ListItemIcon>{isCurrent(view) ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText>{text}</ListItemText>
      {removable && (
        <IconButton
          size="small"
          edge="end"
          aria-label={translate('vp.list.remove_view', { name: text })}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            remove(view.label);
          }}
          sx={{ position: 'absolute', right: 8 }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </MenuItem>
  );

  return (
    <>
      <Button
        label="vp.list.views"
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? `${def.name}-views` : undefined}
      >
        <BookmarksOutlinedIcon />
      </Button>
      <Menu id={`${def.name}-views`} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {suggested.length > 0 && (
          <ListSubheader role="presentation">{translate('vp.list.suggested_views')}</ListSubheader>
        )}
        {suggested.map((view) => item(view, `suggested-${view.label}`, translate(view.label), false))}
        {mine.length > 0 && <ListSubheader role="presentation">{translate('vp.list.my_views')}</ListSubheader>}
        {mine.map((view) => item(view, `mine-${view.label}`, view.label, true))}
        {(suggested.length > 0 || mine.length > 0) && <Divider />}
        <MenuItem onClick={showAll}>
          <ListItemIcon>
            <ClearAllIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('vp.list.all_records')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setNaming(true);
          }}
        >
          <ListItemIcon>
            <SaveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('vp.list.save_view')}</ListItemText>
        </MenuItem>
      </Menu>
      <Dialog
        open={naming}
        onClose={() => setNaming(false)}
        aria-labelledby={`${def.name}-save-view-title`}
        fullWidth
        maxWidth="xs"
      >
        <form onSubmit={save}>
          <DialogTitle id={`${def.name}-save-view-title`}>{translate('vp.list.save_view_title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              margin="dense"
              fullWidth
              label={translate('vp.list.view_name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={!name.trim()}>
              {translate('ra.action.save')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
