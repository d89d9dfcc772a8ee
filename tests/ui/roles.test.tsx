import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PARTNER_DETAILS_PATH, landingPath } from '@/admin/landing';
import type { Role } from '@/domain/roles';
import { setUpApiBridge, spokenText } from '../support/ui';
import {
  DEMO,
  apiGetWithToken,
  apiLogin,
  currentPath,
  findShell,
  renderApp,
  signInWithForm,
  storeSession,
  waitForSettledPath,
} from '../support/ui-session';

setUpApiBridge();

interface Account {
  email: string;
  role: Role;
  userType: number;
  name: string;
  roleLabel: string;
}

/** The demo accounts with their role labels. */
const ACCOUNTS: Account[] = [
  { email: DEMO.admin, role: 'admin', userType: 1, name: 'Ada Admin', roleLabel: 'Admin' },
  { email: DEMO.insurer, role: 'insurance', userType: 4, name: 'Ines Insurer', roleLabel: 'Insurance' },
  { email: DEMO.university, role: 'university', userType: 5, name: 'Ulrich Universität', roleLabel: 'University' },
  { email: DEMO.consultant, role: 'consultants', userType: 6, name: 'Chloé Conseil', roleLabel: 'Consultants' },
  { email: DEMO.languages, role: 'languages', userType: 7, name: 'Lena Lingua', roleLabel: 'Languages' },
  { email: DEMO.bank, role: 'bank', userType: 8, name: 'Bruno Banker', roleLabel: 'Bank' },
];

/**
 * The sidebar as far as it exists today: the dashboard for everyone; a partner's own details page
 * and the entries of its role; the admin's areas, each as a collapsible group
 * and no partner entry.
 */
const PARTNER_MENU: Record<Exclude<Role, 'admin'>, string[]> = {
  insurance: [
    'Dashboard',
    'Our details',
    'Covers',
    'Reasons to choose us',
    'FAQs',
    'Benefits',
    'Inbox',
    'Enquiries',
    'Saved replies',
  ],
  university: ['Dashboard', 'Our details', 'Inbox', 'Enquiries', 'Saved replies'],
  consultants: [
    'Dashboard',
    'Our details',
    'Staff',
    'Service locations',
    'Offers',
    'Inbox',
    'Enquiries',
    'Saved replies',
  ],
  languages: [
    'Dashboard',
    'Our details',
    'Staff',
    'Service locations',
    'Offers',
    'Inbox',
    'Enquiries',
    'Saved replies',
  ],
  bank: ['Dashboard', 'Our details', 'Inbox', 'Enquiries', 'Saved replies'],
};

/** The sidebar's top-level entries: the links of the current page's group (open) are not counted. */
const topLevelEntries = () => [
  ...screen.getByTestId('main-menu').querySelectorAll<HTMLElement>(':scope > ul > [role=menuitem]'),
];

describe.each(ACCOUNTS)('$roleLabel ($email)', (account) => {
  it('lands on the role page with the role sidebar, name, label and version', async () => {
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, account.email);
    await findShell(account.roleLabel);
    expect(localStorage.getItem('user_type')).toBe(String(account.userType));

    const landing = landingPath(account.role);
    if (account.role === 'admin') {
      // The admin's landing path may be a /dashboard alias that redirects further: it must end where that path leads.
      const landed = await waitForSettledPath();
      cleanup();
      renderApp(landing);
      await findShell(account.roleLabel);
      expect(await waitForSettledPath()).toBe(landed);
    } else {
      expect(landing).toBe(PARTNER_DETAILS_PATH[account.role]);
      await waitFor(() => expect(currentPath()).toBe(landing));
      // The organisation's name, as the API knows it.
      const reply = await apiGetWithToken('/api/me/organization', localStorage.getItem('accessToken')!);
      expect(reply.status).toBe(200);
      const org = (await reply.json()) as { id: number; name: string };
      expect(org.name).toBeTruthy();
      expect(String(org.id)).toBe(localStorage.getItem('mainId'));
      expect(await screen.findByTestId('organization-name')).toHaveTextContent(org.name);
    }

    const menu = await screen.findByTestId('main-menu');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/app');
    if (account.role === 'admin') {
      const [first, ...rest] = topLevelEntries();
      expect(first).toHaveTextContent('Dashboard');
      for (const entry of rest) expect(entry, entry.textContent ?? '').toHaveAttribute('aria-expanded');
      expect(within(menu).queryByRole('menuitem', { name: 'Our details' })).not.toBeInTheDocument();
    } else {
      expect(topLevelEntries().map(spokenText)).toEqual(PARTNER_MENU[account.role]);
      expect(within(menu).getByRole('menuitem', { name: 'Our details' })).toHaveAttribute('href', landing);
    }

    const sidebarUser = screen.getByTestId('sidebar-user');
    await waitFor(() => expect(sidebarUser).toHaveTextContent(account.name));
    // The name is no heading: the page's outline goes from its title (the one h1) to its own sections.
    expect(within(sidebarUser).queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar-role').textContent).toBe(account.roleLabel);
    expect(screen.getByTestId('app-version').textContent).toBe('Version: 1.10.0');
    expect(screen.getByText('Version: 1.10.0')).toBeVisible();
  });
});

const PARTNERS = ACCOUNTS.filter((a) => a.role !== 'admin') as (Account & { role: Exclude<Role, 'admin'> })[];
const ORG_NAMES = [
  'Globe Shield Insurance',
  'Northbridge University',
  'Pathway Migration Advisers',
  'Lingua Bridge Academy',
  'Meridian Student Bank',
];

describe('another role’s details page', () => {
  it.each(PARTNERS.map((partner, i) => ({ partner, other: PARTNERS[(i + 1) % PARTNERS.length] })))(
    '$partner.roleLabel opening the $other.roleLabel details path sees access denied, not that organisation',
    async ({ partner, other }) => {
      storeSession(await apiLogin(partner.email));
      const path = PARTNER_DETAILS_PATH[other.role];
      renderApp(path);
      expect(await screen.findByText('Access denied')).toBeInTheDocument();
      expect(screen.getByText("You don't have the right permissions to access this page")).toBeInTheDocument();
      expect(currentPath()).toBe(path);
      expect(screen.queryByTestId('organization-name')).not.toBeInTheDocument();
      for (const name of ORG_NAMES) expect(screen.queryByText(name)).not.toBeInTheDocument();
      // Still signed in: the shell is there.
      expect(screen.getByTestId('sidebar-role').textContent).toBe(partner.roleLabel);
    },
  );

  it('an admin (who has no organisation) opening a partner details path gets the list of that type', async () => {
    storeSession(await apiLogin(DEMO.admin));
    renderApp(PARTNER_DETAILS_PATH.insurance);
    await waitFor(() => expect(currentPath()).toBe('/insurers'));
    expect(await screen.findByText('Globe Shield Insurance')).toBeInTheDocument();
    expect(screen.queryByTestId('organization-name')).not.toBeInTheDocument();
  });
});
