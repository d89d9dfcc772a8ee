import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetJson, apiLogin, apiPut, chooseLanguage, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

interface Faq {
  id: number;
  question: string;
  version: number;
}

/** The words a row's cell marks as removed (`<del>`) or added (`<ins>`), each as a screen reader reads it. */
const marked = (cell: HTMLElement, role: 'deletion' | 'insertion') =>
  within(cell)
    .queryAllByRole(role)
    .map((mark) => mark.textContent.replace(/\s+/g, ' ').trim());

/** The row of a field in a changes table, and its "from" and "to" cells. */
function changeRow(table: HTMLElement, field: string) {
  const row = within(table).getByRole('rowheader', { name: field }).closest('tr')!;
  const [from, to] = within(row).getAllByRole('cell');
  return { row, from, to };
}

describe('the differences of a change, word by word', () => {
  it("in the review queue: a partner's rich-text edit shows the words removed and added, announced", async () => {
    const insurer = await apiLogin(DEMO.insurer);
    const org = await apiGetJson<{ id: number; description: string | null }>(
      `/api/insurers/${String(insurer.companyId)}`,
      insurer.accessToken,
    );
    const stored = await apiGetJson<Record<string, unknown>>(`/api/insurers/${org.id}`, insurer.accessToken);
    const admin = await apiLogin(DEMO.admin);
    await apiPut(
      `/api/insurers/${org.id}`,
      { ...stored, description: '<p>Cover for students from day one.</p><p>Claims paid fast.</p>' },
      admin.accessToken,
    );
    const live = await apiGetJson<Record<string, unknown>>(`/api/insurers/${org.id}`, insurer.accessToken);
    await apiPut(
      `/api/insurers/${org.id}`,
      { ...live, description: '<p>Cover for all students <em>from day one</em>.</p><p>Claims paid fast.</p>' },
      insurer.accessToken,
    );

    storeSession(admin);
    renderApp('/reviews');
    const card = await screen.findByRole('article', { name: String(stored.name) }, { timeout: 15_000 });
    const { from, to } = changeRow(within(card).getByRole('table'), 'Description');
    // The paragraphs stay words apart; the one word added is marked, nothing removed; the old text marks nothing.
    expect(marked(to, 'insertion')).toEqual(['added: all end of added text']);
    expect(marked(to, 'deletion')).toEqual([]);
    expect(marked(from, 'insertion')).toEqual([]);
    expect(marked(from, 'deletion')).toEqual([]);
    expect(to).toHaveTextContent('Cover for added: all end of added text students from day one. Claims paid fast.');
    // No HTML of the text is rendered: its text only.
    expect(to.querySelector('strong, em, p')).toBeNull();
  });

  it("in a record's draft and in its history, in German too", async () => {
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    const [seeded] = await apiGetJson<Faq[]>('/api/faqs?range=[2,2]&sort=["id","ASC"]', admin.accessToken);
    const first = await apiPut<Faq>(
      `/api/faqs/${seeded.id}`,
      { ...seeded, question: 'Can I work on a student visa?' },
      admin.accessToken,
    );
    const saved = await apiPut<Faq>(
      `/api/faqs/${seeded.id}`,
      { ...first, question: 'Can I work weekends on a student visa?' },
      admin.accessToken,
    );
    await apiPut(
      `/api/faqs/${seeded.id}/draft`,
      { ...saved, question: 'Can I work evenings on a student visa?' },
      admin.accessToken,
    );

    const { user } = renderApp(`/faqs/${seeded.id}/show`);
    await chooseLanguage(user, 'Deutsch');
    const draft = await screen.findByRole('table', { name: 'Änderungen des Entwurfs' }, { timeout: 15_000 });
    const inDraft = changeRow(draft, 'Frage');
    expect(marked(inDraft.from, 'deletion')).toEqual(['entfernt: weekends Ende des entfernten Texts']);
    expect(marked(inDraft.from, 'insertion')).toEqual([]);
    expect(marked(inDraft.to, 'insertion')).toEqual(['hinzugefügt: evenings Ende des hinzugefügten Texts']);
    expect(marked(inDraft.to, 'deletion')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Verlauf' }));
    const history = await screen.findByTestId('record-history');
    const [newest] = await within(history).findAllByRole('listitem', {}, { timeout: 15_000 });
    const inHistory = changeRow(within(newest).getByRole('table'), 'Frage');
    expect(marked(inHistory.from, 'deletion')).toEqual([]);
    expect(marked(inHistory.to, 'insertion')).toEqual(['hinzugefügt: weekends Ende des hinzugefügten Texts']);
    expect(inHistory.to).toHaveTextContent(
      'Can I work hinzugefügt: weekends Ende des hinzugefügten Texts on a student visa?',
    );
  });
});
