/**
 * A record's tabs when there are more than fit (a country has one per kind of record that refers to it): the strip
 * scrolls, with a button at each end that shows while there is more that way, on phones too.
 */
export const SCROLLABLE_TABS = {
  variant: 'scrollable',
  scrollButtons: 'auto',
  allowScrollButtonsMobile: true,
} as const;
