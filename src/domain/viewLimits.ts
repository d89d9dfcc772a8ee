// Apart from the views' zod schemas (views.ts), as the console's list toolbar reads them.

/** A saved list view's name: what the Views menu and the list show. */
export const VIEW_NAME_MAX = 80;
/** Views one person keeps per list; a bound on what a list's menu loads. */
export const VIEWS_PER_LIST = 50;
