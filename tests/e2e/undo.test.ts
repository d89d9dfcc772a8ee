import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { picture, signIn, switchLanguage } from './support';
import { faqFixtures, type Faq } from './faqs';
import { e2eSuite, TIMEOUT, toasts, waitForPath } from './suite';

/*
 * Every quick change can be taken back from its toast: an in-place edit, a bulk edit, a delete. An undo after
 * someone else changed the record is refused, saying why, and changes nothing.
 */

const suite = e2eSuite('undo');
const { api } = suite;
const { prefix, makeFaq, row, cellButton, unpublishDialog } = faqFixtures(suite, 'Undo');
const faq = (id: number) =>
  fetch(`${suite.url}/api/faqs/${id}`, { headers: { authorization: `Bearer ${suite.adminToken}` } });

async function openFaqs(): Promise<Page> {
  const page = await suite.newPage();
  await signIn(page, suite.url, DEMO.admin);
  await waitForPath(page, /^\/(?!auth)/);
  await page.goto(`${suite.url}/faqs?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`);
  await waitForPath(page, '/faqs');
  return page;
}
const toast = (page: Page, text: string) => toasts(page).getByRole('status').filter({ hasText: text });

describe('undo from the toast', () => {
  it('an in-place edit', async () => {
    const a = await makeFaq('cell', 610);
    const page = await openFaqs();
    await cellButton(page, 'cell', 'Sort order').click();
    await row(page, 'cell').getByLabel('Sort order, new value', { exact: true }).fill('611');
    await page.keyboard.press('Enter');
    const saved = toast(page, 'Change saved');
    await saved.waitFor();
    expect(((await (await faq(a.id)).json()) as Faq).sort_order).toBe(611);
    // The toast itself, in the picture (the shot helper waits for toasts to go).
    await picture(page, 'undo-toast');
    await saved.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Change undone').waitFor();
    expect(((await (await faq(a.id)).json()) as Faq).sort_order).toBe(610);
    await expect
      .poll(() => cellButton(page, 'cell', 'Sort order').textContent(), { timeout: TIMEOUT })
      .toContain('610');
  });

  it('a bulk edit, each record back to its own value', async () => {
    const one = await makeFaq('bulk one', 620);
    const two = await makeFaq('bulk two', 621);
    await api(`/api/faqs/${two.id}`, { method: 'PUT', body: { ...two, is_published: false } });
    const page = await openFaqs();
    const dialog = await unpublishDialog(page, ['bulk one', 'bulk two']);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const done = toast(page, '2 records updated');
    await done.waitFor();
    await done.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Change undone').waitFor();
    expect(((await (await faq(one.id)).json()) as Faq).is_published).toBe(true);
    expect(((await (await faq(two.id)).json()) as Faq).is_published).toBe(false);
  });

  it('a delete brings the record back; in German too', async () => {
    const gone = await makeFaq('delete', 630);
    const page = await openFaqs();
    await switchLanguage(page, 'de');
    await row(page, 'delete').getByRole('checkbox').check();
    await page.locator('[data-test=bulk-actions-toolbar]').getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    const deleted = toast(page, '1 Datensatz gelöscht');
    await deleted.waitFor();
    expect((await faq(gone.id)).status).toBe(404);
    await deleted.getByRole('button', { name: 'Rückgängig' }).click();
    await toast(page, 'Änderung rückgängig gemacht').waitFor();
    expect((await faq(gone.id)).status).toBe(200);
    await expect.poll(() => row(page, 'delete').count(), { timeout: TIMEOUT }).toBe(1);
  });

  it('is refused, saying why, once someone else changed the record', async () => {
    const a = await makeFaq('stale', 640);
    const page = await openFaqs();
    await cellButton(page, 'stale', 'Sort order').click();
    await row(page, 'stale').getByLabel('Sort order, new value', { exact: true }).fill('641');
    await page.keyboard.press('Enter');
    const saved = toast(page, 'Change saved');
    await saved.waitFor();
    const current = (await (await faq(a.id)).json()) as Faq;
    await api(`/api/faqs/${a.id}`, { method: 'PUT', body: { ...current, sort_order: 642 } });
    await saved.getByRole('button', { name: 'Undo' }).click();
    await toasts(page).getByText('Someone changed these records since: this change can no longer be undone.').waitFor();
    expect(((await (await faq(a.id)).json()) as Faq).sort_order).toBe(642);
  });
});
