import { describe, expect, it } from 'vitest';
import { datePlaceholder, formatDay, parseDay } from '@/admin/resources/form/dateText';

describe('days as the UI language writes them', () => {
  it.each([
    ['en', '12/31/2025', 'MM/DD/YYYY'],
    ['de', '31.12.2025', 'TT.MM.JJJJ'],
    ['fr', '31/12/2025', 'JJ/MM/AAAA'],
  ])('%s: 2025-12-31 is written %s (placeholder %s) and read back', (locale, text, placeholder) => {
    expect(formatDay('2025-12-31', locale)).toBe(text);
    expect(parseDay(text, locale)).toBe('2025-12-31');
    const letters = { en: ['DD', 'MM', 'YYYY'], de: ['TT', 'MM', 'JJJJ'], fr: ['JJ', 'MM', 'AAAA'] }[locale]!;
    expect(datePlaceholder(locale, { day: letters[0], month: letters[1], year: letters[2] })).toBe(placeholder);
  });

  it('reads short days and ISO days, and refuses what names no day', () => {
    expect(parseDay('1.2.2024', 'de')).toBe('2024-02-01');
    expect(parseDay('2024-02-01', 'fr')).toBe('2024-02-01');
    expect(parseDay('30.02.2024', 'de')).toBeNull();
    expect(parseDay('31.12.24', 'de')).toBeNull();
    expect(parseDay('31.12', 'de')).toBeNull();
    expect(formatDay('no day', 'de')).toBe('no day');
  });
});
