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

async function putFaq(faq: Faq, question: string, token: string): Promise<Faq> {
  const reply = await fetch(pageUrl(`/api/faqs/${faq.id}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...faq, question }),
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as Faq;
}

describe("a record's history", () => {
  it('lists who changed what, and restores a field after a confirmation, as a change of its own', async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const [seeded] = await apiGetJson<Faq[]>('/api/faqs?range=[0,0]&sort=["id","ASC"]', admin.accessToken);
    const first = await putFaq(seeded, 'Can I study on a visitor visa?', admin.accessToken);
    await putFaq(first, 'Can I study for three months on a visitor visa?', admin.accessToken);

    const { user } = renderApp(`/faqs/${seeded.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'History' }, { timeout: 15_000 }));
    const history = await screen.findByTestId('record-history');
    const entries = await within(history).findAllByRole('listitem', {}, { timeout: 15_000 });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Changed');
    expect(entries[0]).toHaveTextContent('by Ada Admin');
    expect(entries[0]).toHaveTextContent('Can I study for three months on a visitor visa?');
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
      'Can I study for three months on a visitor visa?Can I study on a visitor visa?',
    );
  });
});
