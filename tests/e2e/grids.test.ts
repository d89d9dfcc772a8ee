import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { AXE_OPTIONS, expectAccessible, settle, signIn } from './support';
import { faqFixtures, type Faq } from './faqs';
import { e2eSuite, main, pathOf, shot, TIMEOUT, toasts, waitForPath } from './suite';

/*
 * Issue items 15 and 19 in Chromium: the generated lists edit cells in place (click or Enter, Tab moves on,
 * Escape cancels, field errors in the cell, a stale version settled by Reload or Overwrite), and set one field
 * on the selected rows (bulk edit). The records are made through the API for each run.
 */

const suite = e2eSuite('grids');
const { api, newPage } = suite;
const { prefix, question, makeFaq, row, cellButton, unpublishDialog } = faqFixtures(suite, 'Grid');
const STAMP = prefix.split(' ')[1];

const faq = (id: number) => api<Faq>(`/api/faqs/${id}`);
/** Someone else saves the record meanwhile (a new version). */
async function changeFaq(id: number, change: Partial<Faq>) {
  const current = await faq(id);
  await api(`/api/faqs/${id}`, { method: 'PUT', body: { ...current, ...change } });
}

/** A new page with this person signed in, past the sign-in screen. */
async function signedIn(email: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, suite.url, email);
  await waitForPath(page, /^\/(?!auth)/);
  return page;
}
/** The admin's FAQ list, searched down to this run's FAQs. */
async function openFaqs(): Promise<Page> {
  const page = await signedIn(DEMO.admin);
  await page.goto(`${suite.url}/faqs?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
  await waitForPath(page, '/faqs');
  return page;
}
const editor = (page: Page, tag: string, field: string) =>
  row(page, tag).getByLabel(`${field}, new value`, { exact: true });
/** axe on the open dialog alone (the page behind it is inert, and its own tests judge it). */
async function expectDialogAccessible(page: Page) {
  await settle(page);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').options(AXE_OPTIONS).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('editable grids (issue 15)', () => {
  it('a click edits a cell and Enter saves the row through the API; the row still opens the record elsewhere', async () => {
    const a = await makeFaq('click', 510);
    const page = await openFaqs();
    await cellButton(page, 'click', 'Sort order').click();
    expect(pathOf(page), 'a click on an editable cell does not open the record').toBe('/faqs');
    await editor(page, 'click', 'Sort order').fill('511');
    await expectAccessible(page, 'a list with a cell in edit');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => cellButton(page, 'click', 'Sort order').textContent(), { timeout: TIMEOUT })
      .toContain('511');
    const saved = await faq(a.id);
    expect(saved.sort_order).toBe(511);
    expect(saved.version).toBe(a.version + 1);
    expect(saved.answer, 'the long text the list does not load is kept').toBe('<p>Answer</p>');
    await shot(page, 'grids-edited-cell');
    // The question is no editable cell: a click there opens the record.
    await row(page, 'click').getByText(question('click')).click();
    await waitForPath(page, `/faqs/${a.id}/show`);
  });

  it('Enter on a focused cell edits it, Tab saves and moves to the next editable cell, Escape cancels', async () => {
    const b = await makeFaq('keys', 520);
    const page = await openFaqs();
    await cellButton(page, 'keys', 'Sort order').focus();
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('Sort order, new value');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('522');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page), { timeout: TIMEOUT }).toMatch(/^Edit Published/);
    await expect.poll(async () => (await faq(b.id)).sort_order, { timeout: TIMEOUT }).toBe(522);
    // Escape: the choice made is dropped, nothing is saved, the focus stays on the cell.
    await page.keyboard.press('Enter');
    await editor(page, 'keys', 'Published').selectOption({ label: 'No' });
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedLabel(page), { timeout: TIMEOUT }).toMatch(/^Edit Published/);
    await expect(editor(page, 'keys', 'Published').count()).resolves.toBe(0);
    await page.waitForTimeout(500);
    expect((await faq(b.id)).is_published).toBe(true);
    expect((await faq(b.id)).version).toBe(b.version + 1);
  });

  it("a field's error shows in its cell: the field's own rule before saving, the API's answer after", async () => {
    const c = await makeFaq('error', 530);
    const loan = (
      await suite.list<{ id: number; name: string; version: number; interest_rate_min: string | number }>(
        'loan-products',
      )
    ).find((l) => Number(l.interest_rate_min) >= 2)!;
    const page = await openFaqs();
    await cellButton(page, 'error', 'Sort order').click();
    await editor(page, 'error', 'Sort order').fill('20000');
    await page.keyboard.press('Enter');
    // The limit is written as the forms write it.
    await row(page, 'error').getByText('Must be 10,000 or less', { exact: true }).waitFor();
    await expect(editor(page, 'error', 'Sort order').getAttribute('aria-invalid')).resolves.toBe('true');
    await shot(page, 'grids-field-error');
    expect((await faq(c.id)).version, 'nothing was sent').toBe(c.version);

    // A rate "up to" below the "from" rate passes the field's own rule; the API's rule over the record refuses it,
    // and the cell says so.
    await page.goto(`${suite.url}/loan-products?filter=${encodeURIComponent(JSON.stringify({ id: [loan.id] }))}`);
    const loanRow = main(page).locator('tbody tr', { hasText: loan.name });
    await loanRow.getByRole('button', { name: /^Edit Interest rate up to/ }).click();
    await loanRow.getByLabel('Interest rate up to (%), new value', { exact: true }).fill('1');
    await page.keyboard.press('Enter');
    await loanRow.getByText('Must not be less than the minimum').waitFor();
    expect((await api<{ version: number }>(`/api/loan-products/${loan.id}`)).version, 'nothing was stored').toBe(
      loan.version,
    );
  });

  it('a record changed meanwhile shows its current value: Overwrite saves over it knowingly, Reload takes it', async () => {
    const d = await makeFaq('stale', 540);
    const page = await openFaqs();
    await cellButton(page, 'stale', 'Sort order').waitFor();
    await changeFaq(d.id, { sort_order: 544 });
    await cellButton(page, 'stale', 'Sort order').click();
    await editor(page, 'stale', 'Sort order').fill('543');
    await page.keyboard.press('Enter');
    const conflict = row(page, 'stale').getByRole('alert');
    await conflict.getByText('Someone else changed this record meanwhile.', { exact: false }).waitFor();
    await expect(conflict.textContent()).resolves.toContain('544');
    await shot(page, 'grids-conflict');
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect.poll(async () => (await faq(d.id)).sort_order, { timeout: TIMEOUT }).toBe(543);
    await expect
      .poll(() => cellButton(page, 'stale', 'Sort order').textContent(), { timeout: TIMEOUT })
      .toContain('543');

    await changeFaq(d.id, { sort_order: 545 });
    await cellButton(page, 'stale', 'Sort order').click();
    await editor(page, 'stale', 'Sort order').fill('546');
    await page.keyboard.press('Enter');
    await row(page, 'stale').getByRole('alert').getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => cellButton(page, 'stale', 'Sort order').textContent(), { timeout: TIMEOUT })
      .toContain('545');
    expect((await faq(d.id)).sort_order).toBe(545);
  });

  it('a partner edits in place only the fields it may change', async () => {
    const page = await signedIn(DEMO.insurer);
    await page.goto(`${suite.url}/enquiries`);
    const first = main(page).locator('tbody tr').first();
    await first.getByRole('button', { name: /^Edit Status/ }).waitFor();
    // Its enquiries: the status only (the rest is what the public sent).
    await expect(first.getByRole('button', { name: /^Edit / }).count()).resolves.toBe(1);
  });
});

describe('a workflow cell (an enquiry status)', () => {
  it("offers the row's own status and the ones it may move to, not the others", async () => {
    const name = `Grid ${STAMP} workflow`;
    const { id } = await api<{ id: number }>('/api/public/enquiries', {
      method: 'POST',
      token: null,
      body: {
        kind: 'website',
        full_name: name,
        email: `grid.${STAMP}@example.com`,
        message: 'Which visa?',
        consent: true,
      },
    });
    const current = await api<Record<string, unknown>>(`/api/enquiries/${id}`);
    await api(`/api/enquiries/${id}`, { method: 'PUT', body: { ...current, status: 'closed' } });
    const page = await signedIn(DEMO.admin);
    await page.goto(`${suite.url}/enquiries?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    const enquiry = main(page).locator('tbody tr', { hasText: name });
    await enquiry.getByRole('button', { name: /^Edit Status/ }).click();
    const select = enquiry.getByLabel('Status, new value', { exact: true });
    await expect
      .poll(() => select.locator('option').allInnerTexts(), { timeout: TIMEOUT })
      .toEqual(['In progress', 'Closed']);
  });
});

describe('bulk edit (issue 19)', () => {
  it('sets Published on the two selected rows, and says how many', async () => {
    const [e, f, g] = [
      await makeFaq('bulk one', 550),
      await makeFaq('bulk two', 551),
      await makeFaq('bulk three', 552),
    ];
    const page = await openFaqs();
    const dialog = await unpublishDialog(page, ['bulk one', 'bulk two']);
    await expectDialogAccessible(page);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await toasts(page).getByText('2 records updated').waitFor();
    expect((await faq(e.id)).is_published).toBe(false);
    expect((await faq(f.id)).is_published).toBe(false);
    expect((await faq(g.id)).is_published).toBe(true);
    await expect(row(page, 'bulk one').getByRole('checkbox').isChecked()).resolves.toBe(false);
  });
});
