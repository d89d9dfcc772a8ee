import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { apiLogin, DEMO, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();

const GERMAN = 'Darf ich mit einem Besuchervisum arbeiten?';
let login: Awaited<ReturnType<typeof apiLogin>>;

beforeAll(async () => {
  // The console starts in German (the language stored as the user's choice).
  localStorage.setItem('i18nextLng', 'de');
  login = await apiLogin(DEMO.admin);
  storeSession(login);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` };
  const url = (path: string) => new URL(path, window.location.origin);
  const [faq] = (await (await fetch(url('/api/faqs?range=[0,0]'), { headers })).json()) as Record<string, unknown>[];
  const saved = await fetch(url(`/api/faqs/${String(faq.id)}`), {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...faq, question_de: GERMAN, answer_de: '<p>Nein.</p>' }),
  });
  expect(saved.status).toBe(200);
});

it("shows a list's texts in the user's language, and marks those still in English", async () => {
  localStorage.setItem('i18nextLng', 'de');
  renderApp('/faqs');
  const translated = (await screen.findByText(GERMAN)).closest('tr')!;
  expect(within(translated).queryByText('EN')).not.toBeInTheDocument();
  const fallback = screen.getAllByRole('img', { name: 'Noch nicht übersetzt: auf Englisch angezeigt' });
  expect(fallback.length).toBeGreaterThan(0);
  expect(fallback[0]).toHaveTextContent('EN');
  // The mark stands beside the English text it marks.
  expect(fallback[0].closest('tr')).toHaveTextContent(/\?/);
});

it('counts on the dashboard the translations to update, each count opening the list of those records', async () => {
  localStorage.setItem('i18nextLng', 'de');
  storeSession(login);
  const user = userEvent.setup();
  renderApp('/dashboard/app');
  const table = await screen.findByRole('table', { name: 'Zu aktualisierende Übersetzungen' });
  expect(within(table).getAllByRole('columnheader', { name: 'Französisch' })).toHaveLength(1);
  const row = within(table).getByRole('rowheader', { name: 'Häufige Fragen' }).closest('tr')!;
  const missing = within(row).getByRole('link', { name: /^Häufige Fragen, Französisch, Fehlt: [\d.]+$/ });
  const count = Number(missing.textContent!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await user.click(missing);
  expect(await screen.findByText(new RegExp(`von ${count.toLocaleString('de')}$`))).toBeInTheDocument();
});
