/**
 * Days (`YYYY-MM-DD`) written and read as the UI language writes them with digits: 31.12.2025 (de),
 * 31/12/2025 (fr), 12/31/2025 (en). The native date input cannot do this: it follows the browser's language.
 */
export type DatePart = 'day' | 'month' | 'year';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The order of day, month and year in the locale, and the separator between them. */
function datePattern(locale: string): { order: DatePart[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(0);
  const order = parts.map((p) => p.type).filter((t): t is DatePart => t === 'day' || t === 'month' || t === 'year');
  const separator = parts.find((p) => p.type === 'literal')?.value ?? '/';
  return { order, separator };
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** A real calendar day, or null (2025-02-30 is none). */
export function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A day as the locale writes it; anything that is no day comes back as text. */
export function formatDay(value: unknown, locale: string): string {
  if (typeof value !== 'string') return '';
  const match = DAY.exec(value);
  if (!match) return value;
  const { order, separator } = datePattern(locale);
  const parts: Record<DatePart, string> = { year: match[1], month: match[2], day: match[3] };
  return order.map((p) => parts[p]).join(separator);
}

/** The day a text names, in the locale's order (any non-digit separates) or as YYYY-MM-DD; null when none. */
export function parseDay(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = DAY.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numbers = trimmed.split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const { order } = datePattern(locale);
  const value = Object.fromEntries(order.map((p, i) => [p, numbers[i]])) as Record<DatePart, string>;
  if (value.year.length !== 4) return null;
  return isoDay(Number(value.year), Number(value.month), Number(value.day));
}

/** The placeholder of the locale's pattern, with the language's letters (e.g. TT.MM.JJJJ). */
export function datePlaceholder(locale: string, letters: Record<DatePart, string>): string {
  const { order, separator } = datePattern(locale);
  return order.map((p) => letters[p]).join(separator);
}

/** The first day of the week in the locale (0 = Sunday, 1 = Monday). */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const first = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
    return first % 7;
  } catch {
    return 1;
  }
}

/** Today, in the browser's time zone. */
export function today(): string {
  const now = new Date();
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
