import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider } from 'react-admin';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { themeMessages as en } from '@/admin/theme/messages';
import { de, fr } from '@/admin/theme/messages.translations';
import { SETTINGS_STORAGE_KEY, ThemeSettingsProvider, useThemeSettings } from '@/admin/theme/settings';
import { createAppTheme } from '@/admin/theme/theme';
import { ThemeSettingsPanel } from '@/admin/theme/ThemeSettingsPanel';

const themeMessages = { en, de, fr };

function Themed({ children }: { children: ReactNode }) {
  const { settings } = useThemeSettings();
  return <ThemeProvider theme={createAppTheme(settings)}>{children}</ThemeProvider>;
}

function renderPanel(locale: 'en' | 'de' | 'fr' = 'en', onClose = vi.fn()) {
  const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...themeMessages[locale] }), locale);
  render(
    <I18nContextProvider value={i18nProvider}>
      <ThemeSettingsProvider>
        <Themed>
          <ThemeSettingsPanel open onClose={onClose} />
        </Themed>
      </ThemeSettingsProvider>
    </I18nContextProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: themeMessages[locale].vp.theme.title }) };
}

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as unknown;

describe('ThemeSettingsPanel', () => {
  it('switches to dark mode and saves it', async () => {
    const user = userEvent.setup();
    const { dialog } = renderPanel();
    const mode = within(dialog).getByRole('group', { name: 'Mode' });
    const light = within(mode).getByRole('button', { name: 'Light' });
    const dark = within(mode).getByRole('button', { name: 'Dark' });
    expect(light).toHaveAttribute('aria-pressed', 'true');
    expect(dark).toHaveAttribute('aria-pressed', 'false');

    await user.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(light).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toMatchObject({ mode: 'dark' });

    // clicking the chosen button again keeps it chosen
    await user.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes direction and colour preset', async () => {
    const user = userEvent.setup();
    const { dialog } = renderPanel();
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Direction' })).getByRole('button', { name: 'Right to left' }),
    );
    expect(document.dir).toBe('rtl');

    const colours = within(dialog).getByRole('group', { name: 'Colour' });
    const names = within(colours)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Default', 'Purple', 'Cyan', 'Blue', 'Orange', 'Red']);
    await user.click(within(colours).getByRole('button', { name: 'Orange' }));
    expect(within(colours).getByRole('button', { name: 'Orange' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual({ mode: 'light', direction: 'rtl', preset: 'orange' });
    document.dir = '';
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is translated', () => {
    const { dialog } = renderPanel('de');
    expect(within(dialog).getByRole('group', { name: 'Modus' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dunkel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});

describe('themeMessages', () => {
  it('has the same keys in every language', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [k] : keys(v as object).map((s) => `${k}.${s}`)));
    const en = keys(themeMessages.en).sort();
    expect(keys(themeMessages.de).sort()).toEqual(en);
    expect(keys(themeMessages.fr).sort()).toEqual(en);
    for (const preset of ['default', 'purple', 'cyan', 'blue', 'orange', 'red'])
      expect(en).toContain(`vp.theme.${preset}`);
  });
});
