import { useState, type MouseEvent } from 'react';
import {
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { Button, HttpError, useListContext, useNotify, useStore, useTranslate } from 'react-admin';
import type { ResourceDef } from '@/domain/resourceDef';
import type { SavedView, ViewState } from '@/domain/views';
import { getRole } from '@/admin/providers/session';
import { errorMessage } from '@/admin/providers/http';
import { sameJson, suggestedViews, type ListView } from './listViews';
import { useServerViews } from './serverViews';
import { ViewDialog, type ViewDialogValue } from './ViewDialog';

interface ViewsButtonProps {
  def: ResourceDef;
  /** Every column source of the list, and those hidden by default. */
  columns: string[];
  defaultHidden: string[];
}

/**
 * The list's "Views" menu: the views the definition suggests to the user's role, the user's own saved views and
 * those an admin shared with its role (kept on the server, with the columns shown), "All records" and "Save
 * current view…". The view the list shows now is named beside it.
 */
export function ViewsButton({ def, columns, defaultHidden }: ViewsButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort, perPage, displayedFilters, setFilters, setSort, setPage } = useListContext();
  const { views, save, remove } = useServerViews(def.name);
  const [hiddenColumns, setHiddenColumns] = useStore<string[]>(`${def.name}.datatable`, defaultHidden);
  const [columnRanks, setColumnRanks] = useStore<number[] | undefined>(`${def.name}.datatable_columnRanks`);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<SavedView | 'new' | null>(null);
  const role = getRole();

  const suggested = suggestedViews(def, role, columns, perPage);
  const mine = views.filter((view) => view.mine);
  const shared = views.filter((view) => !view.mine);
  const isCurrent = (state: ListView['value']) => sameJson(state.filter, filterValues) && sameJson(state.sort, sort);
  const current =
    views.find((view) => isCurrent(view.state))?.name ??
    suggested.filter((view) => isCurrent(view.value)).map((view) => translate(view.label))[0];

  const apply = (state: ListView['value']) => {
    setAnchor(null);
    setFilters(state.filter, state.displayedFilters);
    setSort(state.sort);
    setPage(1);
    if (state.hiddenColumns) setHiddenColumns(state.hiddenColumns);
    if (state.columnRanks) setColumnRanks(state.columnRanks);
  };
  const showAll = () => {
    setAnchor(null);
    setFilters({}, {});
    setSort({ field: def.defaultSort[0], order: def.defaultSort[1] });
    setPage(1);
  };
  const currentState = (): ViewState => ({
    filter: filterValues,
    displayedFilters: { ...displayedFilters },
    sort,
    perPage,
    hiddenColumns,
    ...(columnRanks ? { columnRanks } : {}),
  });
  const submit = async (value: ViewDialogValue) => {
    const existing = editing === 'new' ? undefined : (editing ?? undefined);
    try {
      await save.mutateAsync({ ...value, id: existing?.id, state: existing?.state ?? currentState() });
      setEditing(null);
      if (!existing) notify('vp.list.view_saved', { type: 'success', messageArgs: { name: value.name } });
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : null;
      if (errors) return errors;
      notify(errorMessage(error), { type: 'error' });
      return {};
    }
  };

  const item = (key: string, text: string, state: ListView['value'], view?: SavedView) => (
    <MenuItem
      key={key}
      selected={isCurrent(state)}
      onClick={() => apply(state)}
      sx={view?.mine ? { pr: 11 } : undefined}
    >
      <ListItemIcon>{isCurrent(state) ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
      <ListItemText
        secondary={
          view && !view.mine
            ? translate('vp.list.shared_by', { name: view.owner })
            : view?.shared_with
              ? translate('vp.list.shared_note')
              : undefined
        }
      >
        {text}
      </ListItemText>
      {view?.mine && (
        <span style={{ position: 'absolute', right: 8, display: 'flex' }}>
          <IconButton
            size="small"
            aria-label={translate('vp.list.edit_view', { name: text })}
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              setAnchor(null);
              setEditing(view);
            }}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            edge="end"
            aria-label={translate('vp.list.remove_view', { name: text })}
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              remove.mutate(view.id, { onError: (error) => notify(errorMessage(error), { type: 'error' }) });
            }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      )}
    </MenuItem>
  );

  return (
    <>
      {current && (
        <Tooltip title={translate('vp.list.all_records')}>
          <Chip
            label={current}
            aria-label={translate('vp.list.current_view', { name: current })}
            onDelete={showAll}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ maxWidth: 220, alignSelf: 'center' }}
          />
        </Tooltip>
      )}
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
        {suggested.map((view) => item(`suggested-${view.label}`, translate(view.label), view.value))}
        {mine.length > 0 && <ListSubheader role="presentation">{translate('vp.list.my_views')}</ListSubheader>}
        {mine.map((view) => item(`mine-${view.id}`, view.name, view.state, view))}
        {shared.length > 0 && <ListSubheader role="presentation">{translate('vp.list.shared_views')}</ListSubheader>}
        {shared.map((view) => item(`shared-${view.id}`, view.name, view.state, view))}
        {(suggested.length > 0 || views.length > 0) && <Divider />}
        <MenuItem onClick={showAll}>
          <ListItemIcon>
            <ClearAllIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('vp.list.all_records')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setEditing('new');
          }}
        >
          <ListItemIcon>
            <SaveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('vp.list.save_view')}</ListItemText>
        </MenuItem>
      </Menu>
      {editing && (
        <ViewDialog
          resource={def.name}
          initial={editing === 'new' ? undefined : { name: editing.name, shared_with: editing.shared_with }}
          canShare={role === 'admin'}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      )}
    </>
  );
}
