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
    row: (page: Page, tag: string) => main(page).locator('tbody tr', { hasText: question(tag) }),
    cellButton: (page: Page, tag: string, field: string) =>
      main(page)
        .locator('tbody tr', { hasText: question(tag) })
        .getByRole('button', { name: new RegExp(`^Edit ${field}\\b`) }),
  };
}
