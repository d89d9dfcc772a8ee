import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { expectAccessible, signIn, switchLanguage } from './support';
import { e2eSuite, main, shot, TIMEOUT, waitForPath } from './suite';

/*
 * The Export dialog of a list in Chromium, in German and French: it opens from the list's button, is usable by
 * keyboard, passes axe, remembers the format, and the file the browser saves holds every row of
 * the list (occupations: more than a thousand) with the language's headers, read back by other libraries.
 */

const suite = e2eSuite('exports');
const { newPage } = suite;

/** The list's total as the console reads it (Content-Range), beyond the API helper's one page. */
async function occupationsTotal(): Promise<number> {
  const res = await fetch(`${suite.url}/api/occupations?range=${encodeURIComponent('[0,0]')}`, {
    headers: { Authorization: `Bearer ${suite.adminToken}` },
  });
  return Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]);
}

async function openOccupations(page: Page, lang: 'de' | 'fr') {
  await signIn(page, suite.url, DEMO.admin);
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
  await switchLanguage(page, lang);
  await page.goto(`${suite.url}/occupations`);
  await waitForPath(page, '/occupations');
  // Rows on a wide screen, cards on a phone: either way the list's records have arrived once the network is quiet.
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
}

/** Opens the dialog with the keyboard (Tab to the button, Enter), picks a format with the arrows, downloads. */
async function exportWithKeyboard(page: Page, button: string, format: string, download: string, name: string) {
  const exportButton = page.getByRole('button', { name: button, exact: true });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expectAccessible(page, `export dialog (${name})`);
  await shot(page, `exports-dialog-${name}`);
  const radio = dialog.getByRole('radio', { name: format, exact: true });
  await dialog.getByRole('radio', { checked: true }).focus();
  for (let i = 0; i < 3 && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
  expect(await radio.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: download, exact: true }).focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return { path: (await file.path())!, name: file.suggestedFilename() };
}

describe('list export dialog', () => {
  it('exports every occupation as a CSV for German Excel, and remembers the choice', async () => {
    const page = await newPage({ acceptDownloads: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openOccupations(page, 'de');
    const file = await exportWithKeyboard(page, 'Exportieren', 'CSV für Excel', 'Herunterladen', 'de-1440');
    expect(file.name).toMatch(/^occupations-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(file.path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data;
    const total = await occupationsTotal();
    expect(total).toBeGreaterThan(1000);
    expect(rows).toHaveLength(1 + total);
    expect(rows[0]).toContain('Berufsbezeichnung');
    // The choice is remembered: the dialog opens on it again.
    await main(page).getByRole('button', { name: 'Exportieren', exact: true }).click();
    expect(await page.getByRole('dialog').getByRole('radio', { name: 'CSV für Excel', exact: true }).isChecked()).toBe(
      true,
    );
  });

  it('exports every occupation as a French workbook', async () => {
    const page = await newPage({ acceptDownloads: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openOccupations(page, 'fr');
    const file = await exportWithKeyboard(page, 'Exporter', 'Classeur Excel (.xlsx)', 'Télécharger', 'fr-1440');
    expect(file.name).toMatch(/^occupations-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(await readFile(file.path));
    const total = await occupationsTotal();
    expect(rows).toHaveLength(1 + total);
    expect(rows[0]).toContain('Intitulé');
  });
});
