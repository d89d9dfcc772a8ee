import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import {
  DEMO,
  apiGetJson,
  apiLogin,
  apiPostWithToken,
  findShell,
  renderApp,
  storeSession,
} from '../support/ui-session';

const bridge = setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

interface Enquiry {
  id: number;
  full_name: string;
  message: string;
  status: string;
}

const OPEN = encodeURIComponent(JSON.stringify({ status: ['new', 'in_progress'] }));
const openEnquiries = () =>
  apiGetJson<Enquiry[]>(`/api/enquiries?filter=${OPEN}&range=[0,49]&sort=["created_at","DESC"]`);
const statusOf = async (id: number) => (await apiGetJson<Enquiry>(`/api/enquiries/${id}`)).status;

/** Each thread as the timeline route answers it: the enquirer's message. */
function threads() {
  bridge.server!.use(
    http.get('*/api/enquiries/:id/messages', ({ params }) =>
      HttpResponse.json([
        {
          id: Number(params.id) * 10,
          kind: 'inbound',
          author: 'The enquirer',
          created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          body: `The message of enquiry ${String(params.id)}`,
          status: null,
          attachments: [],
        },
      ]),
    ),
  );
}

const items = () => screen.getAllByTestId('inbox-item');
const selectedIndex = () => items().findIndex((item) => item.classList.contains('Mui-selected'));

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the inbox', () => {
  it('moves with J and K, opens with Enter, sets the status with a key and takes it back with Undo', async () => {
    storeSession(await apiLogin(DEMO.admin));
    threads();
    const open = await openEnquiries();
    expect(open.length).toBeGreaterThan(2);
    const { user } = renderApp('/inbox');
    await findShell('Admin');
    expect(await screen.findByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');

    await waitFor(() => expect(items()).toHaveLength(open.length));
    expect(items().map((item) => item.textContent)).toEqual(
      open.map((e) => expect.stringContaining(e.full_name) as string),
    );
    // Each row: the first line of the message, an age, and the response target's dot.
    expect(items()[0]).toHaveTextContent(open[0].message.split('\n')[0]);
    expect(within(items()[0]).getByRole('img')).toHaveAccessibleName(
      /Waiting less than 24 hours|Waiting 24 to 48 hours|Waiting more than 48 hours|Not waiting for an answer/,
    );
    expect(selectedIndex()).toBe(0);

    await user.keyboard('j');
    await waitFor(() => expect(selectedIndex()).toBe(1));
    await user.keyboard('j');
    await waitFor(() => expect(selectedIndex()).toBe(2));
    await user.keyboard('k');
    await waitFor(() => expect(selectedIndex()).toBe(1));
    expect(screen.getByText('Choose an enquiry in the list.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const thread = await screen.findByTestId('inbox-thread');
    expect(within(thread).getByRole('heading', { name: open[1].full_name })).toBeInTheDocument();
    expect(await within(thread).findByText(`The message of enquiry ${open[1].id}`)).toBeInTheDocument();

    // A single key moves it as the workflow allows, with an Undo in the toast.
    const target = open[1];
    const [key, label, next] =
      target.status === 'new' ? ['i', 'In progress', 'in_progress'] : ['c', 'Closed', 'closed'];
    await user.keyboard(key);
    expect(await screen.findByText(`Status changed to ${label}`)).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(target.id)).toBe(next));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await statusOf(target.id)).toBe(target.status));

    // R goes to the reply box; keys typed there are text, not commands.
    await user.keyboard('r');
    const box = await screen.findByRole('textbox', { name: `Reply to ${open[1].full_name}` });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('csj');
    expect(box).toHaveValue('csj');
    expect(await statusOf(target.id)).toBe(target.status);
    expect(selectedIndex()).toBe(1);
  });

  it('refuses a move the workflow does not allow', async () => {
    const login = await apiLogin(DEMO.admin);
    storeSession(login);
    threads();
    // One enquiry marked as spam, as another tab would.
    const [victim] = await openEnquiries();
    const moved = await apiPostWithToken('/api/enquiries/bulk-status', login.accessToken, {
      ids: [victim.id],
      status: 'spam',
    });
    expect(moved.status).toBe(200);
    const spam = await apiGetJson<Enquiry[]>(
      `/api/enquiries?filter=${encodeURIComponent(JSON.stringify({ status: 'spam' }))}&range=[0,49]&sort=["created_at","DESC"]`,
    );
    const { user } = renderApp('/inbox');
    await findShell('Admin');
    await user.click(await screen.findByRole('tab', { name: 'Spam' }));
    // The spam, newest first (the one just marked among them).
    await waitFor(() => expect(items()).toHaveLength(Math.min(spam.length, 50)));
    expect(items()[0]).toHaveTextContent(spam[0].full_name);
    // Spam may only go back to new: closing it is refused, and nothing changes.
    await user.keyboard('c');
    expect(await screen.findByText('An enquiry that is “Spam” cannot become “Closed”.')).toBeInTheDocument();
    expect(await statusOf(spam[0].id)).toBe('spam');
    // N is allowed.
    await user.keyboard('n');
    expect(await screen.findByText('Status changed to New')).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(spam[0].id)).toBe('new'));
  });

  it('on a phone: the list, then the thread full screen with a back button and a bar of actions', async () => {
    // A 390 px wide screen: every max-width query matches, no min-width one does.
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
    storeSession(await apiLogin(DEMO.admin));
    threads();
    const open = await openEnquiries();
    const { user } = renderApp('/inbox');
    await waitFor(() => expect(items()).toHaveLength(open.length));
    expect(screen.queryByText('Choose an enquiry in the list.')).not.toBeInTheDocument();

    await user.click(items()[0]);
    const thread = await screen.findByTestId('inbox-thread');
    expect(within(thread).getByRole('heading', { name: open[0].full_name })).toBeInTheDocument();
    expect(screen.queryAllByTestId('inbox-item')).toHaveLength(0);
    const bar = screen.getByRole('navigation', { name: 'Inbox' });
    await user.click(within(bar).getByRole('button', { name: 'Reply' }));
    const box = await screen.findByRole('textbox', { name: `Reply to ${open[0].full_name}` });
    await waitFor(() => expect(box).toHaveFocus());
    await user.click(within(bar).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Status changed to Closed')).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(open[0].id)).toBe('closed'));

    await user.click(within(thread).getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(items()).toHaveLength(open.length));
  });
});
