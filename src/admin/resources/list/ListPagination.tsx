import { useMemo } from 'react';
import { I18nContext, Pagination, useI18nProvider, useListContext, useLocaleState } from 'react-admin';

/**
 * react-admin's pagination with its range in the person's number format ("1-25 of 39,402", "von 39.402"), saying
 * "about" when the total is the API's estimate (a list beyond the rows the API counts; see the dataProvider's
 * getList).
 */
export function ListPagination() {
  const { meta } = useListContext();
  const i18n = useI18nProvider();
  const [locale] = useLocaleState();
  const estimated = meta?.estimatedTotal === true;
  const provider = useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const format = (value: unknown) => (typeof value === 'number' ? number.format(value) : value);
    return {
      ...i18n,
      translate: (key: string, options?: Record<string, unknown>) =>
        key === 'ra.navigation.page_range_info'
          ? i18n.translate(estimated ? 'vp.list.estimated_range' : key, {
              ...options,
              offsetBegin: format(options?.offsetBegin),
              offsetEnd: format(options?.offsetEnd),
              total: format(options?.total),
            })
          : i18n.translate(key, options),
    };
  }, [i18n, locale, estimated]);
  return (
    <I18nContext.Provider value={provider}>
      <Pagination />
    </I18nContext.Provider>
  );
}
