import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations } from '@/server/infrastructure/db/schema';
import { userByEmail } from '../support/auth';
import { setUpApiBridge } from '../support/ui';
import {
  DEMO,
  apiGetJson,
  apiLogin,
  apiPostWithToken,
  findShell,
  onAPhone,
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
  respond_by: string | null;
}

const OPEN = encodeURIComponent(JSON.stringify({ status: ['new', 'in_progress'] }));
const openEnquiries = () =>
  apiGetJson<Enquiry[]>(`/api/enquiries?filter=${OPEN}&range=[0,49]&sort=["created_at","DESC"]`);
const statusOf = async (id: number) => (await apiGetJson<Enquiry>(`/api/enquiries/${id}`)).status;

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** Writes an open enquiry straight to the database (the server's trigger sets its respond_by). */
async function insertEnquiry(values: Record<string, unknown>): Promise<number> {
  const [row] = await bridge
    .api!.db.insert(tableOf('enquiries'))
    .values({
      kind: 'website',
      email: 'someone@example.test',
      message: 'A question about my visa',
      status: 'new',
      ...values,
    })
    .returning();
  return (row as { id: number }).id;
}

/** How many enquiries a list of the API holds (its Content-Range). */
async function totalOf(filter: string): Promise<number> {
  const reply = await fetch(`http://visapath.test/api/enquiries?filter=${filter}&range=[0,0]`, {
    headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
  });
  return Number(reply.headers.get('content-range')!.split('/')[1]);
}

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
      /Within the response target|Response target near|Over the response target|Not waiting for an answer/,
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
    onAPhone();
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

  it("colours the dot by the enquiry's respond_by, which follows its organisation's response target", async () => {
    storeSession(await apiLogin(DEMO.admin));
    threads();
    // A university that answers within 4 hours; Visapath's own enquiries keep the default of 48.
    const university = (await userByEmail(bridge.api!, DEMO.university)).organization_id!;
    await bridge
      .api!.db.update(organizations)
      .set({ response_target_hours: 4 })
      .where(eq(organizations.id, university));
    const newest = (minutes: number) => new Date(Date.now() + 3 * HOUR - minutes * 60_000).toISOString();
    const byUniversity = { kind: 'university', organization_id: university };
    // 5 hours of 4: over the target, though under a day (the old fixed thresholds said "less than 24 hours").
    const past = await insertEnquiry({
      ...byUniversity,
      full_name: 'Past Target',
      waiting_since: hoursAgo(5),
      created_at: newest(1),
    });
    // 3.5 hours of 4: in the last quarter.
    await insertEnquiry({
      ...byUniversity,
      full_name: 'Near Target',
      waiting_since: hoursAgo(3.5),
      created_at: newest(2),
    });
    // 30 hours of 48: still in the first three quarters (the old thresholds said "24 to 48 hours").
    await insertEnquiry({ full_name: 'Within Target', waiting_since: hoursAgo(30), created_at: newest(3) });
    await insertEnquiry({ full_name: 'Not Waiting', waiting_since: null, created_at: newest(4) });
    // The row the inbox reads carries respond_by: waiting_since plus the organisation's 4 hours.
    const [first] = await openEnquiries();
    expect(first.id).toBe(past);
    expect(new Date(first.respond_by!).getTime()).toBeLessThan(Date.now());

    renderApp('/inbox');
    await findShell('Admin');
    const dot = async (name: string) => {
      const item = await screen.findByRole('button', { name: new RegExp(name) });
      return within(item).getByRole('img');
    };
    expect(await dot('Past Target')).toHaveAccessibleName('Over the response target');
    expect(await dot('Near Target')).toHaveAccessibleName('Response target near');
    expect(await dot('Within Target')).toHaveAccessibleName('Within the response target');
    expect(await dot('Not Waiting')).toHaveAccessibleName('Not waiting for an answer');
    expect(await dot('Past Target')).toHaveAttribute('data-level', 'over');
  });

  it('reaches the enquiries beyond the first 50 with "Load more", by keyboard, and J moves on across them', async () => {
    storeSession(await apiLogin(DEMO.admin));
    threads();
    // At least 60 open enquiries: older ones where the demo's are too few.
    const missing = 60 - (await totalOf(OPEN));
    for (let i = 0; i < missing; i++)
      await insertEnquiry({
        full_name: `Older Enquirer ${i}`,
        created_at: new Date(Date.UTC(2001, 0, 1, 0, i)).toISOString(),
      });
    const total = await totalOf(OPEN);
    expect(total).toBeGreaterThan(50);
    const second = await apiGetJson<Enquiry[]>(
      `/api/enquiries?filter=${OPEN}&range=[50,99]&sort=["created_at","DESC"]`,
    );
    const { user } = renderApp('/inbox');
    await findShell('Admin');
    await waitFor(() => expect(items()).toHaveLength(50));
    expect(screen.queryByText(second[0].full_name)).not.toBeInTheDocument();

    // A real button, reached and pressed with the keyboard.
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(items()).toHaveLength(Math.min(total, 100)));
    expect(items()[50]).toHaveTextContent(second[0].full_name);
    // The cursor and the focus go to the first new one; J and K go on from there.
    await waitFor(() => expect(items()[50]).toHaveFocus());
    expect(selectedIndex()).toBe(50);
    await user.keyboard('j');
    await waitFor(() => expect(selectedIndex()).toBe(51));
    await user.keyboard('k');
    await user.keyboard('k');
    await waitFor(() => expect(selectedIndex()).toBe(49));
    // Enter opens the one under the cursor.
    await user.keyboard('jj{Enter}');
    const thread = await screen.findByTestId('inbox-thread');
    expect(within(thread).getByRole('heading', { name: second[1].full_name })).toBeInTheDocument();
  });

  it('on a wide screen: the open thread has the status buttons of the workflow, with an Undo', async () => {
    storeSession(await apiLogin(DEMO.admin));
    threads();
    const id = await insertEnquiry({
      full_name: 'Button Person',
      waiting_since: hoursAgo(1),
      created_at: new Date(Date.now() + 4 * HOUR).toISOString(),
    });
    const { user } = renderApp('/inbox');
    await findShell('Admin');
    await user.click(await screen.findByRole('button', { name: /Button Person/ }));
    const thread = await screen.findByTestId('inbox-thread');
    const group = within(thread).getByRole('group', { name: 'Change status' });
    // From new: in progress, closed or spam.
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as In progress', 'Mark as Closed', 'Mark as Spam']);
    await user.click(within(group).getByRole('button', { name: 'Mark as In progress' }));
    expect(await screen.findByText('Status changed to In progress')).toBeInTheDocument();
    await waitFor(async () => expect(await statusOf(id)).toBe('in_progress'));
    // The header follows: the chip, and the moves from in progress.
    await waitFor(() => expect(within(thread).getByTestId('enquiry-status')).toHaveTextContent('In progress'));
    expect(within(thread).getByRole('button', { name: 'Mark as New' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await statusOf(id)).toBe('new'));
    await waitFor(() => expect(within(thread).getByTestId('enquiry-status')).toHaveTextContent('New'));
  });
});
