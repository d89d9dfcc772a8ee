/**
 * A date filter bound relative to the day a list is read, instead of a fixed date: `{"relative": "today"}`,
 * `{"relative": "today+30d"}`, `{"relative": "today-7d"}`. It stays relative in a saved view; the server resolves
 * it when it answers (a list, its count, an export), in UTC: the app keeps no time zone per user.
 */
export const RELATIVE_DAY = /^today(?:([+-])(\d{1,4})d)?$/;

/**
 * A relative day. Its input schema (relativeDaySchema.ts) is apart: the definitions load with the console's first
 * screen, which stays without the classic zod.
 */
export interface RelativeDay {
  relative: string;
}

/** Whether a value is a valid relative day, as relativeDaySchema accepts it. */
const isRelativeDay = (value: unknown): value is RelativeDay =>
  looksRelative(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { relative?: unknown }).relative === 'string' &&
  RELATIVE_DAY.test((value as RelativeDay).relative);

/** The day `offset` days from today (negative: before today). */
export const relativeDay = (offset: number): RelativeDay => ({
  relative: offset === 0 ? 'today' : `today${offset > 0 ? '+' : '-'}${String(Math.abs(offset))}d`,
});

/** A filter value that is a relative day's shape (an object), valid or not: a fixed date is a string. */
export const looksRelative = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The days from today a (valid) relative day names. */
function relativeOffset(value: RelativeDay): number {
  const [, sign, days] = RELATIVE_DAY.exec(value.relative) ?? [];
  return days ? Number(days) * (sign === '-' ? -1 : 1) : 0;
}

const DAY_MS = 86_400_000;

/**
 * The bound a relative day gives a range filter at `now` (UTC): the day itself (YYYY-MM-DD) for a date field;
 * for a point in time, the day's first instant as a lower bound (`_gte`) and its last millisecond as an upper one
 * (`_lte`), so "up to today" includes all of today.
 */
export function resolveRelativeDay(
  value: RelativeDay,
  bound: 'gte' | 'lte',
  kind: 'date' | 'datetime',
  now: Date,
): string {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + relativeOffset(value) * DAY_MS;
  if (kind === 'date') return new Date(start).toISOString().slice(0, 10);
  return new Date(bound === 'gte' ? start : start + DAY_MS - 1).toISOString();
}

/** The relative choices the console offers for a date filter; `within` and `since` take a number of days. */
export const RELATIVE_CHOICES = ['today', 'before_today', 'within', 'since'] as const;
export type RelativeChoice = (typeof RELATIVE_CHOICES)[number];

/** The `_gte`/`_lte` bounds of a relative choice (`days` for `within` and `since`). */
export function relativeRange(choice: RelativeChoice, days = 0): { gte?: RelativeDay; lte?: RelativeDay } {
  switch (choice) {
    case 'today':
      return { gte: relativeDay(0), lte: relativeDay(0) };
    case 'before_today':
      return { lte: relativeDay(-1) };
    case 'within':
      return { gte: relativeDay(0), lte: relativeDay(days) };
    case 'since':
      return { gte: relativeDay(-days), lte: relativeDay(0) };
  }
}

/** The relative choice (and its days) a pair of bounds is, if they are one. */
export function relativeChoiceOf(gte: unknown, lte: unknown): { choice: RelativeChoice; days: number } | undefined {
  if ((gte !== undefined && !isRelativeDay(gte)) || (lte !== undefined && !isRelativeDay(lte))) return undefined;
  const a = gte === undefined ? undefined : relativeOffset(gte);
  const b = lte === undefined ? undefined : relativeOffset(lte);
  if (a === undefined && b === -1) return { choice: 'before_today', days: 0 };
  if (a === 0 && b === 0) return { choice: 'today', days: 0 };
  if (a === 0 && b !== undefined && b > 0) return { choice: 'within', days: b };
  if (b === 0 && a !== undefined && a < 0) return { choice: 'since', days: -a };
  return undefined;
}
