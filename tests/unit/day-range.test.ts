import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, localDay } from '@/admin/resources/inputs';

describe('range filters over a point in time (src/admin/resources/inputs.tsx)', () => {
  it('runs from the first to the last instant of the picked local day', () => {
    expect(dayStart('2024-05-01')).toBe(new Date(2024, 4, 1, 0, 0, 0, 0).toISOString());
    expect(dayEnd('2024-05-01')).toBe(new Date(2024, 4, 1, 23, 59, 59, 999).toISOString());
    for (const empty of ['', null, undefined, 'not a day', '2024-5-1']) {
      expect(dayStart(empty)).toBeNull();
      expect(dayEnd(empty)).toBeNull();
    }
  });

  it('shows the stored instant as the local day it was picked as', () => {
    for (const day of ['2024-01-31', '2024-12-31', '2025-03-30']) {
      expect(localDay(dayStart(day))).toBe(day);
      expect(localDay(dayEnd(day))).toBe(day);
      expect(localDay(day)).toBe(day);
    }
    expect(localDay('')).toBe('');
    expect(localDay(null)).toBe('');
    expect(localDay('garbage')).toBe('');
  });
});
