import { describe, expect, it } from 'vitest';
import { catalogs } from '@/admin/i18n';
import { nameInSentence, emptyMessage } from '@/admin/resources/list/sentence';
import { periodStart, suggestedViews, viewFilter } from '@/admin/resources/list/listViews';
import { enquiries } from '@/domain/areas/enquiries';
import { LOCALES } from '@/domain/messages';
import { listViewsOf } from '@/domain/listViews';
import { RESOURCES } from '@/domain/resources';

const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

describe('the views the definitions suggest', () => {
  const views = RESOURCES.flatMap((def) => listViewsOf(def).map((view) => ({ def, view })));

  it('are named in every language and filter, sort and show only what the list has', () => {
    expect(views.length).toBeGreaterThan(0);
    for (const { def, view } of views) {
      for (const locale of LOCALES)
        expect(typeof lookup(catalogs[locale], `vp.views.${view.key}`), `${def.name} ${view.key} ${locale}`).toBe(
          'string',
        );
      for (const key of Object.keys(view.filter))
        expect(def.fields[key.replace(/_(gte|lte)$/, '')]?.filter, `${def.name} filters on ${key}`).toBe(true);
      if (view.createdSince) expect(def.listCreatedAt).toBe(true);
      if (view.passed) expect(def.fields[view.passed]).toMatchObject({ kind: 'datetime', filter: true });
    }
  });

  it('gives everyone who answers enquiries "Unanswered" and "Over the response target", as of now', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    for (const role of ['admin', 'university', 'bank'] as const) {
      const views = suggestedViews(enquiries, role, ['status'], 25);
      const labels = views.map((v) => lookup(catalogs.en, v.label));
      expect(labels).toEqual(expect.arrayContaining(['Unanswered', 'Over the response target']));
    }
    const unanswered = enquiries.views!.find((v) => v.key === 'unanswered')!;
    const over = enquiries.views!.find((v) => v.key === 'over_target')!;
    expect(viewFilter(unanswered, now)).toEqual({ waiting_since_lte: '2026-11-27T12:00:00.000Z' });
    expect(viewFilter(over, now)).toEqual({ respond_by_lte: '2026-11-27T12:00:00.000Z' });
  });

  it('gives the admin "New website enquiries this week": new website enquiries created since Monday', () => {
    const [first] = suggestedViews(enquiries, 'admin', ['created_at', 'kind', 'status'], 25);
    expect(lookup(catalogs.en, first.label)).toBe('New website enquiries this week');
    expect(first.value.filter).toMatchObject({ kind: 'website', status: 'new' });
    expect(first.value.sort).toEqual({ field: 'created_at', order: 'DESC' });
    expect(suggestedViews(enquiries, 'insurance', [], 25).map((v) => v.label)).not.toContain(first.label);
    // Thursday 2026-11-26: the week started on Monday 23rd, the month on the 1st.
    const thursday = new Date(2026, 10, 26, 15, 30);
    expect(periodStart('week', thursday)).toBe('2026-11-23');
    expect(periodStart('month', thursday)).toBe('2026-11-01');
    expect(periodStart('week', new Date(2026, 10, 29, 23, 0))).toBe('2026-11-23');
    const since = new Date(String(viewFilter({ key: 'x', filter: {}, createdSince: 'week' }, thursday).created_at_gte));
    expect([since.getFullYear(), since.getMonth(), since.getDate(), since.getHours()]).toEqual([2026, 10, 23, 0]);
  });
});

describe('"Due for review"', () => {
  it('is relative to the day it is opened, not to the day it was made', () => {
    const facts = RESOURCES.find((def) => def.proof)!;
    const due = suggestedViews(facts, 'admin', ['review_by'], 25).find((v) => v.label === 'vp.views.due_for_review');
    expect(due?.value.filter).toEqual({ review_by_lte: { relative: 'today' } });
  });
});

describe('the empty list sentence', () => {
  it('cases and elides the name as each language needs', () => {
    expect(nameInSentence('Points criteria', 'en')).toBe('points criteria');
    expect(nameInSentence('FAQs', 'en')).toBe('FAQs');
    expect(nameInSentence('PR bundles', 'fr')).toBe('PR bundles');
    expect(nameInSentence('Punktekriterien', 'de')).toBe('Punktekriterien');
    expect(emptyMessage('offres')).toBe('vp.list.empty_vowel');
    expect(emptyMessage('forfaits')).toBe('vp.list.empty');
  });
});
