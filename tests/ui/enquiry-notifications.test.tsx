import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { createUser, userByEmail } from '../support/auth';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiGetJson, apiLogin, findShell, renderApp, storeSession } from '../support/ui-session';

const bridge = setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

const WAITING = encodeURIComponent(JSON.stringify({ waiting_since_gte: '1970-01-01T00:00:00.000Z' }));

async function waitingTotal(): Promise<number> {
  const reply = await fetch(`http://visapath.test/api/enquiries?filter=${WAITING}&range=[0,0]`, {
    headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
  });
  return Number(reply.headers.get('content-range')!.split('/')[1]);
}

describe('the inbox entry of the menu', () => {
  it('carries the number of enquiries waiting for an answer, described in words', async () => {
    storeSession(await apiLogin(DEMO.university));
    const universityOrg = (await userByEmail(bridge.api!, DEMO.university)).organization_id!;
    await bridge.api!.db.insert(tableOf('enquiries')).values({
      kind: 'university',
      organization_id: universityOrg,
      full_name: 'Waiting Person',
      email: 'waiting@example.test',
      message: 'Any news?',
      status: 'new',
      waiting_since: new Date().toISOString(),
    });
    const total = await waitingTotal();
    expect(total).toBeGreaterThan(0);
    renderApp('/dashboard/app');
    await findShell('University');
    const entry = await screen.findByRole('menuitem', { name: 'Inbox' });
    await waitFor(() => expect(entry).toHaveAccessibleDescription(`${total} waiting`));
    expect(within(entry).getByText(String(total > 99 ? '99+' : total))).toBeInTheDocument();
  });
});

describe('the profile', () => {
  it("shows the user's stored setting, which the sign-in answer does not carry", async () => {
    const { user: owner, password } = await createUser(bridge.api!, { enquiry_mail: 'off' });
    storeSession(await apiLogin(owner.email, password));
    renderApp('/dashboard/profile');
    const select = await screen.findByRole('combobox', { name: 'Mail about enquiries' });
    await waitFor(() => expect(select).toHaveTextContent('None (assignments neither)'));
  });

  it('saves how the user hears of enquiries by mail (a user without a picture too)', async () => {
    const { user: owner, password } = await createUser(bridge.api!);
    storeSession(await apiLogin(owner.email, password));
    const { user } = renderApp('/dashboard/profile');
    const select = await screen.findByRole('combobox', { name: 'Mail about enquiries' });
    expect(select).toHaveTextContent('At once');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'A daily summary' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(select).toHaveTextContent('A daily summary');
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(await screen.findByText('Profile saved', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await apiGetJson<{ enquiry_mail: string }>('/api/me')).enquiry_mail).toBe('daily');
  });
});

describe('assignment by a partner', () => {
  it("offers the partner's own active colleagues, and saves one", async () => {
    const partner = await userByEmail(bridge.api!, DEMO.university);
    const { user: colleague } = await createUser(bridge.api!, {
      user_type: partner.user_type,
      organization_id: partner.organization_id,
      first_name: 'Carla',
      last_name: 'Colleague',
    });
    const [row] = await bridge
      .api!.db.insert(tableOf('enquiries'))
      .values({
        kind: 'university',
        organization_id: partner.organization_id,
        full_name: 'Assign Me',
        email: 'assign@example.test',
        message: 'Who answers?',
        status: 'new',
      })
      .returning();
    storeSession(await apiLogin(DEMO.university));
    const { user } = renderApp(`/enquiries/${String(row.id)}`);
    await user.click(await screen.findByRole('tab', { name: 'Handling' }));
    const input = await screen.findByRole('combobox', { name: 'Assigned to' });
    await user.click(input);
    const options = await screen.findAllByRole('option');
    const names = options.map((o) => o.textContent);
    expect(names).toContain(`Carla Colleague (${colleague.email})`);
    expect(names.some((n) => n?.includes(DEMO.admin))).toBe(false);
    await user.click(screen.getByRole('option', { name: `Carla Colleague (${colleague.email})` }));
    expect(input).toHaveValue(`Carla Colleague (${colleague.email})`);
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    await waitFor(async () =>
      expect((await apiGetJson<{ assigned_to: number }>(`/api/enquiries/${String(row.id)}`)).assigned_to).toBe(
        colleague.id,
      ),
    );
  });
});
