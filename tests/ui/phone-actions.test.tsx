import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeUpload, setUpApiBridge } from '../support/ui';
import {
  DEMO,
  apiGetJson,
  apiLogin,
  apiPut,
  chooseLanguage,
  onAPhone,
  renderApp,
  storeSession,
} from '../support/ui-session';

setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  vi.unstubAllGlobals();
});

/** A button as a phone shows it: found by its name, and showing that name in words, not as a bare icon. */
async function expectWords(container: HTMLElement, name: string) {
  const button = await within(container).findByRole('button', { name }, { timeout: 15_000 });
  expect(button).toHaveTextContent(name);
}

/** The FAQs' Import dialog, `csv` chosen as its file and checked (a dry run): the dialog showing its report. */
async function checkFaqImport(csv: string) {
  const { file, FormData, File } = await nodeUpload('bad.csv', csv);
  vi.stubGlobal('FormData', FormData);
  vi.stubGlobal('File', File);
  const { user } = renderApp('/faqs');
  await user.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Import FAQs' });
  await user.upload(await within(dialog).findByLabelText('Choose file'), file);
  await user.click(await within(dialog).findByRole('button', { name: 'Check' }));
  return { user, dialog };
}

describe("the import's report", () => {
  it('keeps its long list of invalid rows in a named region that the keyboard reaches', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const lines = Array.from({ length: 60 }, (_, i) => `nowhere,Invalid question ${i}?,<p>x</p>`);
    const { user, dialog } = await checkFaqImport(`scope,question,answer\n${lines.join('\n')}\n`);
    const region = await within(dialog).findByRole('region', { name: 'Invalid rows' }, { timeout: 15_000 });
    expect(within(region).getByRole('table', { name: 'Invalid rows' })).toBeInTheDocument();
    expect(within(region).getAllByRole('row')).toHaveLength(61);
    // Tabbing through the dialog lands on the list, where the arrow keys scroll it.
    for (let i = 0; i < 10 && document.activeElement !== region; i++) await user.tab();
    expect(region).toHaveFocus();
  });
});

describe('on a phone (390 px)', () => {
  it("the review queue's, a draft's and the facts' actions are buttons with words", async () => {
    const insurer = await apiLogin(DEMO.insurer);
    const org = await apiGetJson<Record<string, unknown>>(
      `/api/insurers/${String(insurer.companyId)}`,
      insurer.accessToken,
    );
    await apiPut(
      `/api/insurers/${String(org.id)}`,
      { ...org, description: '<p>Open all week.</p>' },
      insurer.accessToken,
    );
    const admin = await apiLogin(DEMO.admin);
    storeSession(admin);
    onAPhone();

    const review = renderApp('/reviews');
    const card = await screen.findByRole('article', { name: String(org.name) }, { timeout: 15_000 });
    for (const name of ['Approve', 'Send back', 'Discard draft']) await expectWords(card, name);
    review.unmount();

    const [faq] = await apiGetJson<Record<string, unknown>[]>('/api/faqs?range=[0,0]&sort=["id","ASC"]');
    await apiPut(`/api/faqs/${String(faq.id)}/draft`, { ...faq, question: 'A drafted question?' }, admin.accessToken);
    const draft = renderApp(`/faqs/${String(faq.id)}/show`);
    const panel = await screen.findByTestId('publication', {}, { timeout: 15_000 });
    for (const name of ['Publish', 'Discard draft', 'Schedule']) await expectWords(panel, name);
    draft.unmount();

    const [advice] = await apiGetJson<{ id: number }[]>('/api/visa/travel-advice?range=[0,0]&sort=["id","ASC"]');
    renderApp(`/travel-advice/${advice.id}/show`);
    await expectWords(document.body, 'Confirm unchanged');
  });

  it("the import report's rows hold their columns one under the other, each named", async () => {
    storeSession(await apiLogin(DEMO.admin));
    onAPhone();
    const { dialog } = await checkFaqImport('scope,question,answer\nnowhere,A phone question?,<p>x</p>\n');
    const table = await within(dialog).findByRole('table', { name: 'Invalid rows' }, { timeout: 15_000 });
    const [row] = within(table).getAllByRole('row');
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveTextContent(/^Line: 2Field: AreaIn the file: nowhereProblem: «nowhere» is not one of: /);
  });

  it("a list's pager names its buttons in German and French", async () => {
    storeSession(await apiLogin(DEMO.admin));
    onAPhone();
    const { user } = renderApp('/faqs');
    await chooseLanguage(user, 'Deutsch');
    expect(
      await screen.findByRole('button', { name: 'Zur nächsten Seite wechseln' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zur vorherigen Seite wechseln' })).toBeDisabled();
    await chooseLanguage(user, 'Français');
    expect(await screen.findByRole('button', { name: 'Aller à la prochaine page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aller à la page précédente' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
    await chooseLanguage(user, 'English');
  });
});
