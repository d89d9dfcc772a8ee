import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_LANDING, PARTNER_DETAILS_PATH } from '@/admin/landing';
import type { Role } from '@/domain/roles';
import {
  DEMO_PASSWORD,
  expectAccessible,
  launchBrowser,
  screenshot,
  SCREENSHOTS,
  signIn,
  startServer,
  switchLanguage,
  type E2eServer,
  type Lang,
  type Texts,
} from './support';
import { spokenTexts } from './suite';

/** Sidebar entries by key, in each language: the admin's collapsible groups come from src/admin/<area>/messages.ts. */
const MENU_LABELS = {
  dashboard: { en: 'Dashboard', de: 'Übersicht', fr: 'Tableau de bord' },
  details: { en: 'Our details', de: 'Unsere Angaben', fr: 'Nos informations' },
  visa: { en: 'Visas', de: 'Visa', fr: 'Visas' },
  checkVisa: { en: 'Check my visa', de: 'Mein Visum prüfen', fr: 'Vérifier mon visa' },
  pr: { en: 'PR pathway', de: 'PR-Weg', fr: 'Parcours RP' },
  universities: { en: 'Universities', de: 'Hochschulen', fr: 'Universités' },
  consultants: { en: 'Consultants', de: 'Migrationsberatung', fr: 'Conseil en immigration' },
  languages: { en: 'Language consultants', de: 'Sprachberatung', fr: 'Conseil linguistique' },
  insurance: { en: 'Insurance', de: 'Versicherungen', fr: 'Assurances' },
  credits: { en: 'Credits', de: 'Kredite', fr: 'Crédits' },
  // A partner's entries are named like the lists and the details page's tabs they open.
  covers: { en: 'Covers', de: 'Tarife', fr: 'Couvertures' },
  reasons: { en: 'Reasons to choose us', de: 'Gründe für uns', fr: 'Raisons de nous choisir' },
  faqs: { en: 'FAQs', de: 'Häufige Fragen', fr: 'Questions fréquentes' },
  benefits: { en: 'Benefits', de: 'Leistungen', fr: 'Avantages' },
  staff: { en: 'Staff', de: 'Team', fr: 'Équipe' },
  serviceLocations: { en: 'Service locations', de: 'Standorte', fr: 'Lieux de service' },
  offers: { en: 'Offers', de: 'Angebote', fr: 'Offres' },
  reviews: { en: 'Reviews', de: 'Prüfungen', fr: 'Relectures' },
  administration: { en: 'Administration', de: 'Verwaltung', fr: 'Administration' },
  enquiries: { en: 'Enquiries', de: 'Anfragen', fr: 'Demandes' },
  inbox: { en: 'Inbox', de: 'Posteingang', fr: 'Boîte de réception' },
  savedReplies: { en: 'Saved replies', de: 'Textbausteine', fr: 'Réponses types' },
} satisfies Record<string, Texts>;
type MenuKey = keyof typeof MENU_LABELS;

interface Account {
  email: string;
  role: Role;
  label: Texts;
  /** Where the account lands after signing in (the admin's ADMIN_LANDING redirects to the countries list). */
  lands: string;
  /** The app bar's title there, when it is not the organisation's name. */
  title?: Texts;
  /** The sidebar's top-level entries, in order (extend as areas land). */
  menu: MenuKey[];
  /** Partners: the seeded organisation shown on their details page. */
  organization?: string;
}

const ACCOUNTS: Account[] = [
  {
    email: 'admin@visapath.test',
    role: 'admin',
    label: { en: 'Admin', de: 'Administrator', fr: 'Administrateur' },
    lands: '/countries',
    title: { en: 'Countries', de: 'Länder', fr: 'Pays' },
    menu: [
      'dashboard',
      'visa',
      'checkVisa',
      'pr',
      'universities',
      'consultants',
      'languages',
      'insurance',
      'credits',
      'enquiries',
      'reviews',
      'administration',
    ],
  },
  {
    email: 'insurer@visapath.test',
    role: 'insurance',
    label: { en: 'Insurance', de: 'Versicherung', fr: 'Assurance' },
    lands: PARTNER_DETAILS_PATH.insurance,
    menu: ['dashboard', 'details', 'covers', 'reasons', 'faqs', 'benefits', 'inbox', 'enquiries', 'savedReplies'],
    organization: 'Globe Shield Insurance',
  },
  {
    email: 'university@visapath.test',
    role: 'university',
    label: { en: 'University', de: 'Hochschule', fr: 'Université' },
    lands: PARTNER_DETAILS_PATH.university,
    menu: ['dashboard', 'details', 'inbox', 'enquiries', 'savedReplies'],
    organization: 'Northbridge University',
  },
  {
    email: 'consultant@visapath.test',
    role: 'consultants',
    label: { en: 'Consultants', de: 'Beratung', fr: 'Conseillers' },
    lands: PARTNER_DETAILS_PATH.consultants,
    menu: ['dashboard', 'details', 'staff', 'serviceLocations', 'offers', 'inbox', 'enquiries', 'savedReplies'],
    organization: 'Pathway Migration Advisers',
  },
  {
    email: 'languages@visapath.test',
    role: 'languages',
    label: { en: 'Languages', de: 'Sprachen', fr: 'Langues' },
    lands: PARTNER_DETAILS_PATH.languages,
    menu: ['dashboard', 'details', 'staff', 'serviceLocations', 'offers', 'inbox', 'enquiries', 'savedReplies'],
    organization: 'Lingua Bridge Academy',
  },
  {
    email: 'bank@visapath.test',
    role: 'bank',
    label: { en: 'Bank', de: 'Bank', fr: 'Banque' },
    lands: PARTNER_DETAILS_PATH.bank,
    menu: ['dashboard', 'details', 'inbox', 'enquiries', 'savedReplies'],
    organization: 'Meridian Student Bank',
  },
];

const SHELL: Record<'version' | 'logout' | 'account', Texts> = {
  version: { en: 'Version: 1.10.0', de: 'Version: 1.10.0', fr: 'Version : 1.10.0' },
  logout: { en: 'Logout', de: 'Abmelden', fr: 'Déconnexion' },
  account: { en: 'Account', de: 'Konto', fr: 'Compte' },
};
const LOGIN_HEADING: Texts = {
  en: 'Login in to Visapath Admin',
  de: 'Bei Visapath Admin anmelden',
  fr: 'Connexion à Visapath Admin',
};

/** Accounts whose pages get an accessibility check and screenshots: the admin and one partner. */
const SAMPLED = new Set(['admin@visapath.test', 'insurer@visapath.test']);
const TIMEOUT = 10_000;

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-GB' });
  context.setDefaultTimeout(TIMEOUT);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

const path = () => new URL(page.url()).pathname;

async function waitForPath(expected: string) {
  await page.waitForURL((url) => url.pathname === expected, { timeout: TIMEOUT });
  expect(path()).toBe(expected);
}

async function visible(text: string, scope = page.locator('body')) {
  await scope.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

/** The sidebar's top-level entries (the current page's group is open: its links are not counted). */
async function menuEntries(): Promise<string[]> {
  const items = page.locator('[data-testid=main-menu] > ul > [role=menuitem]');
  await items.first().waitFor();
  return spokenTexts(items);
}

async function checkShell(account: Account, lang: Lang) {
  const menu = page.locator('[data-testid=main-menu]');
  await visible(MENU_LABELS.dashboard[lang], menu);
  expect(await menuEntries()).toEqual(account.menu.map((key) => MENU_LABELS[key][lang]));
  await expect
    .poll(() => page.locator('[data-testid=sidebar-role]').innerText(), { timeout: TIMEOUT })
    .toBe(account.label[lang]);
  await visible(SHELL.version[lang]);
  const title = account.title?.[lang] ?? account.organization;
  if (title) await page.getByRole('banner').getByRole('heading', { name: title, exact: true }).waitFor();
  if (account.organization) {
    await expect
      .poll(() => page.locator('[data-testid=organization-name]').innerText(), { timeout: TIMEOUT })
      .toBe(account.organization);
  }
}

describe('shell per demo account', () => {
  for (const account of ACCOUNTS) {
    it(`${account.email}: lands, sees its menu in en/de/fr, signs out`, async () => {
      const sampled = SAMPLED.has(account.email);
      await signIn(page, server.url, account.email);
      await waitForPath(account.lands);
      await visible('Login success', page.locator('[data-testid=toasts]'));
      await checkShell(account, 'en');
      if (sampled) {
        await expectAccessible(page, `${account.role} shell`);
        await screenshot(page, `${account.role}-landing-en`);
      }

      await switchLanguage(page, 'de');
      await checkShell(account, 'de');
      if (sampled) await screenshot(page, `${account.role}-landing-de`);

      await switchLanguage(page, 'fr');
      await checkShell(account, 'fr');
      if (sampled) await screenshot(page, `${account.role}-landing-fr`);

      const token = await page.evaluate(() => localStorage.getItem('accessToken'));
      expect(token).toBeTruthy();
      const me = (t: string) => page.request.get(`${server.url}/api/me`, { headers: { Authorization: `Bearer ${t}` } });
      expect((await me(token!)).status()).toBe(200);

      await page.getByRole('button', { name: SHELL.account.fr, exact: true }).click();
      const logout = page.getByRole('menuitem', { name: SHELL.logout.fr });
      await logout.waitFor();
      if (sampled) await expectAccessible(page, `${account.role} account menu (fr)`);
      await logout.click();
      await waitForPath('/auth/login');
      await visible(LOGIN_HEADING.fr);
      await page.locator('input[name="email"]').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      expect((await me(token!)).status()).toBe(401);
    });
  }
});

describe('authentication and routing', () => {
  it('a wrong password shows the error and stays on the login page', async () => {
    await signIn(page, server.url, 'admin@visapath.test', `${DEMO_PASSWORD}-wrong`);
    await page.getByTestId('login-error').waitFor();
    expect((await page.getByTestId('login-error').innerText()).trim()).toBe('Invalid username or password');
    expect(path()).toBe('/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  it('a signed-out visit to a protected page signs in and returns there', async () => {
    await page.goto(`${server.url}/dashboard/profile`);
    await waitForPath('/auth/login');
    await visible(LOGIN_HEADING.en);
    expect(await page.locator('[data-testid=main-menu]').count()).toBe(0);
    await page.locator('input[name="email"]').fill('university@visapath.test');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await waitForPath('/dashboard/profile');
    await page.locator('[data-testid=main-menu]').waitFor();
    await visible('university@visapath.test', page.locator('#main-content'));
    await visible('Login success', page.locator('[data-testid=toasts]'));
  });

  it('redirects unknown, root and template paths', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await waitForPath('/404');
    await visible('Page not found');

    await signIn(page, server.url, 'admin@visapath.test');
    await waitForPath('/countries');
    await page.locator('[data-testid=main-menu]').waitFor();
    await page.goto(`${server.url}${ADMIN_LANDING}`);
    await waitForPath('/countries');

    for (const [from, to] of [
      ['/dashboard', '/dashboard/app'],
      ['/dashboard/blog/posts', '/dashboard/app'],
      ['/dashboard/nothing-here', '/404'],
    ]) {
      await page.goto(`${server.url}${from}`);
      await waitForPath(to);
    }
  });

  it('the login page is accessible and translated (screenshots in en, de, fr)', async () => {
    await page.goto(`${server.url}/auth/login`);
    await visible(LOGIN_HEADING.en);
    await expectAccessible(page, 'login page');
    await screenshot(page, 'login-en');
    for (const lang of ['de', 'fr'] as const) {
      await switchLanguage(page, lang);
      await visible(LOGIN_HEADING[lang]);
      await screenshot(page, `login-${lang}`);
    }
    await expectAccessible(page, 'login page (fr)');
  });
});
