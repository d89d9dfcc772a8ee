import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetJson, apiLogin, pageUrl, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

interface Faq {
  id: number;
  question: string;
  version: number;
}

describe("an audit entry's change set", () => {
  it('lists its entries together, and is reverted after a confirmation', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const [faq] = await apiGetJson<Faq[]>('/api/faqs?range=[1,1]&sort=["id","ASC"]', admin.accessToken);
    const reply = await fetch(pageUrl(`/api/faqs/${faq.id}`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ ...faq, question: 'Changed in a change set?' }),
    });
    const changeSet = reply.headers.get('x-change-set')!;
    const filter = encodeURIComponent(JSON.stringify({ change_set: changeSet }));
    const [entry] = await apiGetJson<{ id: number }[]>(`/api/audit-log?filter=${filter}`, admin.accessToken);

    const { user } = renderApp(`/audit-log/${entry.id}/show`);
    const review = await screen.findByRole('link', { name: 'All changes of this change set' }, { timeout: 15_000 });
    expect(review).toHaveAttribute('href', `/audit-log?filter=${filter}`);
    await user.click(await screen.findByRole('button', { name: 'Revert this change set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert the whole change set?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revert this change set' }));
    expect(
      await screen.findByText('Change set reverted: 1 change taken back', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect((await apiGetJson<Faq>(`/api/faqs/${faq.id}`, admin.accessToken)).question).toBe(faq.question);
  });
});
