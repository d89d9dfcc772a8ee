import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_FILES } from '../support/files';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetJson, apiLogin, findShell, renderApp, storeSession } from '../support/ui-session';

const bridge = setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

interface Enquiry {
  id: number;
  full_name: string;
  message: string;
  locale: string;
  organization_id: number | null;
}

interface Entry {
  id: number;
  kind: 'inbound' | 'reply' | 'note' | 'event';
  author: string | null;
  created_at: string;
  body: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | null;
  event?: { type: 'status'; from: string; to: string } | { type: 'created' } | null;
  attachments: { name: string; filename: string; content_type: string; bytes: number }[];
  error?: string | null;
  subject?: string | null;
  html?: string | null;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/**
 * The timeline routes as the API answers them (GET/POST messages, retry, saved replies and their preview), over
 * an in-memory thread: what the screen sends is recorded.
 */
function threadApi(enquiry: Enquiry, initial: Entry[]) {
  const entries = [...initial];
  const posted: unknown[] = [];
  const retried: number[] = [];
  const previews: unknown[] = [];
  let refusal: { message: string; errors: Record<string, string> } | null = null;
  const base = `*/api/enquiries/${enquiry.id}`;
  bridge.server!.use(
    http.get(`${base}/messages`, () => HttpResponse.json(entries)),
    http.post(`${base}/messages`, async ({ request }) => {
      const body = (await request.json()) as { kind: 'reply' | 'note'; body: string };
      posted.push(body);
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      const entry: Entry = {
        id: entries.length + 100,
        kind: body.kind,
        author: 'Ada Admin',
        created_at: new Date().toISOString(),
        body: body.body,
        status: body.kind === 'reply' ? 'queued' : null,
        attachments: [],
      };
      entries.push(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.post(`${base}/messages/:messageId/retry`, ({ params }) => {
      const id = Number(params.messageId);
      retried.push(id);
      const entry = entries.find((e) => e.id === id)!;
      Object.assign(entry, { status: 'queued', error: null });
      return HttpResponse.json(entry);
    }),
    http.get('*/api/saved-replies', () =>
      HttpResponse.json(
        [
          { id: 7, name: 'Thanks, we are on it', organization_id: null, body_en: '', body_de: '', body_fr: '' },
          { id: 8, name: 'Other organisation', organization_id: 99_999, body_en: '', body_de: '', body_fr: '' },
        ],
        { headers: { 'Content-Range': 'saved-replies 0-1/2' } },
      ),
    ),
    http.post(`${base}/reply-preview`, async ({ request }) => {
      const body = (await request.json()) as { saved_reply_id: number; locale?: string };
      previews.push(body);
      return HttpResponse.json({
        locale: body.locale ?? 'en',
        body: `Dear ${enquiry.full_name.split(' ')[0]},\n\nthank you, we are on it.\n- step one\n- step two`,
        unknown: ['signer'],
      });
    }),
  );
  return {
    posted,
    retried,
    previews,
    refuse: (next: typeof refusal) => {
      refusal = next;
    },
  };
}

async function openEnquiry() {
  storeSession(await apiLogin(DEMO.admin));
  const [enquiry] = await apiGetJson<Enquiry[]>(
    `/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ kind: 'website' }))}&range=[0,0]`,
  );
  return enquiry;
}

const replyBox = (enquiry: Enquiry) => screen.findByRole('textbox', { name: `Reply to ${enquiry.full_name}` });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an enquiry’s conversation on its page', () => {
  it('shows the timeline, retries a failed reply and sends a reply with Ctrl+Enter', async () => {
    const enquiry = await openEnquiry();
    const api = threadApi(enquiry, [
      {
        id: 1,
        kind: 'inbound',
        author: enquiry.full_name,
        created_at: hoursAgo(30),
        body: enquiry.message,
        status: null,
        attachments: [],
      },
      {
        id: 2,
        kind: 'event',
        author: 'Ada Admin',
        created_at: hoursAgo(29),
        body: '',
        status: null,
        event: { type: 'status', from: 'new', to: 'in_progress' },
        attachments: [],
      },
      {
        id: 3,
        kind: 'note',
        author: 'Ada Admin',
        created_at: hoursAgo(28),
        body: 'Called them, no answer',
        status: null,
        attachments: [],
      },
      {
        id: 4,
        kind: 'reply',
        author: 'Ada Admin',
        created_at: hoursAgo(27),
        body: 'We need your passport number.',
        status: 'failed',
        error: '550 mailbox unavailable',
        attachments: [{ name: 'a1b2.pdf', filename: 'checklist.pdf', content_type: 'application/pdf', bytes: 20480 }],
      },
    ]);
    const { user } = renderApp(`/enquiries/${enquiry.id}/show`);
    await findShell('Admin');

    const timeline = await screen.findByTestId('enquiry-timeline');
    const items = within(timeline).getAllByRole('listitem');
    // Oldest first, the enquirer's message at the top.
    expect(items.map((item) => item.dataset.kind)).toEqual(['inbound', 'event', 'note', 'reply']);
    expect(items[0]).toHaveTextContent(enquiry.message);
    expect(items[1]).toHaveTextContent('Status: New → In progress');
    expect(items[2]).toHaveTextContent('Internal note');
    expect(items[2]).toHaveTextContent('Called them, no answer');
    expect(items[3]).toHaveTextContent('checklist.pdf');
    expect(within(items[3]).getByTestId('reply-status')).toHaveTextContent('Failed');
    expect(items[3]).toHaveTextContent('Not sent: 550 mailbox unavailable');

    await user.click(within(items[3]).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.retried).toEqual([4]));
    expect(await screen.findByText('The reply is queued again')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('enquiry-timeline')).getByTestId('reply-status')).toHaveTextContent('Queued'),
    );

    const box = await replyBox(enquiry);
    await user.type(box, 'Thank you, we have *all* we need:{Enter}- the form{Enter}- the photo');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(api.posted).toEqual([
        { kind: 'reply', body: 'Thank you, we have *all* we need:\n- the form\n- the photo' },
      ]),
    );
    expect(await screen.findByText('Reply queued for sending')).toBeInTheDocument();
    expect(box).toHaveValue('');
    // The timeline is fetched again: the new reply is last, queued, exactly as typed.
    await waitFor(() =>
      expect(within(screen.getByTestId('enquiry-timeline')).getAllByRole('listitem')).toHaveLength(5),
    );
    const last = within(screen.getByTestId('enquiry-timeline')).getAllByRole('listitem').at(-1)!;
    expect(last.dataset.kind).toBe('reply');
    expect(last).toHaveTextContent('Thank you, we have *all* we need: - the form - the photo');
    expect(within(last).getByTestId('reply-status')).toHaveTextContent('Queued');

    // A note goes the same way, as a note.
    await user.click(screen.getByRole('button', { name: 'Note' }));
    await user.type(await screen.findByRole('textbox', { name: 'Internal note' }), 'Waiting for the photo');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.posted.at(-1)).toEqual({ kind: 'note', body: 'Waiting for the photo' });
  }, 180_000);

  it('fills the box from a saved reply in the enquiry’s language, and shows a refusal next to the field', async () => {
    const enquiry = await openEnquiry();
    const api = threadApi(enquiry, [
      {
        id: 1,
        kind: 'inbound',
        author: enquiry.full_name,
        created_at: hoursAgo(2),
        body: enquiry.message,
        status: null,
        attachments: [],
      },
    ]);
    const { user } = renderApp(`/enquiries/${enquiry.id}/show`);
    await findShell('Admin');
    const box = await replyBox(enquiry);

    // Nothing to send: said next to the field, nothing posted.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write something first.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.posted).toEqual([]);

    await user.click(await screen.findByRole('combobox', { name: 'Saved reply' }));
    const options = await screen.findAllByRole('option');
    // The global one; another organisation's is not offered.
    expect(options.map((o) => o.textContent)).toEqual(['Thanks, we are on it']);
    await user.click(options[0]);
    const first = enquiry.full_name.split(' ')[0];
    await waitFor(() => expect(box).toHaveValue(`Dear ${first},\n\nthank you, we are on it.\n- step one\n- step two`));
    // In the enquiry's language (none stored: the server's default).
    expect(api.previews).toEqual([{ saved_reply_id: 7, ...(enquiry.locale ? { locale: enquiry.locale } : {}) }]);
    expect(screen.getByText('Placeholders without a value: signer')).toBeInTheDocument();

    // Edited before sending; the server refuses it: its message is next to the field.
    await user.type(box, '{Enter}Best regards');
    api.refuse({ message: 'The reply is not valid', errors: { body: 'The reply is too long for this mailbox' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The reply is too long for this mailbox')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue(`Dear ${first},\n\nthank you, we are on it.\n- step one\n- step two\nBest regards`);
    expect(api.posted).toEqual([
      {
        kind: 'reply',
        body: `Dear ${first},\n\nthank you, we are on it.\n- step one\n- step two\nBest regards`,
        saved_reply_id: 7,
      },
    ]);
  });

  it('attaches files, uploaded for this enquiry, and sends them with their names; refuses a type it cannot send', async () => {
    const enquiry = await openEnquiry();
    const api = threadApi(enquiry, []);
    const { user } = renderApp(`/enquiries/${enquiry.id}/show`);
    await findShell('Admin');
    const box = await replyBox(enquiry);
    const picker = screen.getByLabelText('Attach a file', { selector: 'input' });

    // Checked before it is sent: next to the button, nothing uploaded.
    // (as a browser's "All files" choice would: past the picker's own filter)
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(picker, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('This type of file is not accepted here')).toBeInTheDocument();

    await user.upload(
      picker,
      new File([SAMPLE_FILES['application/pdf']], 'Offer letter.pdf', { type: 'application/pdf' }),
    );
    const chip = await screen.findByRole('button', { name: /^Offer letter\.pdf \(1 kB\)/ });
    await user.type(box, 'Please find the offer attached.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.posted).toHaveLength(1));
    const [sent] = api.posted as { attachments: { url: string; filename: string }[] }[];
    expect(sent).toMatchObject({ kind: 'reply', body: 'Please find the offer attached.' });
    expect(sent.attachments).toEqual([
      { url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]+\.pdf$/), filename: 'Offer letter.pdf' },
    ]);
    // The file is stored on the server, for this enquiry.
    expect((await fetch(`http://visapath.test${sent.attachments[0].url}`)).status).toBe(200);
    await waitFor(() => expect(chip).not.toBeInTheDocument());
  });
});

describe('an enquirer’s mail in the conversation', () => {
  it('shows what they wrote, and unfolds the whole mail with its quoted history, sanitised', async () => {
    const enquiry = await openEnquiry();
    threadApi(enquiry, [
      {
        id: 1,
        kind: 'inbound',
        author: enquiry.full_name,
        created_at: hoursAgo(2),
        body: 'Yes, March works for me.',
        html: '<p>Yes, March works for me.</p><blockquote>Could you start in March?</blockquote><img src="x" onerror="window.hacked=1">',
        status: null,
        attachments: [],
      },
    ]);
    renderApp(`/enquiries/${enquiry.id}/show`);
    const timeline = await screen.findByTestId('enquiry-timeline');
    await within(timeline).findByText('Yes, March works for me.');
    expect(within(timeline).queryByText('Could you start in March?')).not.toBeInTheDocument();
    const unfold = within(timeline).getByRole('button', { name: 'Show the whole mail' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(unfold);
    const whole = await within(timeline).findByTestId('whole-mail');
    expect(await within(whole).findByText('Could you start in March?')).toBeInTheDocument();
    expect(whole.querySelector('[onerror]')).toBeNull();
    const fold = within(timeline).getByRole('button', { name: 'Hide the whole mail' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fold);
    await waitFor(() => expect(within(timeline).queryByTestId('whole-mail')).not.toBeInTheDocument());
  });
});
