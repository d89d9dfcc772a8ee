import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetWithToken, apiLogin, pageUrl, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

/** Two enquiries from one person through the public intake; their ids. */
async function twoEnquiriesFrom(email: string): Promise<number[]> {
  const ids: number[] = [];
  for (const message of ['Which visa do I need?', 'And for my partner?']) {
    const intake = await fetch(pageUrl('/api/public/enquiries'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'website', full_name: 'Erin Erase', email, message }),
    });
    expect(intake.status).toBe(201);
    ids.push(((await intake.json()) as { id: number }).id);
  }
  return ids;
}

describe('erasing an enquirer from one of their enquiries', () => {
  it('asks first, naming the address, then erases all their enquiries and goes back to the list', async () => {
    const email = `erin.${Date.now()}@example.com`;
    const ids = await twoEnquiriesFrom(email);
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const { user } = renderApp(`/enquiries/${ids[0]}/show`);
    await user.click(await screen.findByRole('button', { name: 'Erase enquirer' }));
    const dialog = await screen.findByRole('dialog', { name: `Erase everything from ${email}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await apiGetWithToken(`/api/enquiries/${ids[0]}`, admin.accessToken)).status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Erase enquirer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase enquirer' }));
    expect(
      await screen.findByText(
        'Erased (enquiries: 2, messages: 0, files: 0, quarantined mails: 0)',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/enquiries'));
    for (const id of ids) expect((await apiGetWithToken(`/api/enquiries/${id}`, admin.accessToken)).status).toBe(404);
  });

  it('is not offered to partners, who may not delete enquiries', async () => {
    const university = await apiLogin(DEMO.university);
    storeSession(university);
    const [own] = (await (await apiGetWithToken('/api/enquiries?range=[0,0]', university.accessToken)).json()) as {
      id: number;
    }[];
    renderApp(`/enquiries/${own.id}/show`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findAllByRole('button', { name: /^Mark as/ });
    expect(screen.queryByRole('button', { name: 'Erase enquirer' })).toBeNull();
  });
});
