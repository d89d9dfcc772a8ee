import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@/domain/dashboard';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetJson, apiLogin, findShell, renderApp, storeSession } from '../support/ui-session';

const bridge = setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

interface Enquiry {
  id: number;
  organization_id: number | null;
  status: string;
  full_name: string;
  kind: string;
  message: string;
}

const listPath = (filter: Record<string, unknown>) => `/enquiries?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * The data rows of the list, once loaded: while it loads, the table shows empty placeholder rows (with checkboxes
 * that select nothing), so every row must have text.
 */
async function dataRows() {
  await waitFor(() => {
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.textContent?.trim()).not.toBe('');
  });
  return screen.getAllByRole('row').slice(1);
}

afterEach(() => {
  vi.restoreAllMocks();
  bridge.server?.events.removeAllListeners();
});

describe('a partner’s enquiries', () => {
  it('lists only its own, and moves a new one to in progress with the workflow button', async () => {
    const login = await apiLogin(DEMO.insurer);
    storeSession(login);
    const orgId = Number(localStorage.getItem('mainId'));
    const all = await apiGetJson<Enquiry[]>('/api/enquiries?range=[0,999]&sort=["created_at","DESC"]');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => e.organization_id === orgId && e.kind === 'insurance')).toBe(true);
    // One the workflow may move to in progress (new or closed).
    const status = all.find((e) => e.status === 'new' || e.status === 'closed')!.status;
    const own = all.filter((e) => e.status === status);

    const lists: URL[] = [];
    bridge.server!.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/enquiries') lists.push(url);
    });
    const { user } = renderApp(listPath({ status }));
    await findShell('Insurance');
    const rows = await dataRows();
    // The list asks for the summary (no messages); the enquiry's own page then shows its message.
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.map((url) => url.searchParams.get('view'))).toEqual(lists.map(() => 'summary'));
    expect(rows.length).toBe(Math.min(own.length, 25));
    // A partner gets no organisation column: it is always its own.
    expect(screen.queryByRole('columnheader', { name: /Organisation/ })).not.toBeInTheDocument();
    const first = own[0];
    await user.click(within(rows[0]).getByText(first.full_name));

    const move = await screen.findByRole('button', { name: 'Mark as In progress' });
    expect(await screen.findByText(first.message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as New' })).not.toBeInTheDocument();
    await user.click(move);
    await screen.findByRole('button', { name: 'Mark as Closed' });
    const stored = await apiGetJson<Enquiry>(`/api/enquiries/${first.id}`);
    expect(stored.status).toBe('in_progress');
  });

  it('offers no field for records its role may not read (other partners’ products, the staff)', async () => {
    storeSession(await apiLogin(DEMO.insurer));
    const [own] = await apiGetJson<Enquiry[]>('/api/enquiries?range=[0,0]');
    const { user } = renderApp(`/enquiries/${own.id}`);
    await findShell('Insurance');
    await user.click(await screen.findByRole('tab', { name: 'Enquiry' }));
    // Its own product, an insurance cover, is there to choose.
    expect(await screen.findByRole('combobox', { name: 'Cover' })).toBeInTheDocument();
    for (const label of ['Course', 'Loan product', 'Offer', 'Assigned to']) {
      expect(screen.queryByRole('combobox', { name: label }), label).not.toBeInTheDocument();
    }
    expect(screen.queryByText('You are not allowed to do this.')).not.toBeInTheDocument();
  });
});

describe('the admin’s enquiries', () => {
  it('changes the status of the selected enquiries in bulk', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const filter = { kind: 'website', status: 'new' };
    const before = await apiGetJson<Enquiry[]>(
      `/api/enquiries?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,1]&sort=["created_at","DESC"]`,
    );
    expect(before).toHaveLength(2);
    const { user } = renderApp(listPath(filter));
    await findShell('Admin');
    const rows = await dataRows();
    await user.click(within(rows[0]).getByRole('checkbox'));
    await user.click(within(rows[1]).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Closed' }));
    expect(await screen.findByText('2 enquiries updated, 0 skipped')).toBeInTheDocument();
    for (const e of before) expect((await apiGetJson<Enquiry>(`/api/enquiries/${e.id}`)).status).toBe('closed');
  });

  it('exports with the list’s current filter through a signed link the browser follows', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const bodies: unknown[] = [];
    bridge.server!.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/enquiries/export-url') {
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
      }
    });
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    const { user } = renderApp(listPath({ kind: 'partner' }));
    await findShell('Admin');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'CSV (RFC 4180, UTF-8)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(bodies).toEqual([
      {
        filter: { kind: 'partner' },
        sort: ['created_at', 'DESC'],
        format: 'csv',
        locale: 'en',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    const url = new URL(followed[0]);
    expect(url.pathname).toBe('/api/enquiries/export');
    expect(url.searchParams.get('ticket')).toBeTruthy();
    bridge.server!.events.removeAllListeners();
    // What the browser downloads from the link (no Authorization header: the ticket alone signs it): the filtered CSV.
    const download = await fetch(url.toString());
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = (await download.text()).replace(/^\uFEFF/, '');
    expect(csv.startsWith('id,')).toBe(true);
    const ids = (filter: Record<string, unknown>) =>
      apiGetJson<Enquiry[]>(`/api/enquiries?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`).then(
        (list) => list.map((e) => e.id),
      );
    const partnerIds = await ids({ kind: 'partner' });
    expect(partnerIds.length).toBeGreaterThan(0);
    for (const id of partnerIds) expect(csv, `enquiry ${id} in the CSV`).toMatch(new RegExp(`\n${id},`));
    const [websiteId] = await ids({ kind: 'website' });
    expect(csv, `website enquiry ${websiteId} left out`).not.toMatch(new RegExp(`\n${websiteId},`));
  });
});

describe('the dashboard', () => {
  it('shows the caller’s enquiry figures and a chart per week', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const summary = await apiGetJson<DashboardSummary>('/api/dashboard/summary');
    renderApp('/dashboard/app');
    await findShell('Admin');
    expect(await screen.findByTestId('figure-open')).toHaveTextContent(summary.enquiries.open.toLocaleString());
    expect(screen.getByTestId('figure-new-this-week')).toHaveTextContent(
      summary.enquiries.newThisWeek.toLocaleString(),
    );
    expect(screen.getByTestId('figure-last-30-days')).toHaveTextContent(summary.enquiries.last30Days.toLocaleString());
    const chart = screen.getByTestId('enquiries-per-week');
    expect(within(chart).getAllByRole('row')).toHaveLength(12);
    expect(within(chart).getByRole('img').getAttribute('aria-label')).toContain('Enquiries per week');
  });

  it('shows a partner the median time to a first answer of its own enquiries, per week', async () => {
    storeSession(await apiLogin(DEMO.university));
    const summary = await apiGetJson<DashboardSummary>('/api/dashboard/summary');
    const [own] = summary.enquiries.responseTimes;
    renderApp('/dashboard/app');
    await findShell('University');
    const table = await screen.findByTestId('response-times');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(own.name!);
    const answered = own.weeks.find((w) => w.median_hours !== null)!;
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells[own.weeks.indexOf(answered)]).toHaveTextContent(
      new Intl.NumberFormat('en', { style: 'unit', unit: 'hour', maximumFractionDigits: 1 }).format(
        answered.median_hours!,
      ),
    );
  });

  it('shows the analytics to an admin', async () => {
    storeSession(await apiLogin(DEMO.admin));
    renderApp('/dashboard/analytics');
    await findShell('Admin');
    expect(await screen.findByTestId('analytics-total')).toHaveTextContent(/\d+ enquiries in this period/);
    for (const id of [
      'analytics-by-kind',
      'analytics-by-status',
      'analytics-by-nationality',
      'analytics-by-partner',
      'analytics-per-week',
    ]) {
      expect(within(screen.getByTestId(id)).getAllByRole('row').length, id).toBeGreaterThan(0);
    }
  });

  it('denies the analytics to a partner', async () => {
    storeSession(await apiLogin(DEMO.bank));
    renderApp('/dashboard/analytics');
    await findShell('Bank');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });
});
