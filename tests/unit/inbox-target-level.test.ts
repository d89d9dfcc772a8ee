import { describe, expect, it } from 'vitest';
import { targetLevel } from '@/admin/enquiries/waiting';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 4, 12, 12);
const at = (hoursFromNow: number) => new Date(NOW + hoursFromNow * HOUR).toISOString();

describe("the inbox's response-target dot", () => {
  it('is none when nobody waits', () => {
    expect(targetLevel(null, null, NOW)).toBeNull();
    expect(targetLevel(undefined, at(3), NOW)).toBeNull();
  });

  it('follows respond_by: ok, then soon in the last quarter, over once it has passed', () => {
    // An 8-hour target: soon from its 6th hour.
    expect(targetLevel(at(-5), at(3), NOW)).toBe('ok');
    expect(targetLevel(at(-6), at(2), NOW)).toBe('soon');
    expect(targetLevel(at(-7.5), at(0.5), NOW)).toBe('soon');
    expect(targetLevel(at(-8), at(0), NOW)).toBe('over');
    // A 4-hour target passed after 5 hours, well under a day.
    expect(targetLevel(at(-5), at(-1), NOW)).toBe('over');
    // A 72-hour target: 50 hours in is still ok.
    expect(targetLevel(at(-50), at(22), NOW)).toBe('ok');
  });

  it('takes the default 48 hours when a row has no respond_by', () => {
    expect(targetLevel(at(-30), null, NOW)).toBe('ok');
    expect(targetLevel(at(-36), null, NOW)).toBe('soon');
    expect(targetLevel(at(-48), null, NOW)).toBe('over');
  });
});
