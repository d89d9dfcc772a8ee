import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { expectAccessible, signIn, switchLanguage } from './support';
import { e2eSuite, main, shot, TIMEOUT, toasts, waitForPath } from './suite';

/*
 * Forms that keep what people type and spare them typing: Ctrl+S saves, input survives a reload, "Save and add
 * another" stays for the next record, a slug follows the name, a bare domain becomes a web address.
 */

const suite = e2eSuite('form-keeping');

interface VisaType {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  version: number;
}

async function signInAsAdmin(page: Page) {
  await signIn(page, suite.url, DEMO.admin);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

const textbox = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

async function visaType(id: number) {
  return suite.api<VisaType>(`/api/visa/visa-types/${id}`);
}

describe('saving', () => {
  it('Ctrl+S saves the form', async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    const [first] = await suite.list<VisaType>('visa/visa-types');
    await page.goto(`${suite.url}/visa-types/${first!.id}`);
    await textbox(page, 'Description').fill('Saved with the keyboard');
    await page.keyboard.press('Control+s');
    await waitForPath(page, `/visa-types/${first!.id}/show`);
    expect((await visaType(first!.id)).description).toBe('Saved with the keyboard');
  });

  it('"Save and add another" saves and empties the form for the next record', async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    await page.goto(`${suite.url}/visa-types/create`);
    await textbox(page, 'Name').fill('Working holiday (keyboard)');
    await main(page).getByRole('button', { name: 'Save and add another' }).click();
    await toasts(page).getByText('Saved. The form is ready for the next one.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/visa-types/create');
    expect(await textbox(page, 'Name').inputValue()).toBe('');
    const saved = await suite.list<VisaType>('visa/visa-types', { q: 'Working holiday (keyboard)' });
    expect(saved.map((v) => v.slug)).toEqual(['working-holiday-keyboard']);
  });
});

describe('helping input', () => {
  it("a new record's slug follows its name until the slug is edited", async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    await page.goto(`${suite.url}/visa-types/create`);
    await textbox(page, 'Name').fill('Résidence à l’étranger');
    await expect.poll(() => textbox(page, 'Slug').inputValue(), { timeout: TIMEOUT }).toBe('residence-a-l-etranger');
    await textbox(page, 'Slug').fill('own-slug');
    await textbox(page, 'Name').fill('Another name');
    await page.waitForTimeout(300);
    expect(await textbox(page, 'Slug').inputValue()).toBe('own-slug');
  });

  it('a bare domain becomes an https:// address when the field is left', async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    await page.goto(`${suite.url}/country-visas/create`);
    await main(page).getByRole('tab', { name: 'Conditions and fees' }).click();
    const link = textbox(page, 'Application link');
    await link.fill('www.example.org/apply');
    await link.press('Tab');
    expect(await link.inputValue()).toBe('https://www.example.org/apply');
    await shot(page, 'form-keeping-https');
  });
});

describe('unsaved input survives a reload', () => {
  it('the typed value comes back after a reload, said so; Discard goes back to the record', async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    const [, second] = await suite.list<VisaType>('visa/visa-types');
    await page.goto(`${suite.url}/visa-types/${second!.id}`);
    await textbox(page, 'Name').fill('Typed before the reload');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const notice = main(page).getByText('Your unsaved changes were restored.');
    await notice.waitFor();
    expect(await textbox(page, 'Name').inputValue()).toBe('Typed before the reload');
    expect((await visaType(second!.id)).name).toBe(second!.name);
    await shot(page, 'form-keeping-restored');

    await main(page).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => textbox(page, 'Name').inputValue(), { timeout: TIMEOUT }).toBe(second!.name);
    await page.reload();
    await textbox(page, 'Name').waitFor();
    await page.waitForTimeout(500);
    expect(await notice.count()).toBe(0);
    expect(await textbox(page, 'Name').inputValue()).toBe(second!.name);
  });
});

describe('a save after someone else saved', () => {
  for (const width of [1366, 390]) {
    it(`shows theirs and mine per field; the choice is saved over their version (${width} px)`, async () => {
      const page = await suite.newPage();
      await page.setViewportSize({ width, height: 800 });
      await signInAsAdmin(page);
      const created = await suite.api<VisaType>('/api/visa/visa-types', {
        method: 'POST',
        body: { name: `Conflict ${width}`, slug: `conflict-${width}`, description: 'Before' },
      });
      await page.goto(`${suite.url}/visa-types/${created.id}`);
      await textbox(page, 'Description').fill('Mine');
      // Meanwhile someone else saves a new name and a new description.
      await suite.api(`/api/visa/visa-types/${created.id}`, {
        method: 'PUT',
        body: { ...created, name: `Theirs ${width}`, description: 'Theirs' },
      });
      await main(page).getByRole('button', { name: 'Save', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: 'Someone else saved this record meanwhile' });
      await dialog.waitFor();
      const description = dialog.getByRole('group', { name: 'Description' });
      const name = dialog.getByRole('group', { name: 'Name' });
      expect(await description.getByRole('radio', { name: /Keep mine\s*Mine/ }).isChecked()).toBe(true);
      expect(await description.getByRole('radio', { name: /Take theirs\s*Theirs/ }).isChecked()).toBe(false);
      // Only they changed the name: theirs is kept unless this person chooses otherwise.
      expect(await name.getByRole('radio', { name: new RegExp(`Take theirs\\s*Theirs ${width}`) }).isChecked()).toBe(
        true,
      );
      await shot(page, `form-keeping-conflict-${width}`);
      await expectAccessible(page, `conflict dialog (${width} px)`);

      await dialog.getByRole('button', { name: 'Save again' }).click();
      await waitForPath(page, `/visa-types/${created.id}/show`);
      const saved = await visaType(created.id);
      expect({ name: saved.name, description: saved.description, version: saved.version }).toEqual({
        name: `Theirs ${width}`,
        description: 'Mine',
        version: created.version + 2,
      });
    });
  }
});

describe('values picked from a list', () => {
  it('an icon is picked by its picture and name, a currency by its name in the UI language (fr)', async () => {
    const page = await suite.newPage();
    await signInAsAdmin(page);
    await page.goto(`${suite.url}/visa-types/create`);
    await main(page).getByRole('combobox', { name: 'Icon' }).click();
    const option = page.getByRole('option', { name: 'BusinessCenter' });
    // The pictures load with the first picker.
    await expect.poll(() => option.locator('svg').count(), { timeout: TIMEOUT }).toBe(1);
    await option.click();
    await textbox(page, 'Name').fill('Picked icon');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await waitForPath(page, /^\/visa-types\/\d+\/show$/);
    const [saved] = await suite.list<VisaType & { icon: string }>('visa/visa-types', { q: 'Picked icon' });
    expect(saved!.icon).toBe('BusinessCenter');

    const [cover] = await suite.list<{ id: number; currency: string | null }>('insurance-covers');
    await switchLanguage(page, 'fr');
    await page.goto(`${suite.url}/insurance-covers/${cover!.id}`);
    const currency = main(page).getByRole('combobox', { name: 'Devise' });
    await currency.click();
    await currency.fill('suisse');
    await page.getByRole('option', { name: 'CHF · franc suisse' }).click();
    await main(page).getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect
      .poll(async () => (await suite.api<{ currency: string }>(`/api/insurance-covers/${cover!.id}`)).currency, {
        timeout: TIMEOUT,
      })
      .toBe('CHF');
  });
});
