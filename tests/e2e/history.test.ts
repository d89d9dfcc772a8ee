import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { expectAccessible, screenshot, signIn, switchLanguage, type Lang, type Texts } from './support';
import { faqFixtures, type Faq } from './faqs';
import { e2eSuite, main, toasts, waitForPath } from './suite';

/*
 * A record's history on its page, opened by a person in their language: each change with its author and fields,
 * a field restored after a confirmation; an audit entry's change set reviewed and reverted. Accessible, and
 * pictured at a desk's width and a phone's.
 */

const suite = e2eSuite('history');
const { makeFaq } = faqFixtures(suite, 'History');

const TEXT: Record<string, Texts> = {
  history: { en: 'History', de: 'Verlauf', fr: 'Historique' },
  restore: { en: 'Restore', de: 'Wiederherstellen', fr: 'Restaurer' },
  dialog: {
    en: 'Restore an earlier value?',
    de: 'Einen früheren Wert wiederherstellen?',
    fr: 'Restaurer une valeur antérieure ?',
  },
  restored: { en: 'Restored', de: 'Wiederhergestellt', fr: 'Restauré' },
  by: { en: 'by Ada Admin', de: 'von Ada Admin', fr: 'par Ada Admin' },
  review: {
    en: 'All changes of this change set',
    de: 'Alle Änderungen dieses Änderungssatzes',
    fr: 'Toutes les modifications de ce lot',
  },
  revert: { en: 'Revert this change set', de: 'Änderungssatz zurücknehmen', fr: 'Annuler ce lot de modifications' },
  revertTitle: {
    en: 'Revert the whole change set?',
    de: 'Den ganzen Änderungssatz zurücknehmen?',
    fr: 'Annuler tout le lot de modifications ?',
  },
  reverted: {
    en: 'Change set reverted: 1 change taken back',
    de: 'Änderungssatz zurückgenommen: 1 Änderung',
    fr: 'Lot annulé : 1 modification reprise',
  },
};

describe("a record's history", () => {
  it.each([
    ['en', 1440],
    ['de', 390],
    ['fr', 1440],
  ] as [Lang, number][])('%s at %i px: lists the changes and restores a field', async (lang, width) => {
    const created = await makeFaq(`${lang} ${width}`, 700);
    const first = await suite.api<Faq>(`/api/faqs/${created.id}`, {
      method: 'PUT',
      body: { ...created, question: `${created.question} (first edit)` },
    });
    await suite.api<Faq>(`/api/faqs/${created.id}`, {
      method: 'PUT',
      body: { ...first, question: `${created.question} (second edit)`, sort_order: 701 },
    });
    const page = await suite.newPage({ viewport: { width, height: 900 } });
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, /^\/(?!auth)/);
    await switchLanguage(page, lang);
    await page.goto(`${suite.url}/faqs/${created.id}/show`);
    await main(page).getByRole('button', { name: TEXT.history[lang] }).click();
    const entries = page.getByTestId('record-history').getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(3);
    await expect.poll(() => entries.first().textContent()).toContain(TEXT.by[lang]);
    await expectAccessible(page, `history (${lang}, ${width} px)`);
    await screenshot(page, `history-${lang}-${width}`);

    // The first edit's question: after it, the question read "(first edit)".
    // Today's values are the newest revision's: nothing to restore there.
    expect(await entries.first().getByRole('button').count()).toBe(0);
    await entries.nth(1).getByRole('button', { name: TEXT.restore[lang], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.dialog[lang] });
    await dialog.waitFor();
    await screenshot(page, `history-restore-dialog-${lang}-${width}`);
    await dialog.getByRole('button', { name: TEXT.restore[lang], exact: true }).click();
    await toasts(page).getByText(TEXT.restored[lang]).waitFor();
    const after = await suite.api<Faq>(`/api/faqs/${created.id}`);
    expect(after.question).toBe(`${created.question} (first edit)`);
    expect(after.sort_order).toBe(701);
    await expect.poll(() => entries.count()).toBe(4);
  });

  it.each([
    ['de', 1440],
    ['en', 390],
  ] as [Lang, number][])(
    '%s at %i px: an audit entry lists its change set, which is reverted after a confirmation',
    async (lang, width) => {
      const faq = await makeFaq(`set ${lang} ${width}`, 710);
      const reply = await fetch(`${suite.url}/api/faqs/${faq.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${suite.adminToken}` },
        body: JSON.stringify({ ...faq, question: `${faq.question} (changed)` }),
      });
      const changeSet = reply.headers.get('x-change-set')!;
      const [entry] = await suite.list<{ id: number }>('audit-log', { change_set: changeSet });
      const page = await suite.newPage({ viewport: { width, height: 900 } });
      await signIn(page, suite.url, DEMO.admin);
      await waitForPath(page, /^\/(?!auth)/);
      await switchLanguage(page, lang);
      await page.goto(`${suite.url}/audit-log/${entry.id}/show`);
      await main(page).getByRole('link', { name: TEXT.review[lang] }).click();
      await waitForPath(page, '/audit-log');
      await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain(changeSet);
      await page.goBack();
      const revert = main(page).getByRole('button', { name: TEXT.revert[lang] });
      await revert.waitFor();
      await screenshot(page, `change-set-entry-${lang}-${width}`);
      await revert.click();
      const dialog = page.getByRole('dialog', { name: TEXT.revertTitle[lang] });
      await dialog.waitFor();
      await expectAccessible(page, `change set revert (${lang}, ${width} px)`);
      await screenshot(page, `change-set-revert-${lang}-${width}`);
      await dialog.getByRole('button', { name: TEXT.revert[lang] }).click();
      await toasts(page).getByText(TEXT.reverted[lang]).waitFor();
      expect((await suite.api<Faq>(`/api/faqs/${faq.id}`)).question).toBe(faq.question);
    },
  );
});
