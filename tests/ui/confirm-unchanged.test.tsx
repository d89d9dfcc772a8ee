import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_TIME_FORMAT } from '@/admin/resources/fields';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetWithToken, apiLogin, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

interface Advice {
  id: number;
  summary: string;
  verified_at: string;
  changed_at: string;
}

describe('"Confirm unchanged" on facts', () => {
  it('asks first, naming the record, then stamps it verified today; the page shows the new date', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const [advice] = (await (
      await apiGetWithToken('/api/visa/travel-advice?range=[0,0]&sort=["id","ASC"]', admin.accessToken)
    ).json()) as Advice[];
    const { user } = renderApp(`/travel-advice/${advice.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Confirm unchanged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm that these facts still hold?' });
    expect(dialog).toHaveTextContent(`the facts of “${advice.summary}” are unchanged`);
    expect(dialog).toHaveTextContent('due for review again in 90 days');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm unchanged' }));
    expect(await screen.findByText('Verified today', {}, { timeout: 15_000 })).toBeInTheDocument();
    const after = (await (
      await apiGetWithToken(`/api/visa/travel-advice/${advice.id}`, admin.accessToken)
    ).json()) as Advice;
    expect(Date.parse(after.verified_at)).toBeGreaterThan(Date.parse(advice.verified_at));
    expect(after.changed_at).toBe(advice.changed_at);
    // The page reloads the record: its last verification as the fields show it, in the user's language.
    const shown = new Date(after.verified_at).toLocaleString('en', DATE_TIME_FORMAT);
    expect(await screen.findByText(shown, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("on a list's selection: the selected records, with a toast that counts them", async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const { user } = renderApp('/customs-info');
    const rows = await screen.findAllByRole('checkbox', { name: /select this row/i }, { timeout: 15_000 });
    await user.click(rows[0]);
    await user.click(rows[1]);
    await user.click(await screen.findByRole('button', { name: 'Confirm unchanged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm that these facts still hold?' });
    expect(dialog).toHaveTextContent('the facts of the 2 selected records are unchanged');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm unchanged' }));
    expect(await screen.findByText('2 records verified today', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
