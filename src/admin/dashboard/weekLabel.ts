/** A week's Monday as a short local date (e.g. "3 Mar"). */
export const weekLabel = (week: string, locale: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
