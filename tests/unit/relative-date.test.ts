import { describe, expect, it } from 'vitest';
import { relativeChoiceOf, relativeDay, relativeRange, resolveRelativeDay } from '@/domain/relativeDate';
import { relativeDaySchema } from '@/domain/relativeDaySchema';

/** A date filter relative to today: the day it names is the day the list is read (UTC). */
describe('a day relative to today', () => {
  const evening = new Date('2026-11-29T22:30:00Z');

  it('names the day it is read, or a number of days from it, for a date and for a point in time', () => {
    expect(resolveRelativeDay({ relative: 'today' }, 'lte', 'date', evening)).toBe('2026-11-29');
    expect(resolveRelativeDay({ relative: 'today+30d' }, 'lte', 'date', evening)).toBe('2026-12-29');
    expect(resolveRelativeDay({ relative: 'today-1d' }, 'gte', 'date', evening)).toBe('2026-11-28');
    // A lower bound from the day's first instant, an upper one through its last millisecond.
    expect(resolveRelativeDay({ relative: 'today' }, 'gte', 'datetime', evening)).toBe('2026-11-29T00:00:00.000Z');
    expect(resolveRelativeDay({ relative: 'today' }, 'lte', 'datetime', evening)).toBe('2026-11-29T23:59:59.999Z');
    expect(resolveRelativeDay({ relative: 'today+3d' }, 'lte', 'datetime', evening)).toBe('2026-12-02T23:59:59.999Z');
  });

  it('moves with the day: the same value read tomorrow names tomorrow', () => {
    const tomorrow = new Date('2026-11-30T00:00:01Z');
    expect(resolveRelativeDay({ relative: 'today' }, 'lte', 'date', tomorrow)).toBe('2026-11-30');
  });

  it('accepts only today with an optional signed number of days', () => {
    for (const ok of ['today', 'today+1d', 'today-30d', 'today+9999d'])
      expect(relativeDaySchema.safeParse({ relative: ok }).success, ok).toBe(true);
    for (const bad of [{ relative: 'tomorrow' }, { relative: 'today+30' }, { relative: 'today+1w' }, { days: 1 }, {}])
      expect(relativeDaySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(relativeDaySchema.safeParse({ relative: 'today', extra: 1 }).success).toBe(false);
  });

  it('the console reads back as a choice only what the schema accepts', () => {
    const today = { relative: 'today' };
    for (const bad of [
      { relative: 'tomorrow' },
      { relative: 'today+30' },
      { days: 1 },
      {},
      { ...today, extra: 1 },
      'x',
    ])
      expect(relativeChoiceOf(bad, today), JSON.stringify(bad)).toBeUndefined();
    expect(relativeChoiceOf(today, today)).toEqual({ choice: 'today', days: 0 });
  });

  it('gives the console choices their bounds and reads them back', () => {
    expect(relativeRange('today')).toEqual({ gte: { relative: 'today' }, lte: { relative: 'today' } });
    expect(relativeRange('before_today')).toEqual({ lte: { relative: 'today-1d' } });
    expect(relativeRange('within', 30)).toEqual({ gte: { relative: 'today' }, lte: { relative: 'today+30d' } });
    expect(relativeRange('since', 7)).toEqual({ gte: { relative: 'today-7d' }, lte: { relative: 'today' } });
    for (const [choice, days] of [
      ['today', 0],
      ['before_today', 0],
      ['within', 30],
      ['since', 7],
    ] as const) {
      const { gte, lte } = relativeRange(choice, days);
      expect(relativeChoiceOf(gte, lte)).toEqual({ choice, days });
    }
    expect(relativeChoiceOf('2026-11-01', undefined)).toBeUndefined();
    expect(relativeChoiceOf(relativeDay(2), relativeDay(5))).toBeUndefined();
  });
});
