import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from '@/admin/i18n';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiLogin, chooseLanguage, pageUrl, storeSession } from '../support/ui-session';

setUpApiBridge();

/**
 * A page load: fresh modules, so the i18n provider reads the stored language again (as the browser would on
 * reload) and no language chosen by an earlier test lingers in module state.
 */
async function loadPage(path: string) {
  vi.resetModules();
  const { App } = await import('@/admin/App');
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  const view = render(<App />);
  return { user, App, ...view };
}

/**
 * A shell text in one language, from the app's catalogs (their completeness is tests/unit/messages.test.ts);
 * it must differ from the English text, or switching would prove nothing.
 */
function translated(locale: 'de' | 'fr', key: string, args: Record<string, unknown> = {}): string {
  const lookup = (lang: 'en' | 'de' | 'fr') => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogs[lang]);
    if (typeof text !== 'string') throw new Error(`no ${lang} text for ${key}`);
    return Object.entries(args).reduce((out, [name, value]) => out.replaceAll(`%{${name}}`, String(value)), text);
  };
  const text = lookup(locale);
  if (!['vp.shell.version'].includes(key)) expect(text, `${key} in ${locale}`).not.toBe(lookup('en'));
  return text;
}

const heading = (name: string) => screen.findByRole('heading', { name });

beforeEach(() => {
  localStorage.clear();
});

describe('language menu on the login page', () => {
  it('switches to Deutsch, then Français, stores the choice and keeps it across a re-render and a reload', async () => {
    const { user, App, unmount } = await loadPage('/auth/login');
    expect(await heading('Login in to Visapath Admin')).toBeInTheDocument();
    expect(screen.getByTestId('language-menu')).toHaveTextContent('EN');
    expect(document.documentElement.lang).toBe('en');

    await chooseLanguage(user, 'Deutsch');
    expect(await heading('Bei Visapath Admin anmelden')).toBeInTheDocument();
    expect(screen.getByText('Geben Sie unten Ihre Zugangsdaten ein.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/auth/reset-password');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByTestId('language-menu')).toHaveTextContent('DE');
    expect(localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.queryByText('Login in to Visapath Admin')).not.toBeInTheDocument();

    // Validation messages follow the language too.
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwort ist erforderlich')).toBeInTheDocument();

    await chooseLanguage(user, 'Français');
    expect(await heading('Connexion à Visapath Admin')).toBeInTheDocument();
    expect(screen.getByText('Saisissez vos identifiants ci-dessous.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toBeInTheDocument();
    // react-admin remounts the page on a language change, so the form starts afresh.
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'e-mail est obligatoire")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');

    // A re-render of the app keeps French.
    unmount();
    window.history.pushState({}, '', '/auth/login');
    render(<App />);
    expect(await heading('Connexion à Visapath Admin')).toBeInTheDocument();
    expect(screen.getByTestId('language-menu')).toHaveTextContent('FR');

    // So does a reload that only has the stored i18nextLng to go by.
    cleanup();
    const lang = localStorage.getItem('i18nextLng');
    localStorage.clear();
    localStorage.setItem('i18nextLng', lang!);
    await loadPage('/auth/login');
    expect(await heading('Connexion à Visapath Admin')).toBeInTheDocument();
  });

  it('starts in the language stored under i18nextLng', async () => {
    localStorage.setItem('i18nextLng', 'de');
    await loadPage('/auth/login');
    expect(await heading('Bei Visapath Admin anmelden')).toBeInTheDocument();
  });

  it('falls back to English for an unknown stored language', async () => {
    localStorage.setItem('i18nextLng', 'xx');
    await loadPage('/auth/login');
    expect(await heading('Login in to Visapath Admin')).toBeInTheDocument();
  });
});

describe('language menu in the shell', () => {
  it('translates the sidebar, the page and the app bar, and keeps the choice', async () => {
    storeSession(await apiLogin(DEMO.admin));
    const { user, App, unmount } = await loadPage('/dashboard/app');
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    const menu = () => within(screen.getByTestId('main-menu'));
    expect(menu().getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();

    for (const locale of ['de', 'fr'] as const) {
      await chooseLanguage(user, locale === 'de' ? 'Deutsch' : 'Français');
      const t = (key: string, args?: Record<string, unknown>) => translated(locale, key, args);
      expect(await screen.findByText(t('vp.dashboard.welcome', { name: 'Ada Admin' }))).toBeInTheDocument();
      expect(screen.queryByText('Welcome, Ada Admin')).not.toBeInTheDocument();
      expect(menu().getByRole('menuitem', { name: t('vp.menu.dashboard') })).toBeInTheDocument();
      expect(screen.getByTestId('sidebar-role').textContent).toBe(t('vp.role.admin'));
      expect(screen.getByTestId('app-version').textContent).toBe(t('vp.shell.version', { version: '1.10.0' }));
      expect(screen.getByRole('button', { name: t('vp.shell.fullscreen') })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: t('vp.shell.account') })).toBeInTheDocument();
      expect(screen.getByTestId('language-menu')).toHaveTextContent(locale.toUpperCase());
      expect(localStorage.getItem('i18nextLng')).toBe(locale);
    }
    const frenchWelcome = translated('fr', 'vp.dashboard.welcome', { name: 'Ada Admin' });
    expect(screen.getByText(frenchWelcome)).toBeInTheDocument();

    unmount();
    window.history.pushState({}, '', '/dashboard/app');
    render(<App />);
    expect(await screen.findByText(frenchWelcome)).toBeInTheDocument();
    expect(screen.getByTestId('sidebar-role').textContent).toBe(translated('fr', 'vp.role.admin'));

    // Back to English through the same menu.
    await chooseLanguage(user, 'English');
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('names countries in the stored language, and in each language chosen after', async () => {
    const admin = await apiLogin(DEMO.admin);
    const intake = await fetch(pageUrl('/api/public/enquiries'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'website',
        full_name: 'Lena Länder',
        email: 'lena.laender@example.com',
        message: 'Which visa do I need?',
        nationality: 'DE',
        destination: 'FR',
      }),
    });
    expect(intake.status).toBe(201);
    const { id } = (await intake.json()) as { id: number };
    storeSession(admin);
    localStorage.setItem('i18nextLng', 'de');
    const { user } = await loadPage(`/enquiries/${id}/show`);
    expect(await screen.findByText('Deutschland')).toBeInTheDocument();
    expect(screen.getByText('Frankreich')).toBeInTheDocument();
    expect(screen.queryByText('Germany')).not.toBeInTheDocument();
    await chooseLanguage(user, 'Français');
    expect(await screen.findByText('Allemagne')).toBeInTheDocument();
    expect(screen.queryByText('Deutschland')).not.toBeInTheDocument();
    // English names load like the others (no language's names come with the console).
    await chooseLanguage(user, 'English');
    expect(await screen.findByText('Germany')).toBeInTheDocument();
    expect(screen.getByText('France')).toBeInTheDocument();
  });

  it('keeps the language after signing out', async () => {
    storeSession(await apiLogin(DEMO.university));
    const { user } = await loadPage('/dashboard/app');
    expect(await screen.findByText('Welcome, Ulrich Universität')).toBeInTheDocument();
    await chooseLanguage(user, 'Deutsch');
    await user.click(screen.getByRole('button', { name: translated('de', 'vp.shell.account') }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: translated('de', 'vp.shell.logout') }),
    );
    expect(await heading('Bei Visapath Admin anmelden')).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('de');
  });
});

describe('the access request page in each language', () => {
  it.each([
    ['en', 'Type of organisation', ['Insurer', 'University', 'Consultancy', 'Language school', 'Bank']],
    ['de', 'Art der Organisation', ['Versicherer', 'Hochschule', 'Beratungsunternehmen', 'Sprachschule', 'Bank']],
    ['fr', "Type d'organisation", ['Assureur', 'Université', 'Cabinet de conseil', 'École de langues', 'Banque']],
  ])('%s: the kinds of organisation to choose from are named in the language', async (lang, label, kinds) => {
    localStorage.setItem('i18nextLng', lang);
    const { user } = await loadPage('/auth/register');
    await user.click(await screen.findByRole('combobox', { name: label }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(kinds);
  });
});
