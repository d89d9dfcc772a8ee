import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { expectAccessible, picture, settle, signIn, switchLanguage, type Lang } from './support';
import { e2eSuite, main, TIMEOUT, toasts, waitForPath } from './suite';

/*
 * A list's Import: a file's dry run (columns, counts), applying it, and undoing the whole import from the toast.
 */

const suite = e2eSuite('import');
const prefix = `Import ${Date.now()}`;

/** A German Excel CSV of two new FAQs (`;`, a byte-order mark, German headers and labels). */
function csvFile(tag: string) {
  const path = join(tmpdir(), `faqs-${tag}-${Date.now()}.csv`);
  writeFileSync(
    path,
    `\uFEFFBereich;Frage;Antwort;Reihenfolge;Bemerkung\r\n` +
      `visa;${prefix} ${tag} one?;<p>A</p>;5;x\r\nvisa;${prefix} ${tag} two?;<p>B</p>;6;y\r\n`,
  );
  return path;
}

async function faqsMatching(tag: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: `${prefix} ${tag}` }));
  return suite.api<{ id: number }[]>(`/api/faqs?filter=${filter}&range=[0,9]`);
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The viewport as the person sees it: the dialog over the list. */
async function shot(page: Page, name: string) {
  await settle(page);
  await picture(page, name);
}

async function openDialog(page: Page, lang: Lang = 'en') {
  await signIn(page, suite.url, DEMO.admin);
  await waitForPath(page, /^\/(?!auth)/);
  await page.goto(`${suite.url}/faqs`);
  await waitForPath(page, '/faqs');
  if (lang !== 'en') await switchLanguage(page, lang);
  const label = { en: 'Import', de: 'Importieren', fr: 'Importer' }[lang];
  await main(page).getByRole('button', { name: label, exact: true }).click();
  return page.getByRole('dialog');
}

describe('import into a list', () => {
  it('dry run, apply and undo, the dialog accessible at each step', async () => {
    const page = await suite.newPage();
    const dialog = await openDialog(page);
    await expectAccessible(page, 'import dialog: choose file');
    await dialog.locator('input[type=file]').setInputFiles(csvFile('apply'));
    await dialog.getByText('Column in the file').waitFor();
    // The unmatched column is offered to be mapped or ignored; the German headers were matched.
    await expect.poll(() => dialog.getByRole('row').count(), { timeout: TIMEOUT }).toBe(6);
    await expectAccessible(page, 'import dialog: columns');
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => dialog.getByTestId('import-new').textContent(), { timeout: TIMEOUT }).toBe('2');
    expect(await dialog.getByTestId('import-invalid').textContent()).toBe('0');
    await expectAccessible(page, 'import dialog: report');
    expect(await faqsMatching('apply')).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const done = toasts(page).getByRole('status').filter({ hasText: 'Imported: 2 new, 0 changed' });
    await done.waitFor();
    expect(await faqsMatching('apply')).toHaveLength(2);
    await done.getByRole('button', { name: 'Undo' }).click();
    await toasts(page).getByRole('status').filter({ hasText: 'Change undone' }).waitFor();
    expect(await faqsMatching('apply')).toHaveLength(0);
  });

  it('shows invalid rows by line, field and message, and offers no Import', async () => {
    const page = await suite.newPage();
    const dialog = await openDialog(page);
    const path = join(tmpdir(), `faqs-bad-${Date.now()}.csv`);
    writeFileSync(path, `scope,question,answer\nvisa,${prefix} bad?,\nnowhere,${prefix} worse?,<p>x</p>\n`);
    await dialog.locator('input[type=file]').setInputFiles(path);
    await dialog.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => dialog.getByTestId('import-invalid').textContent(), { timeout: TIMEOUT }).toBe('2');
    await expect.poll(() => dialog.getByRole('cell', { name: 'Required' }).count(), { timeout: TIMEOUT }).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page, 'import dialog: invalid rows');
  });

  for (const lang of ['en', 'de', 'fr'] as const)
    for (const width of [1440, 390])
      it(`screenshots of the dialog's report: new, changed and invalid rows (${lang}, ${width} px)`, async () => {
        const page = await suite.newPage();
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const [faq] = await suite.api<{ id: number; question: string; answer: string }[]>(
          `/api/faqs?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,0]`,
        );
        const path = join(tmpdir(), `faqs-report-${lang}-${width}-${Date.now()}.csv`);
        writeFileSync(
          path,
          `ID;Bereich;Frage;Antwort\r\n${faq.id};visa;${quoted(`${faq.question} (edited)`)};${quoted(faq.answer)}\r\n` +
            `;visa;${prefix} ${lang} ${width} new?;<p>A</p>\r\n;nirgendwo;${prefix} ${lang} ${width} bad?;<p>B</p>\r\n`,
        );
        const dialog = await openDialog(page, lang);
        await dialog.locator('input[type=file]').setInputFiles(path);
        await dialog
          .getByText({ en: 'Column in the file', de: 'Spalte in der Datei', fr: 'Colonne du fichier' }[lang])
          .waitFor();
        await shot(page, `import-columns-${lang}-${width}`);
        await dialog.getByRole('button', { name: { en: 'Check', de: 'Prüfen', fr: 'Vérifier' }[lang] }).click();
        await dialog.getByTestId('import-changed').filter({ hasText: '1' }).waitFor();
        expect(await dialog.getByTestId('import-invalid').textContent()).toBe('1');
        // The changed field with its stored and new text, and the value the file holds where it is invalid.
        const changed = dialog.getByRole('table', {
          name: { en: 'Changed rows', de: 'Geänderte Zeilen', fr: 'Lignes modifiées' }[lang],
        });
        expect(
          await changed
            .getByRole('cell')
            .filter({ hasText: `${faq.question} (edited)` })
            .count(),
        ).toBe(1);
        // On a phone a row is one cell, each of its values named by its column ("In the file: nirgendwo").
        const found = { en: 'In the file', de: 'In der Datei', fr: 'Dans le fichier' }[lang];
        const invalidValue =
          width === 390
            ? dialog.getByRole('cell').filter({ hasText: `${found}: nirgendwo` })
            : dialog.getByRole('cell', { name: 'nirgendwo', exact: true });
        expect(await invalidValue.count()).toBe(1);
        expect(await dialog.getByRole('columnheader').count()).toBe(width === 390 ? 0 : 8);
        await dialog
          .getByRole('checkbox', {
            name: {
              en: 'Import the valid rows and skip the invalid one',
              de: 'Gültige Zeilen importieren, die ungültige überspringen',
              fr: 'Importer les lignes valides et ignorer la ligne invalide',
            }[lang],
          })
          .check();
        await expectAccessible(page, `import dialog ${lang} ${width}`);
        await shot(page, `import-report-${lang}-${width}`);
      });
});
