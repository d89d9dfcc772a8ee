import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { signIn } from './support';
import { e2eSuite, main, openMenu, pathOf, TIMEOUT, waitForPath } from './suite';

/*
 * Nothing typed is lost without a word: a changed form asks before the console leaves it (a menu link) and before
 * the page goes (a reload, the tab closing); a form that was not changed leaves at once.
 */

const suite = e2eSuite('unsaved');

async function editVisaType(page: Page) {
  await signIn(page, suite.url, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const [first] = await suite.list<{ id: number }>('visa/visa-types');
  await page.goto(`${suite.url}/visa-types/${first!.id}`);
  const name = main(page).getByRole('textbox', { name: 'Name', exact: true });
  await name.waitFor();
  return { name, path: `/visa-types/${first!.id}` };
}

/** The dialogs the page opens, answered as `answer` says. */
function dialogs(page: Page, answer: 'accept' | 'dismiss') {
  const seen: { type: string; message: string }[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

describe('a changed form asks before it is left', () => {
  it('a menu link: cancelling keeps the form and what was typed; confirming leaves', async () => {
    const page = await suite.newPage();
    const { name, path } = await editVisaType(page);
    await name.fill('Changed, not saved');
    const seen = dialogs(page, 'dismiss');
    await openMenu(page, 'Visas', 'Country visas');
    await expect.poll(() => seen.length, { timeout: TIMEOUT }).toBe(1);
    expect(seen[0]).toEqual({
      type: 'confirm',
      message: "Some of your changes weren't saved. Are you sure you want to ignore them?",
    });
    expect(pathOf(page)).toBe(path);
    expect(await name.inputValue()).toBe('Changed, not saved');

    page.removeAllListeners('dialog');
    const confirmed = dialogs(page, 'accept');
    await openMenu(page, 'Visas', 'Country visas');
    await waitForPath(page, '/country-visas');
    expect(confirmed).toHaveLength(1);
  });

  it('an unchanged form leaves without asking', async () => {
    const page = await suite.newPage();
    await editVisaType(page);
    const seen = dialogs(page, 'dismiss');
    await openMenu(page, 'Visas', 'Country visas');
    await waitForPath(page, '/country-visas');
    expect(seen).toEqual([]);
  });

  it('a reload and closing the tab ask too', async () => {
    const page = await suite.newPage();
    const { name, path } = await editVisaType(page);
    await name.fill('Changed, not saved');
    const seen = dialogs(page, 'dismiss');
    await page.reload({ timeout: 2_000 }).catch(() => undefined);
    await expect.poll(() => seen.map((d) => d.type), { timeout: TIMEOUT }).toEqual(['beforeunload']);
    expect(pathOf(page)).toBe(path);
    expect(await name.inputValue()).toBe('Changed, not saved');
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => seen.map((d) => d.type), { timeout: TIMEOUT }).toEqual(['beforeunload', 'beforeunload']);
  });
});
