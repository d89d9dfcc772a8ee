import { Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { SUMMARY_VIEW, type ResourceDef } from '@/domain/resourceDef';

/** How often the counts are asked for again while the list is open (they also follow every change made here). */
const REFRESH_MS = 30_000;

/** The number of records the list's other filters leave with this status (`value`; none: any status). */
function TabLabel({ def, field, value }: { def: ResourceDef; field: string; value?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues } = useListContext();
  const { [field]: _current, ...others } = filterValues as Record<string, unknown>;
  const { total } = useGetList(
    def.name,
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: value === undefined ? others : { ...others, [field]: value },
      meta: { view: SUMMARY_VIEW },
    },
    { refetchInterval: REFRESH_MS },
  );
  const choicesKey = def.fields[field].choicesKey ?? field;
  const name = value === undefined ? translate('vp.list.all_tab') : translate(`vp.choices.${choicesKey}.${value}`);
  return (
    <>
      {name}
      {total !== undefined && ` (${new Intl.NumberFormat(locale).format(total)})`}
    </>
  );
}

/**
 * The tabs of a workflow's list (the definition's `statusTabs`): all records, then one tab per status, each with
 * its live count under the list's other filters. A tab sets the status filter; a filter of several statuses
 * (a dashboard figure's) selects no tab.
 */
export function StatusTabs({ def, field }: { def: ResourceDef; field: string }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current: unknown = (filterValues as Record<string, unknown>)[field];
  const values = def.fields[field].choices ?? [];
  const selected =
    current === undefined ? 'all' : typeof current === 'string' && values.includes(current) ? current : false;
  const choose = (value: string) => {
    const { [field]: _current, ...others } = filterValues as Record<string, unknown>;
    setFilters(value === 'all' ? others : { ...others, [field]: value }, displayedFilters);
  };
  return (
    <Tabs
      value={selected}
      onChange={(_event, value: string) => choose(value)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('vp.list.status_tabs')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={<TabLabel def={def} field={field} />} />
      {values.map((value) => (
        <Tab key={value} value={value} label={<TabLabel def={def} field={field} value={value} />} />
      ))}
    </Tabs>
  );
}
