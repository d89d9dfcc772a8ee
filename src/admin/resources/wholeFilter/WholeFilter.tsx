import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, useListContext, useLocaleState, useTranslate, type Identifier } from 'react-admin';

/** Whether the list's bulk actions apply to every record its filter matches rather than the selected rows. */
const WholeFilterContext = createContext<{ all: boolean; setAll: (all: boolean) => void }>({
  all: false,
  setAll: () => undefined,
});

/** Around a list's bulk actions: the choice of the whole filter, forgotten when the selection changes. */
export function WholeFilterProvider({ children }: { children: ReactNode }) {
  const { selectedIds } = useListContext();
  const [all, setAll] = useState(false);
  useEffect(() => setAll(false), [selectedIds]);
  return <WholeFilterContext.Provider value={{ all, setAll }}>{children}</WholeFilterContext.Provider>;
}

/** Whether every row of the page is selected while the list matches more than the page. */
function usePageOfMore() {
  const { selectedIds, data, total } = useListContext();
  const page = (data ?? []).map((record: { id: Identifier }) => record.id);
  return !!total && total > page.length && page.length > 0 && page.every((id) => selectedIds.includes(id));
}

/**
 * What a bulk action applies to: `{ filter }` (the list's filter) once the user chose every matching record,
 * else `{ ids }` (the selected rows); and how many records that is, for its confirmation.
 */
export function useSelection(): { body: { filter: object } | { ids: Identifier[] }; count: number; whole: boolean } {
  const { all } = useContext(WholeFilterContext);
  const { selectedIds, filterValues, total } = useListContext();
  const pageOfMore = usePageOfMore();
  if (all && pageOfMore && total)
    return { body: { filter: (filterValues ?? {}) as object }, count: total, whole: true };
  return { body: { ids: selectedIds }, count: selectedIds.length, whole: false };
}

/**
 * "Select all N matching": offered when the whole page is selected and the list's filter matches more; then the
 * bulk actions send the filter (see useSelection). The count in the user's language.
 */
export function SelectAllMatching() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { all, setAll } = useContext(WholeFilterContext);
  const { total } = useListContext();
  const pageOfMore = usePageOfMore();
  if (!pageOfMore || !total) return null;
  const count = total.toLocaleString(locale);
  return all ? (
    <>
      <span role="status">{translate('vp.whole_filter.selected_all', { count })}</span>
      <Button label="vp.whole_filter.page_only" onClick={() => setAll(false)} />
    </>
  ) : (
    <Button label={translate('vp.whole_filter.select_all', { count })} onClick={() => setAll(true)} />
  );
}
