import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { consultantsArea } from '@/admin/consultants';
import { creditsArea } from '@/admin/credits';
import { insuranceArea } from '@/admin/insurance';
import { languagesArea } from '@/admin/languages';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { aliasRoutes } from '@/admin/routes/aliases';
import { universitiesArea } from '@/admin/universities';
import { setUpApiBridge, spokenText } from '../support/ui';
import {
  DEMO,
  apiGetJson,
  apiLogin,
  apiPostWithToken,
  currentPath,
  findShell,
  pageUrl,
  renderApp,
  signInWithForm,
  storeSession,
} from '../support/ui-session';

setUpApiBridge();
// Whole-app renders on a loaded machine: each test signs in, loads a page and follows it through several screens.
vi.setConfig({ testTimeout: 90_000 });

const INSURER = 'Globe Shield Insurance';
const menu = () => within(screen.getByTestId('main-menu'));
const topLevelEntries = () =>
  [...screen.getByTestId('main-menu').querySelectorAll(':scope > ul > [role=menuitem]')].map(spokenText);
/** The selected tab's content (a tabbed form renders every tab, hiding all but one). */
const panel = () =>
  within(document.getElementById(screen.getByRole('tab', { selected: true }).getAttribute('aria-controls')!)!);
/** A list screen's path with a filter, as the aliases write it. */
const filtered = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/**
 * Takes the insurer's listing off the website (or back): edits of a listing that is not live are saved at once,
 * those of a live one wait for an admin's review.
 */
async function setListed(companyId: number | null, listed: boolean) {
  const admin = (await apiLogin(DEMO.admin)).accessToken;
  const org = await apiGetJson<Record<string, unknown>>(`/api/insurers/${String(companyId)}`, admin);
  const reply = await fetch(pageUrl(`/api/insurers/${String(companyId)}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ ...org, is_published: listed }),
  });
  expect(reply.status).toBe(200);
}

// user-event's click on a submit button does not submit the form under jsdom; the submit event does.
const submit = (button: HTMLElement) => fireEvent.submit(button.closest('form')!);

/** Follows the app to wherever `path` settles (aliases redirect with replace). */
async function settle(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  let last = '';
  await waitFor(
    () => {
      const now = window.location.pathname + window.location.search;
      const settled = now === last && now !== path;
      last = now;
      expect(settled, `${path} still at ${now}`).toBe(true);
    },
    { interval: 60 },
  );
  return last;
}

describe('the insurer’s details page', () => {
  it('lands the insurer on its own insurer, with its partner menu and its sub-records as tabs', async () => {
    const { user } = renderApp('/auth/login');
    await signInWithForm(user, DEMO.insurer);
    await findShell('Insurance');
    await waitFor(() => expect(currentPath()).toBe(PARTNER_DETAILS_PATH.insurance));
    expect(await screen.findByTestId('organization-name')).toHaveTextContent(INSURER);

    expect(topLevelEntries()).toEqual([
      'Dashboard',
      'Our details',
      'Covers',
      'Reasons to choose us',
      'FAQs',
      'Benefits',
      'Inbox',
      'Enquiries',
      'Saved replies',
    ]);
    expect(menu().getByRole('menuitem', { name: 'Covers' })).toHaveAttribute('href', '/insurance-covers');
    expect(menu().getByRole('menuitem', { name: 'FAQs' }).getAttribute('href')).toBe(
      filtered('/faqs', { scope: 'insurance' }),
    );

    // Its fields' tabs, its profile's translations, then its own records.
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs.slice(0, 9)).toEqual([
      'Profile',
      'Contact',
      'Listing',
      'German',
      'French',
      'Covers',
      'Reasons to choose us',
      'Benefits',
      'FAQs',
    ]);
  });

  it('saves a field edited in place, twice (each save carries the new version)', async () => {
    const login = await apiLogin(DEMO.insurer);
    await setListed(login.companyId, false);
    storeSession(login);
    const { user } = renderApp(PARTNER_DETAILS_PATH.insurance);
    expect(await screen.findByTestId('organization-name')).toHaveTextContent(INSURER);
    await user.click(screen.getByRole('tab', { name: 'Contact' }));
    expect(currentPath()).toBe(`${PARTNER_DETAILS_PATH.insurance}/1`);
    const phone = panel().getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+49 30 1234567');
    await user.type(panel().getByLabelText('Location'), 'Unter den Linden 1, Berlin, Mitte, Berlin, Germany');
    submit(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const org = await apiGetJson<{ phone: string; city: string; version: number }>(
        `/api/insurers/${login.companyId}`,
      );
      expect(org).toMatchObject({ phone: '+49 30 1234567', city: 'Berlin' });
    });
    // The derived parts of the location show on the page, read-only, once the server has computed them.
    await waitFor(() => expect(panel().getByLabelText('City')).toHaveValue('Berlin'));
    expect(panel().getByLabelText('City')).toHaveAttribute('readonly');

    await user.clear(panel().getByLabelText('Phone'));
    await user.type(panel().getByLabelText('Phone'), '+49 30 7654321');
    submit(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      expect(await apiGetJson<{ phone: string }>(`/api/insurers/${login.companyId}`)).toMatchObject({
        phone: '+49 30 7654321',
      });
    });
    expect(screen.queryByText(/changed since you opened it/i)).not.toBeInTheDocument();
    await setListed(login.companyId, true);
  });

  it('keeps a change to its live listing for review: the page says so, shows it waiting and keeps it in the form', async () => {
    const login = await apiLogin(DEMO.insurer);
    storeSession(login);
    const live = await apiGetJson<{ phone: string }>(`/api/insurers/${String(login.companyId)}`);
    const { user } = renderApp(PARTNER_DETAILS_PATH.insurance);
    expect(await screen.findByTestId('organization-name')).toHaveTextContent(INSURER);
    expect(
      screen.getByText('Changes to a published listing go live once an administrator has reviewed them.'),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Contact' }));
    const phone = panel().getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+49 30 5550000');
    submit(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Waiting for review')).toBeVisible();
    expect(within(screen.getByTestId('publication')).getByRole('table')).toHaveTextContent('+49 30 5550000');
    await waitFor(() => expect(panel().getByLabelText('Phone')).toHaveValue('+49 30 5550000'));
    expect(await apiGetJson<{ phone: string }>(`/api/insurers/${String(login.companyId)}`)).toMatchObject({
      phone: live.phone,
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw changes' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw changes' }));
    await waitFor(() => expect(screen.queryByTestId('publication')).not.toBeInTheDocument());
  });

  it('shows the admin-only fields read-only: publication, verification and rating', async () => {
    const login = await apiLogin(DEMO.insurer);
    storeSession(login);
    const org = await apiGetJson<{ is_published: boolean; is_verified: boolean }>(`/api/insurers/${login.companyId}`);
    const { user } = renderApp(PARTNER_DETAILS_PATH.insurance);
    await screen.findByTestId('organization-name');
    expect(screen.getByTestId('record-flags')).toHaveTextContent(`Published: ${yesNo(org.is_published)}`);
    expect(screen.getByTestId('record-flags')).toHaveTextContent(`Verified: ${yesNo(org.is_verified)}`);
    await user.click(screen.getByRole('tab', { name: 'Listing' }));
    expect(panel().getByRole('switch', { name: 'Published' })).toBeDisabled();
    expect(panel().getByRole('switch', { name: 'Verified' })).toBeDisabled();
    expect(panel().getByLabelText('Rating')).toHaveAttribute('readonly');
  });

  it('lists, creates, edits and deletes its covers on their tab, coming back to the tab each time', async () => {
    const login = await apiLogin(DEMO.insurer);
    await setListed(login.companyId, false);
    storeSession(login);
    const created = await apiPostWithToken('/api/insurance-covers', login.accessToken, {
      organization_id: login.companyId,
      name: 'Campus Basic',
    });
    expect(created.status).toBe(201);
    const { user } = renderApp(`${PARTNER_DETAILS_PATH.insurance}/insurance-covers`);
    expect(await screen.findByText('Campus Basic')).toBeInTheDocument();
    // The insurer is always the owner: no column for it, no Save for the organisation on this tab.
    expect(panel().queryByRole('columnheader', { name: 'Insurer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await user.click(panel().getByRole('link', { name: 'Create' }));
    await waitFor(() => expect(currentPath()).toBe('/insurance-covers/create'));
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByLabelText(/^Insurer/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Campus Plus');
    submit(save);
    await waitFor(() => expect(currentPath()).toBe(`${PARTNER_DETAILS_PATH.insurance}/insurance-covers`));
    expect(await screen.findByText('Campus Plus')).toBeInTheDocument();

    const row = () => screen.getByText('Campus Plus').closest('tr')!;
    // Each row's Edit appears once its access check (a query per record) has answered.
    await user.click(await within(row()).findByRole('link', { name: /Edit/ }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/insurance-covers\/\d+$/));
    const name = await screen.findByLabelText(/^Name( \*)?$/);
    await waitFor(() => expect(name).toHaveValue('Campus Plus'));
    await user.clear(name);
    await user.type(name, 'Campus Premium');
    submit(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe(`${PARTNER_DETAILS_PATH.insurance}/insurance-covers`));
    expect(await screen.findByText('Campus Premium')).toBeInTheDocument();

    await user.click(within(screen.getByText('Campus Premium').closest('tr')!).getByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Campus Premium')).not.toBeInTheDocument());
    expect(currentPath()).toBe(`${PARTNER_DETAILS_PATH.insurance}/insurance-covers`);
    const covers = (await apiGetJson<{ name: string }[]>('/api/insurance-covers?range=[0,999]')).map((c) => c.name);
    expect(covers).toContain('Campus Basic');
    expect(covers.filter((name) => name.startsWith('Campus P'))).toEqual([]);
    await setListed(login.companyId, true);
  });
});

describe('the other partners’ menus and pages', () => {
  it.each([
    {
      email: DEMO.university,
      role: 'university',
      label: 'University',
      menu: ['Dashboard', 'Our details', 'Inbox', 'Enquiries', 'Saved replies'],
      tabs: ['Courses'],
    },
    {
      email: DEMO.consultant,
      role: 'consultants',
      label: 'Consultants',
      menu: ['Dashboard', 'Our details', 'Staff', 'Service locations', 'Offers', 'Inbox', 'Enquiries', 'Saved replies'],
      tabs: ['Staff', 'Service locations', 'Offers'],
    },
    {
      email: DEMO.languages,
      role: 'languages',
      label: 'Languages',
      menu: ['Dashboard', 'Our details', 'Staff', 'Service locations', 'Offers', 'Inbox', 'Enquiries', 'Saved replies'],
      tabs: ['Staff', 'Service locations', 'Offers'],
    },
    {
      email: DEMO.bank,
      role: 'bank',
      label: 'Bank',
      menu: ['Dashboard', 'Our details', 'Inbox', 'Enquiries', 'Saved replies'],
      tabs: ['Loan products', 'Loan consultant locations'],
    },
  ] as const)(
    '$label: its partner menu, its own organisation with its sub-records as tabs',
    async ({ email, role, label, menu: entries, tabs }) => {
      storeSession(await apiLogin(email));
      renderApp(PARTNER_DETAILS_PATH[role]);
      await findShell(label);
      const org = await apiGetJson<{ name: string }>('/api/me/organization');
      expect(await screen.findByTestId('organization-name')).toHaveTextContent(org.name);
      expect(topLevelEntries()).toEqual(entries);
      const shown = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
      // Its fields' tabs (profile, contact, listing, then its profile's translations), then its own records.
      expect(shown.slice(3, 5)).toEqual(['German', 'French']);
      expect(shown.slice(5, 5 + tabs.length)).toEqual(tabs);
      // Not the records only admins keep about it.
      expect(shown).not.toContain('FAQs');
      expect(shown).not.toContain('Required documents');
    },
  );
});

describe('the admin', () => {
  it('has the partner groups in its menu, each with its resources', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const { user } = renderApp('/dashboard/app');
    await findShell('Admin');
    for (const group of ['Universities', 'Consultants', 'Language consultants', 'Insurance', 'Credits']) {
      expect(menu().getByRole('menuitem', { name: group })).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(menu().getByRole('menuitem', { name: 'Insurance' }));
    for (const [name, href] of [
      ['Insurers', '/insurers'],
      ['Covers', '/insurance-covers'],
      ['Reasons to choose us', '/insurance-reasons'],
      ['Benefits', '/insurance-benefits'],
    ]) {
      expect(await menu().findByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    await user.click(menu().getByRole('menuitem', { name: 'Credits' }));
    expect(await menu().findByRole('menuitem', { name: 'Loan products' })).toHaveAttribute('href', '/loan-products');
    expect(menu().queryByRole('menuitem', { name: 'Our details' })).not.toBeInTheDocument();
  });

  it('edits any organisation in place, admin-only fields included', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const [insurer] = await apiGetJson<{ id: number; is_verified: boolean }[]>(
      `/api/insurers?filter=${encodeURIComponent('{"q":"Globe Shield"}')}`,
    );
    const { user } = renderApp(`/insurers/${insurer.id}/show`);
    expect(await screen.findByTestId('organization-name')).toHaveTextContent(INSURER);
    await user.click(screen.getByRole('tab', { name: 'Listing' }));
    const verified = panel().getByRole('switch', { name: 'Verified' });
    expect(verified).toBeEnabled();
    await user.click(verified);
    submit(screen.getByRole('button', { name: 'Save' }));
    const toggled = !insurer.is_verified;
    await waitFor(() => expect(screen.getByTestId('record-flags')).toHaveTextContent(`Verified: ${yesNo(toggled)}`));
    expect(await apiGetJson<{ is_verified: boolean }>(`/api/insurers/${insurer.id}`)).toMatchObject({
      is_verified: toggled,
    });
  });

  it('only offers organisations of the owning types for a sub-record’s organisation', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const { user } = renderApp('/staff/create');
    const input = await screen.findByRole('combobox', { name: /^Organisation/ });
    await user.click(input);
    const options = await screen.findAllByRole('option');
    const names = options.map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['Pathway Migration Advisers', 'Lingua Bridge Academy']));
    expect(names).not.toContain(INSURER);
    expect(names).not.toContain('Meridian Student Bank');
  });
});

/** The /dashboard/... routes of the partner groups and where each leads an admin. */
const EXPECTED: Record<string, string> = {
  '/dashboard/insurance': '/insurers',
  '/dashboard/insurance/insurance-listing': '/insurers',
  '/dashboard/insurance/insurance-listing/add-new-insurance': '/insurers/create',
  '/dashboard/insurance/why-you-choose': '/insurance-reasons',
  '/dashboard/insurance/choose-right-cover': '/insurance-covers',
  '/dashboard/insurance/faq': filtered('/faqs', { scope: 'insurance' }),
  '/dashboard/insurance/add-benefits': '/insurance-benefits',
  '/dashboard/insurance/enquiries': filtered('/enquiries', { kind: 'insurance' }),
  '/dashboard/universities': '/universities',
  '/dashboard/universities/university-listing': '/universities',
  '/dashboard/universities/enquiry-listing': filtered('/enquiries', { kind: 'university' }),
  '/dashboard/universities/documents-required': filtered('/required-documents', { scope: 'university' }),
  '/dashboard/universities/all-about-course': '/course-guides',
  '/dashboard/universities/faq': filtered('/faqs', { scope: 'university' }),
  '/dashboard/universities/university-listing/add-new-university': '/universities/create',
  '/dashboard/universities/university-listing/university-details/course-details': '/courses',
  '/dashboard/consultants': '/consultants',
  '/dashboard/consultants/consultants-listing': '/consultants',
  '/dashboard/consultants/consultants-staffs': '/staff',
  '/dashboard/consultants/service-locations': '/service-locations',
  '/dashboard/consultants/service-locations/add-service-location': '/service-locations/create',
  '/dashboard/consultants/offers': '/offers',
  '/dashboard/consultants/faq': filtered('/faqs', { scope: 'consultant' }),
  '/dashboard/consultants/consultants-listing/add-new-consultants': '/consultants/create',
  '/dashboard/languages': '/language-schools',
  '/dashboard/languages/languages-listing': '/language-schools',
  '/dashboard/languages/languages-staffs': '/staff',
  '/dashboard/languages/service-locations': '/service-locations',
  '/dashboard/languages/service-locations/add-service-location': '/service-locations/create',
  '/dashboard/languages/offers': '/offers',
  '/dashboard/languages/faq': filtered('/faqs', { scope: 'language' }),
  '/dashboard/languages/languages-listing/add-new-languages': '/language-schools/create',
  '/dashboard/languages/enquiry': filtered('/enquiries', { kind: 'language' }),
  '/dashboard/credits': '/banks',
  '/dashboard/credits/credits-listing': '/banks',
  '/dashboard/credits/enquiry-listing': filtered('/enquiries', { kind: 'credit' }),
  '/dashboard/credits/documents-required': filtered('/required-documents', { scope: 'credit' }),
  '/dashboard/credits/data-variables': filtered('/data-variables', { scope: 'credit' }),
  '/dashboard/credits/faq': filtered('/faqs', { scope: 'credit' }),
  '/dashboard/credits/consultant-near-locations': '/loan-consultant-locations',
  '/dashboard/credits/add-consultant-near-locations': '/loan-consultant-locations/create',
  '/dashboard/credits/credits-listing/add-new-bank': '/banks/create',
  '/dashboard/credits/credits-listing/credits-details/loan-details': '/loan-products',
};

const PARTNER_AREAS = [insuranceArea, universitiesArea, consultantsArea, languagesArea, creditsArea];

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Where the areas' aliases (followed from one to the next) lead from `path`. */
function resolveAlias(path: string): string {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {PARTNER_AREAS.flatMap((area) => aliasRoutes(area.aliases ?? {}))}
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
  const to = view.getByTestId('location').textContent ?? '';
  view.unmount();
  return to;
}

describe('/dashboard routes of the insurance, universities, consultants, languages and credits groups', () => {
  it('every one is an alias of its screen, or a details route', () => {
    const declared = PARTNER_AREAS.flatMap((area) => Object.keys(area.aliases ?? {}));
    const details = Object.values(PARTNER_DETAILS_PATH);
    expect([...declared].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [from, to] of Object.entries(EXPECTED)) expect(resolveAlias(from), from).toBe(to);
    for (const path of details) expect(resolveAlias(path), path).toBe(path);
  });

  it('resolve in the app: an alias opens its screen; a details route the list for an admin', async () => {
    storeSession(await apiLogin(DEMO.admin));
    renderApp('/dashboard/app');
    await findShell('Admin');
    for (const [from, to] of [
      ['/dashboard/insurance', '/insurers'],
      ['/dashboard/universities/university-listing/university-details', '/universities'],
      ['/dashboard/consultants/consultants-listing/consultants-details', '/consultants'],
      ['/dashboard/languages/languages-listing/languages-details', '/language-schools'],
      ['/dashboard/credits/credits-listing/credits-details', '/banks'],
      ['/dashboard/credits/faq', EXPECTED['/dashboard/credits/faq']],
      ['/dashboard/languages/enquiry', EXPECTED['/dashboard/languages/enquiry']],
    ])
      expect(await settle(from), from).toBe(to);
  }, 120_000);

  it('a details route opens the signed-in partner’s own organisation', async () => {
    storeSession(await apiLogin(DEMO.bank));
    renderApp(PARTNER_DETAILS_PATH.bank);
    expect(await screen.findByTestId('organization-name')).toHaveTextContent('Meridian Student Bank');
    expect(currentPath()).toBe(PARTNER_DETAILS_PATH.bank);
  });
});
