import type { Page } from 'playwright-core';
import type { e2eSuite } from './suite';
import { main } from './suite';

/** A FAQ as the API answers it. */
export interface Faq {
  id: number;
  version: number;
  sort_order: number;
  is_published: boolean;
  question: string;
  [key: string]: unknown;
}

/**
 * FAQs a test file makes through the API, each question carrying the file's label and the run's stamp (so a
 * list searched by `prefix` shows this run's FAQs alone), and the list's rows and cells by the FAQ's tag.
 */
export function faqFixtures(suite: ReturnType<typeof e2eSuite>, label: string) {
  const prefix = `${label} ${Date.now()}`;
  const question = (tag: string) => `${prefix} ${tag}?`;
  const row = (page: Page, tag: string) => main(page).locator('tbody tr', { hasText: question(tag) });
  return {
    prefix,
    question,
    makeFaq: (tag: string, sortOrder: number) =>
      suite.api<Faq>('/api/faqs', {
        method: 'POST',
        body: {
          scope: 'visa',
          question: question(tag),
          answer: '<p>Answer</p>',
          sort_order: sortOrder,
          is_published: true,
        },
      }),
    row,
    /** Ticks the rows of these tags and opens the bulk edit with Published set to No (Apply is the test's). */
    async unpublishDialog(page: Page, tags: string[]) {
      for (const tag of tags) await row(page, tag).getByRole('checkbox').check();
      await main(page).getByRole('button', { name: 'Bulk edit' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Field').selectOption({ label: 'Published' });
      await dialog.getByLabel('New value').selectOption({ label: 'No' });
      return dialog;
    },
    cellButton: (page: Page, tag: string, field: string) =>
      row(page, tag).getByRole('button', { name: new RegExp(`^Edit ${field}\\b`) }),
  };
}
