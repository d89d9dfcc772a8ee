import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetWithToken, apiLogin, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

describe('a list command over every record its filter matches', () => {
  it('offers "Select all N matching" once the page is selected, names the count before confirming, and sends the filter', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const [first] = (await (
      await apiGetWithToken('/api/visa/visa-requirements?range=[0,0]', admin.accessToken)
    ).json()) as { passport_country_id: number }[];
    const filter = { passport_country_id: first!.passport_country_id };
    const counted = await apiGetWithToken(
      `/api/visa/visa-requirements?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      admin.accessToken,
    );
    const total = Number(counted.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThan(25);

    const sent: unknown[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/verify'))
        sent.push(JSON.parse(String(init?.body)));
      return realFetch(input, init);
    });
    try {
      const { user } = renderApp(`/visa-requirements?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      await screen.findAllByRole('checkbox', { name: /select this row/i }, { timeout: 20_000 });
      expect(screen.queryByRole('button', { name: /^Select all .* matching$/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
      await user.click(
        await screen.findByRole('button', { name: `Select all ${total.toLocaleString('en')} matching` }),
      );
      expect(
        await screen.findByText(`All ${total.toLocaleString('en')} matching records are selected`),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Confirm unchanged' }));
      const dialog = await screen.findByRole('dialog', { name: 'Confirm that these facts still hold?' });
      expect(dialog).toHaveTextContent(`the facts of the ${total} selected records are unchanged`);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm unchanged' }));
      expect(await screen.findByText(`${total} records verified today`, {}, { timeout: 30_000 })).toBeInTheDocument();
      expect(sent).toEqual([{ filter }]);
    } finally {
      spy.mockRestore();
    }
  });

  it('deletes every matching record after naming the count, and its Undo puts them all back', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const filter = { is_published: true };
    const count = async () =>
      Number(
        (
          await apiGetWithToken(
            `/api/faqs?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
            admin.accessToken,
          )
        ).headers
          .get('content-range')!
          .split('/')[1],
      );
    const total = await count();
    expect(total).toBeGreaterThan(100);

    const { user } = renderApp(`/faqs?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await screen.findAllByRole('checkbox', { name: /select this row/i }, { timeout: 20_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(await screen.findByRole('button', { name: `Select all ${total.toLocaleString('en')} matching` }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Delete all ${total.toLocaleString('en')} matching records`,
    });
    expect(dialog).toHaveTextContent(`will be deleted: ${total.toLocaleString('en')}. You can undo it right after.`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const toast = await screen.findByText(`${total} records deleted`, {}, { timeout: 30_000 });
    expect(await count()).toBe(0);
    await user.click(
      within(toast.closest('[role="alert"], [role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    await waitFor(async () => expect(await count()).toBe(total), { timeout: 30_000 });
  });
});
