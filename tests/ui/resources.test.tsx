import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { apiLogin, DEMO, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();

beforeEach(async () => {
  storeSession(await apiLogin(DEMO.admin));
});

describe('generated resource screens', () => {
  it('lists countries from the API with sortable columns and finds one by search', async () => {
    const { user } = renderApp('/countries');
    expect(await screen.findByText('Afghanistan')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /ISO code/i })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search'), 'Deutschland');
    // name_de is searchable: the German name finds Germany.
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Afghanistan')).not.toBeInTheDocument());
  });

  it('edits a translation on its language tab, beside the English text it translates', async () => {
    const { user } = renderApp('/visa-types/create');
    await user.type(await screen.findByLabelText(/^Name( \*)?$/), 'Digital nomad');
    await user.click(screen.getByRole('tab', { name: 'German' }));
    // The English text as typed, captioned, beside the German input named after its source field.
    const source = screen.getByRole('figure', { name: 'Name in English' });
    expect(source).toHaveTextContent('Digital nomad');
    expect(screen.getByLabelText('Name (German)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'French' })).toBeInTheDocument();
  });

  it('saves a minor change with the translations still up to date, and a change that outdates them', async () => {
    const url = (path: string) => new URL(path, window.location.origin);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${localStorage.getItem('accessToken')}`,
    };
    const [faq] = (await (await fetch(url('/api/faqs?range=[0,0]'), { headers })).json()) as Record<string, unknown>[];
    const translated = {
      question_de: 'Frage?',
      answer_de: '<p>Ja.</p>',
      question_fr: 'Question ?',
      answer_fr: '<p>Oui.</p>',
    };
    await fetch(url(`/api/faqs/${String(faq.id)}`), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...faq, ...translated }),
    });
    const statuses = async () => {
      const stored = (await (await fetch(url(`/api/faqs/${String(faq.id)}`), { headers })).json()) as Record<
        string,
        unknown
      >;
      return [stored.translation_de, stored.translation_fr];
    };
    expect(await statuses()).toEqual(['current', 'current']);
    const edit = async (question: string, minor: boolean) => {
      const { user, unmount } = renderApp(`/faqs/${String(faq.id)}`);
      const input = await screen.findByLabelText(/^Question( \*)?$/);
      await user.clear(input);
      await user.type(input, question);
      const tick = screen.getByRole('checkbox', { name: 'Minor change (translations stay up to date)' });
      if (minor) await user.click(tick);
      fireEvent.submit(input.closest('form')!);
      await screen.findByText('Element updated');
      unmount();
    };
    await edit('What does the cover include (typo fixed)?', true);
    await waitFor(async () => expect(await statuses()).toEqual(['current', 'current']));
    await edit('What does the cover include, and for how long?', false);
    await waitFor(async () => expect(await statuses()).toEqual(['outdated', 'outdated']));
  });

  it('validates a generated form on the client, then shows the server field error on its input', async () => {
    const { user } = renderApp('/visa-types/create');
    const save = await screen.findByRole('button', { name: 'Save' });
    // user-event's click on a submit button does not submit the form under jsdom; the submit event does.
    const submit = () => fireEvent.submit(save.closest('form')!);
    await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Digital nomad');
    // A new record's slug follows its name; emptied by the person, it is required again.
    await waitFor(() => expect(screen.getByLabelText(/^Slug/)).toHaveValue('digital-nomad'));
    await user.clear(screen.getByLabelText(/^Slug/));
    submit();
    expect(await screen.findByText('Required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Slug/), 'Digital Nomad');
    submit();
    expect(await screen.findByText('Use lowercase letters, digits and hyphens only')).toBeInTheDocument();

    // A slug another record already uses passes the client but not the server's unique key (409 on the field).
    const first = await fetch(new URL('/api/visa/visa-types', window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: JSON.stringify({ name: 'Existing', slug: 'digital-nomad' }),
    });
    expect(first.status).toBe(201);
    await user.clear(screen.getByLabelText(/^Slug/));
    await user.type(screen.getByLabelText(/^Slug/), 'digital-nomad');
    submit();
    expect(await screen.findByText('This value is already used by another record')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Slug/));
    await user.type(screen.getByLabelText(/^Slug/), 'digital-nomad-2');
    submit();
    const show = await screen.findByText('digital-nomad-2');
    expect(within(show.closest('main') ?? document.body).getByText('Digital nomad')).toBeInTheDocument();
  });
});
