import { useState, type ReactElement } from 'react';
import { Badge, Box, Button as MuiButton, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, FilterLiveForm, useListContext, useTranslate } from 'react-admin';

/**
 * On a phone, the list's filters (all but the search) live in a drawer from the bottom of the screen; the button
 * says how many are applied. Each change applies at once, as on the desktop's filter bar.
 */
export function FiltersDrawerButton({ filters }: { filters: ReactElement[] }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const active = Object.keys(filterValues).filter((key) => key !== 'q').length;
  const clear = () => setFilters('q' in filterValues ? { q: filterValues.q } : {}, {});
  return (
    <>
      <Button
        label={active ? translate('vp.list.filters_count', { count: active }) : 'vp.list.filters'}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Badge badgeContent={active} color="primary" variant="dot" invisible={!active}>
          <FilterListIcon />
        </Badge>
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'list-filters-title',
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
          <Typography id="list-filters-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('vp.list.filters')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box
          sx={{ px: 2, pb: 1, overflowY: 'auto', '& .MuiFormControl-root': { width: '100%' } }}
          data-testid="list-filters"
        >
          <FilterLiveForm debounce={300}>
            <Stack>{filters}</Stack>
          </FilterLiveForm>
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 2, pt: 1 }}>
          <MuiButton onClick={clear} disabled={!active}>
            {translate('ra.action.remove_all_filters')}
          </MuiButton>
          <MuiButton variant="contained" onClick={() => setOpen(false)}>
            {translate('vp.list.show_results')}
          </MuiButton>
        </Stack>
      </Drawer>
    </>
  );
}
