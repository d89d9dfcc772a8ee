import { describe, expect, it } from 'vitest';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import { DEMO } from '../support/demo';
import { expectAccessible, screenshot, signIn, switchLanguage } from './support';
import { faqFixtures, type Faq } from './faqs';
import { e2eSuite, main, toasts, waitForPath } from './suite';

/*
 * A German editor translates an FAQ on its German tab, beside the English text; once the English question
 * changes, the translation is outdated (a list view finds it, the website keeps showing English); updated, it is
 * current and the website shows it in German. At a desk's width and a phone's, accessible.
 */

const suite = e2eSuite('translations');
const { makeFaq } = faqFixtures(suite, 'Translations');

const publicQuestion = async (id: number) => {
  const reply = await fetch(`${suite.url}${PUBLIC_API_BASE}/faqs/${id}?locale=de`);
  return ((await reply.json()) as { question: string; content_locale: string }).question;
};

describe('translating an FAQ', () => {
  it.each([1440, 390])(
    'in German at %i px: translated, outdated by the English, updated, shown on the website',
    async (width) => {
      const faq = await makeFaq(`de ${width}`, 800);
      const page = await suite.newPage({ viewport: { width, height: 900 } });
      await signIn(page, suite.url, DEMO.admin);
      await waitForPath(page, /^\/(?!auth)/);
      await switchLanguage(page, 'de');

      const translate = async (question: string, answer: string) => {
        await page.goto(`${suite.url}/faqs/${faq.id}`);
        await main(page).getByRole('tab', { name: 'Deutsch' }).click();
        const input = main(page).getByLabel('Frage (Deutsch)');
        await input.fill(question);
        const editor = main(page).locator('[contenteditable=true]:visible');
        await editor.click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(answer);
        await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();
        await toasts(page).getByText('Element aktualisiert').waitFor();
      };

      await translate('Darf ich mit einem Besuchervisum arbeiten?', 'Nein.');
      await expect.poll(async () => (await suite.api<Faq>(`/api/faqs/${faq.id}`)).translation_de).toBe('current');
      expect(await publicQuestion(faq.id)).toBe('Darf ich mit einem Besuchervisum arbeiten?');

      // Someone changes the English question: the German one is outdated, and the website shows English.
      const stored = await suite.api<Faq>(`/api/faqs/${faq.id}`);
      const english = `${faq.question} (reworded)`;
      await suite.api<Faq>(`/api/faqs/${faq.id}`, { method: 'PUT', body: { ...stored, question: english } });
      expect(await publicQuestion(faq.id)).toBe(english);

      // The list view "Deutsch veraltet" finds it.
      await page.goto(`${suite.url}/faqs`);
      await main(page).getByRole('button', { name: 'Ansichten' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch veraltet' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('"translation_de":"outdated"');
      await main(page).getByText('Darf ich mit einem Besuchervisum arbeiten?').first().waitFor();
      await expectAccessible(page, `outdated German view (${width} px)`);
      await screenshot(page, `translations-outdated-de-${width}`);

      await translate('Darf ich mit einem Besuchervisum arbeiten oder studieren?', 'Nein, in keinem Fall.');
      await expect.poll(async () => (await suite.api<Faq>(`/api/faqs/${faq.id}`)).translation_de).toBe('current');
      await page.goto(`${suite.url}/faqs/${faq.id}`);
      await main(page).getByRole('tab', { name: 'Deutsch' }).click();
      await main(page).getByLabel('Frage (Deutsch)').waitFor();
      // An admin may publish an outdated German text anyway: the switch is named in German too.
      await main(page).getByLabel('Veröffentlichen (Deutsch), auch wenn nicht aktuell').waitFor();
      await expectAccessible(page, `German tab (${width} px)`);
      await screenshot(page, `translations-tab-de-${width}`);
      expect(await publicQuestion(faq.id)).toBe('Darf ich mit einem Besuchervisum arbeiten oder studieren?');
    },
  );
});
