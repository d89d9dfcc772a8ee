import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedView } from '@/domain/views';
import { setUpApiBridge } from '../support/ui';
import { apiGetJson, apiLogin, DEMO, renderApp, storeSession } from '../support/ui-session';

/* A date filter relative to today: a view saved with "within the next 30 days" keeps meaning that on later days. */

setUpApiBridge();
vi.setConfig({ testTimeout: 90_000 });

beforeEach(async () => {
  storeSession(await apiLogin(DEMO.admin));
});

describe('a view with a relative date filter', () => {
  it('saved with "Within the next 30 days" is stored relative, not as the dates of today', async () => {
    const shown = encodeURIComponent(JSON.stringify({ review_by_relative: true }));
    const { user } = renderApp(`/travel-advice?displayedFilters=${shown}&filter=%7B%7D`);
    const relative = await screen.findByRole('combobox', { name: /relative to today/ }, { timeout: 30_000 });
    await user.click(relative);
    await user.click(await screen.findByRole('option', { name: 'Within the next 30 days' }));
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('today+30d'));

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: /Save current view/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the view' }), 'Review soon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('View “Review soon” saved', undefined, { timeout: 10_000 });

    const saved = (await apiGetJson<SavedView[]>('/api/views?resource=travel-advice')).find(
      (view) => view.name === 'Review soon',
    );
    expect(saved?.state.filter).toEqual({
      review_by_gte: { relative: 'today' },
      review_by_lte: { relative: 'today+30d' },
    });
  });
});
