import { useMemo } from 'react';
import { useTheme } from '@mui/material';
import { I18nContext, Pagination, useI18nProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';

/**
 * react-admin's pagination with its range in the person's number format ("1-25 of 39,402", "von 39.402"), saying
 * "about" when the total is the API's estimate (a list beyond the rows the API counts; see the dataProvider's
 * getList). Its buttons are named in the UI language on a phone too: there react-admin leaves MUI's English
 * "Go to next page" (it passes its own names to the desktop pager only).
 */
export function ListPagination() {
  const { meta } = useListContext();
  const i18n = useI18nProvider();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const estimated = meta?.estimatedTotal === true;
  const rtl = useTheme().direction === 'rtl';
  const slotProps = useMemo(() => {
    const button = (type: 'first' | 'last' | 'next' | 'previous') => {
      const name = translate(`ra.navigation.${type}`);
      return { 'aria-label': name, title: name };
    };
    // MUI hands a right-to-left pager's "next" slot to its "previous" button (and "last" to "first").
    return {
      actions: rtl
        ? {
            firstButton: button('last'),
            previousButton: button('next'),
            nextButton: button('previous'),
            lastButton: button('first'),
          }
        : {
            firstButton: button('first'),
            previousButton: button('previous'),
            nextButton: button('next'),
            lastButton: button('last'),
          },
    };
  }, [translate, rtl]);
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
      <Pagination slotProps={slotProps} />
    </I18nContext.Provider>
  );
}
