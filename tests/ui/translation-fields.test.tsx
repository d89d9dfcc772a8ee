import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { apiLogin, DEMO, renderApp, storeSession } from '../support/ui-session';

/**
 * The translator sees what changed: beside an outdated translation, the English text as it was when the
 * translation was last current and as it is now, the words removed and added marked; and before an English save
 * that would make the website show a published record in English, the form says so and offers a minor change.
 */

setUpApiBridge();

const url = (path: string) => new URL(path, window.location.origin);
const headers = () => ({
  'content-type': 'application/json',
  authorization: `Bearer ${localStorage.getItem('accessToken')}`,
});
type Row = Record<string, unknown>;
const put = async (record: Row, changes: Row): Promise<Row> => {
  const reply = await fetch(url(`/api/faqs/${String(record.id)}`), {
    method: 'PUT',
    headers: headers(),
    body: JSON.stringify({ ...record, ...changes }),
  });
  expect(reply.status).toBe(200);
  return (await reply.json()) as Row;
};
/** A published FAQ translated afresh into every language: each translation current. */
const translatedFaq = async (): Promise<Row> => {
  const [faq] = (await (await fetch(url('/api/faqs?range=[0,0]'), { headers: headers() })).json()) as Row[];
  const fresh = await put(faq, { question_de: null, answer_de: null, question_fr: null, answer_fr: null });
  return put(fresh, {
    is_published: true,
    question: 'May I work on a visitor visa?',
    answer: '<p>No, a visitor visa does not allow paid work.</p>',
    question_de: 'Darf ich mit einem Besuchervisum arbeiten?',
    answer_de: '<p>Nein.</p>',
    question_fr: 'Puis-je travailler ?',
    answer_fr: '<p>Non.</p>',
  });
};

beforeEach(async () => {
  localStorage.setItem('i18nextLng', 'en');
  storeSession(await apiLogin(DEMO.admin));
});

it("shows each translation's status, and what changed in the English text of an outdated one", async () => {
  const faq = await put(await translatedFaq(), { answer: '<p>No, a visitor visa never allows paid work.</p>' });
  expect(faq).toMatchObject({
    answer_de_status: 'outdated',
    question_de_status: 'current',
    translation_de: 'outdated',
  });
  const { user } = renderApp(`/faqs/${String(faq.id)}`);
  await user.click(await screen.findByRole('tab', { name: 'German' }));
  expect(await screen.findByText('German: Answer outdated')).toBeInTheDocument();
  expect(screen.getByText('German: Question up to date')).toBeInTheDocument();
  const source = screen.getByRole('figure', { name: 'Answer in English' });
  const was = within(source).getByTestId('translation-was');
  const now = within(source).getByTestId('translation-now');
  // The marked words, each announced to a screen reader (the review queue's and the history's WordDiff).
  expect(was).toHaveTextContent('No, a visitor visa removed: does not allow end of removed text paid work.');
  expect(now).toHaveTextContent('No, a visitor visa added: never allows end of added text paid work.');
  expect(was.querySelector('del')).toHaveTextContent(/^removed: does not allow end of removed text$/);
  expect(now.querySelector('ins')).toHaveTextContent(/^added: never allows end of added text$/);
  // The question's translation is current: no comparison.
  expect(
    within(screen.getByRole('figure', { name: 'Question in English' })).queryByTestId('translation-was'),
  ).toBeNull();
});

it("counts on the dashboard each field's outdated translations, each link named by the words it shows first", async () => {
  await put(await translatedFaq(), { answer: '<p>No, a visitor visa never allows paid work.</p>' });
  renderApp('/dashboard/app');
  const figures = await screen.findByTestId('translation-figures');
  const link = await within(figures).findByRole('link', { name: /^Answer \d+ \(FAQs, German, Outdated\)$/i });
  expect(link.textContent).toMatch(/^Answer \d+$/);
  expect(link.getAttribute('aria-label')!.startsWith(link.textContent!)).toBe(true);
});

it('says before saving that the website will show English instead, and offers a minor change', async () => {
  const faq = await translatedFaq();
  const { user, unmount } = renderApp(`/faqs/${String(faq.id)}`);
  const input = await screen.findByLabelText(/^Question( \*)?$/);
  expect(screen.queryByTestId('published-switch')).toBeNull();
  await user.type(input, ' Really?');
  const notice = await screen.findByTestId('published-switch');
  expect(notice).toHaveTextContent('instead of German, French');
  await user.click(within(notice).getByRole('button', { name: 'Minor change' }));
  expect(screen.getByRole('checkbox', { name: 'Minor change (translations stay up to date)' })).toBeChecked();
  expect(screen.getByTestId('published-switch')).toHaveTextContent('keeps showing this record in German, French');
  fireEvent.submit(input.closest('form')!);
  await screen.findByText('Element updated');
  unmount();
  const stored = async () =>
    (await (await fetch(url(`/api/faqs/${String(faq.id)}`), { headers: headers() })).json()) as Row;
  await waitFor(async () =>
    expect(await stored()).toMatchObject({
      question: 'May I work on a visitor visa? Really?',
      translation_de: 'current',
      translation_fr: 'current',
    }),
  );
});
