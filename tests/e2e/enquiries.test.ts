import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { csvRows } from '@/server/infrastructure/csv';
import { DEMO } from '../support/demo';
import { expectAccessible, signIn } from './support';
import { e2eSuite, main, menu, openMenu, shot, TIMEOUT, toasts, visible, waitForPath, signOut } from './suite';

/*
 * Issue 6 in Chromium: an insurer moves an enquiry of its own to "in progress" and exports its enquiries; the
 * admin exports the website enquiries the list shows under a search and a status filter, and the file holds
 * exactly those rows. The enquiries come in through the public intake, as the website sends them.
 */

const STAMP = String(Date.now());
const suite = e2eSuite('enquiries');
const { api, list, newPage } = suite;

interface Enquiry {
  id: number;
  kind: string;
  status: string;
  email: string;
  full_name: string;
  organization_id: number | null;
}

/** An enquiry as the public website sends it (no token), returning its id. */
async function sendEnquiry(body: Record<string, unknown>): Promise<number> {
  const { id } = await api<{ id: number }>('/api/public/enquiries', { method: 'POST', token: null, body });
  return id;
}

/**
 * Exports the list as the CSV for tools (the list's Export button, its dialog, that format) and reads the file the
 * browser saved: its URL, name and cells by header.
 */
async function exportFromList(page: Page) {
  await main(page).getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'CSV (RFC 4180, UTF-8)' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF'), 'a UTF-8 BOM for spreadsheets').toBe(true);
  const [header, ...rows] = csvRows(text);
  return {
    url: new URL(download.url()),
    fileName: download.suggestedFilename(),
    rows: rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]]))),
  };
}

/** The texts of one column of the list's rows, top to bottom. */
async function columnTexts(page: Page, source: string): Promise<string[]> {
  return main(page).locator(`tbody tr td.column-${source}`).allInnerTexts();
}

const today = () => new Date().toISOString().slice(0, 10);

describe('enquiries (issue 6)', () => {
  it('the insurer moves a new enquiry to in progress, then exports exactly its own enquiries', async () => {
    const insurerUser = (await list<{ email: string; organization_id: number }>('users', { q: DEMO.insurer })).find(
      (u) => u.email === DEMO.insurer,
    )!;
    const orgId = insurerUser.organization_id;
    const name = `Ines Enquirer ${STAMP}`;
    const id = await sendEnquiry({
      kind: 'insurance',
      organization_id: orgId,
      full_name: name,
      email: `e2e.insurance.${STAMP}@example.org`,
      nationality: 'IN',
      destination: 'DE',
      message: 'Which cover do I need for a student visa?',
      consent: true,
    });

    const page = await newPage();
    await signIn(page, suite.url, DEMO.insurer);
    await waitForPath(page, PARTNER_DETAILS_PATH.insurance);
    await menu(page).getByRole('menuitem', { name: 'Enquiries', exact: true }).click();
    await waitForPath(page, '/enquiries');
    // Newest first: the enquiry just sent is on the first page.
    const row = main(page).locator('tbody tr').filter({ hasText: name });
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByText(name, { exact: true }).click();
    await waitForPath(page, `/enquiries/${id}/show`);
    await visible(main(page), 'Which cover do I need for a student visa?');
    await main(page).getByRole('button', { name: 'Mark as In progress', exact: true }).click();
    await visible(toasts(page), 'Status changed to In progress');
    await main(page).getByRole('button', { name: 'Mark as Closed', exact: true }).waitFor();
    await expect
      .poll(async () => (await api<Enquiry>(`/api/enquiries/${id}`)).status, { timeout: TIMEOUT })
      .toBe('in_progress');
    await expectAccessible(page, 'insurer enquiry page');
    await shot(page, 'enquiries-insurer-in-progress-en');

    await menu(page).getByRole('menuitem', { name: 'Enquiries', exact: true }).click();
    await waitForPath(page, '/enquiries');
    await row.getByText('In progress', { exact: true }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const own = await list<Enquiry>('enquiries', {}, ['created_at', 'DESC'], token!);
    const exported = await exportFromList(page);

    // The browser fetched the file itself, from the short-lived link, not through the page.
    expect(exported.url.pathname).toBe('/api/enquiries/export');
    expect(exported.url.searchParams.get('ticket')).toBeTruthy();
    expect(exported.fileName).toBe(`enquiries-${today()}.csv`);
    expect(own.length).toBeGreaterThan(1);
    expect(exported.rows.map((r) => Number(r.id))).toEqual(own.map((e) => e.id));
    expect(new Set(exported.rows.map((r) => r.organization_id))).toEqual(new Set([String(orgId)]));
    expect(exported.rows.find((r) => Number(r.id) === id)).toMatchObject({
      full_name: name,
      status: 'in_progress',
      kind: 'insurance',
    });
    // The link works once: the browser's download spent it.
    expect((await fetch(exported.url)).status).toBe(410);
    // A link stands for the insurer's session: an unused one dies when the insurer signs out.
    const fresh = await fetch(new URL('/api/enquiries/export-url', suite.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'csv' }),
    });
    expect(fresh.status).toBe(200);
    const unused = new URL(((await fresh.json()) as { url: string }).url, suite.url);
    await signOut(page);
    expect((await fetch(unused)).status).toBe(401);
  });

  it('the admin exports the website enquiries a search and a status filter list, and the file holds exactly those rows', async () => {
    const sent = await Promise.all(
      ['A', 'B', 'C'].map(async (letter) => {
        const enquiry = {
          kind: 'website',
          full_name: `Jürgen Müller ${STAMP} ${letter}`,
          email: `e2e.website.${STAMP}.${letter.toLowerCase()}@example.org`,
          nationality: 'DE',
          destination: 'AU',
          consent: true,
          utm_campaign: `e2e-${STAMP}`,
          message: `=1+1, "quoted", and a second line\nfrom ${letter}`,
        };
        return { ...enquiry, id: await sendEnquiry(enquiry) };
      }),
    );
    // C is closed already: the status filter must leave it out.
    await api('/api/enquiries/bulk-status', { method: 'POST', body: { ids: [sent[2].id], status: 'closed' } });
    const expected = sent.slice(0, 2);

    const page = await newPage();
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, '/countries');
    await openMenu(page, 'Enquiries', 'Website enquiries');
    await waitForPath(page, '/enquiries');
    await main(page).getByPlaceholder('Search').fill(STAMP);
    await expect.poll(() => columnTexts(page, 'email'), { timeout: TIMEOUT }).toHaveLength(3);
    await main(page).getByRole('button', { name: 'Add filter', exact: true }).click();
    await page.getByRole('menu').getByText('Status', { exact: true }).click();
    await main(page).getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'New', exact: true }).click();
    await expect.poll(() => columnTexts(page, 'email'), { timeout: TIMEOUT }).toHaveLength(2);
    const listed = await columnTexts(page, 'email');
    // Newest first; both were sent at almost the same instant, so only the set is known in advance.
    expect([...listed].sort()).toEqual(expected.map((e) => e.email).sort());
    await expectAccessible(page, 'filtered website enquiries');
    await shot(page, 'enquiries-admin-filtered-en');

    const exported = await exportFromList(page);
    expect(exported.url.pathname).toBe('/api/enquiries/export');
    expect(exported.rows.map((r) => r.email)).toEqual(listed);
    for (const row of exported.rows) {
      const source = expected.find((e) => e.email === row.email)!;
      expect(row).toMatchObject({
        id: String(source.id),
        kind: 'website',
        status: 'new',
        full_name: source.full_name,
        nationality: 'DE',
      });
      // A formula is written as text; commas, quotes and the line break survive the quoting.
      expect(row.message).toBe(`'${source.message}`);
    }
    // The same filter through the API lists the same rows in the same order.
    const viaApi = await list<Enquiry>('enquiries', { kind: 'website', status: 'new', q: STAMP }, [
      'created_at',
      'DESC',
    ]);
    expect(exported.rows.map((r) => Number(r.id))).toEqual(viaApi.map((e) => e.id));
  });
});
