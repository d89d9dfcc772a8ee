/** Where a waiting enquiry stands against its response target: well within it, in its last quarter, past it. */
export type TargetLevel = 'ok' | 'soon' | 'over';

const HOUR = 3_600_000;
/** The target when a row carries no respond_by (the server's default, see migration 0023). */
const DEFAULT_TARGET = 48 * HOUR;

/**
 * The response target's colour for an enquiry waiting since `since` that is to be answered by `respondBy` (the
 * server keeps it: waiting_since plus the organisation's target): over once `respondBy` has passed, soon in the
 * last quarter of the time between the two, ok before that; none when it waits for no one.
 */
export function targetLevel(
  since: string | null | undefined,
  respondBy: string | null | undefined,
  now = Date.now(),
): TargetLevel | null {
  if (!since) return null;
  const start = new Date(since).getTime();
  const due = respondBy ? new Date(respondBy).getTime() : start + DEFAULT_TARGET;
  if (now >= due) return 'over';
  if (now >= due - (due - start) / 4) return 'soon';
  return 'ok';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * HOUR],
  ['hour', HOUR],
  ['minute', 60_000],
];

/** An age in the user's language, short: "3 hr", "3 Std.", "3 h" (a minute at least). */
export function shortAge(from: string, locale: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(from).getTime());
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1];
  const value = Math.max(1, Math.floor(elapsed / size));
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** A moment relative to now in the user's language ("3 hours ago", "vor 3 Stunden", "il y a 3 heures"). */
export function relativeTime(at: string, locale: string, now = Date.now()): string {
  const elapsed = new Date(at).getTime() - now;
  const abs = Math.abs(elapsed);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (abs < 60_000) return format.format(0, 'minute');
  const [unit, size] = UNITS.find(([, ms]) => abs >= ms) ?? UNITS[UNITS.length - 1];
  return format.format(Math.round(elapsed / size), unit);
}
