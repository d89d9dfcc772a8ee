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

/** A new question through the API, as another client would: the FAQ as saved, and the change set it was saved in. */
async function putFaq(faq: Faq, question: string, token: string): Promise<{ saved: Faq; changeSet: string }> {
  const reply = await fetch(pageUrl(`/api/faqs/${faq.id}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...faq, question }),
  });
  expect(reply.status).toBe(200);
  return { saved: (await reply.json()) as Faq, changeSet: reply.headers.get('x-change-set')! };
}

describe("a record's history", () => {
  it('lists who changed what, and restores a field after a confirmation, as a change of its own', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const [seeded] = await apiGetJson<Faq[]>('/api/faqs?range=[0,0]&sort=["id","ASC"]', admin.accessToken);
    const { saved: first } = await putFaq(seeded, 'Can I study on a visitor visa?', admin.accessToken);
    await putFaq(first, 'Can I study for three months on a visitor visa?', admin.accessToken);

    const { user } = renderApp(`/faqs/${seeded.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'History' }, { timeout: 15_000 }));
    const history = await screen.findByTestId('record-history');
    const entries = await within(history).findAllByRole('listitem', {}, { timeout: 15_000 });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Changed');
    expect(entries[0]).toHaveTextContent('by Ada Admin');
    // The words the change added are marked, and said to be added.
    expect(entries[0]).toHaveTextContent(
      'Can I study on a visitor visa?Can I study added: for three months end of added text on a visitor visa?',
    );
    // The newest change holds today's value: nothing to restore there; the older one's question can be.
    expect(within(entries[0]).queryByRole('button', { name: 'Restore' })).toBeNull();
    const row = within(entries[1]).getByRole('rowheader', { name: 'Question' }).closest('tr')!;
    expect(row).toHaveTextContent(seeded.question);
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Restore' }));

    const dialog = await screen.findByRole('dialog', { name: 'Restore an earlier value?' });
    expect(dialog).toHaveTextContent('“Question” goes back to its value of');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored', {}, { timeout: 15_000 })).toBeInTheDocument();

    const after = await apiGetJson<Faq>(`/api/faqs/${seeded.id}`, admin.accessToken);
    expect(after.question).toBe('Can I study on a visitor visa?');
    // The restore is the newest revision in the history the page reloads.
    await vi.waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3), { timeout: 15_000 });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'Can I study removed: for three months end of removed text on a visitor visa?Can I study on a visitor visa?',
    );
  });
});

describe("an audit entry's change set", () => {
  it('lists its entries together, and is reverted after a confirmation', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const [faq] = await apiGetJson<Faq[]>('/api/faqs?range=[1,1]&sort=["id","ASC"]', admin.accessToken);
    const { changeSet } = await putFaq(faq, 'Changed in a change set?', admin.accessToken);
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

  it('an entry of no change set (a sign-in) has nothing to do, and shows no empty toolbar', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const filter = encodeURIComponent(JSON.stringify({ action: 'login.success' }));
    const [entry] = await apiGetJson<{ id: number }[]>(
      `/api/audit-log?filter=${filter}&range=[0,0]`,
      admin.accessToken,
    );
    renderApp(`/audit-log/${entry.id}/show`);
    expect(await screen.findAllByText('Signed in', {}, { timeout: 15_000 })).not.toHaveLength(0);
    // The page's toolbar, once the actions' permissions are known: none, or hidden, since it holds nothing.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const toolbar = document.querySelector<HTMLElement>('[class*="RaTopToolbar-root"]');
    if (toolbar) expect(toolbar).not.toBeVisible();
  });
});
