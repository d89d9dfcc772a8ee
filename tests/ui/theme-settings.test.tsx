import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_SETTINGS,
  SETTINGS_STORAGE_KEY,
  ThemeSettingsProvider,
  parseSettings,
  readSettings,
  useThemeSettings,
  writeSettings,
  type ThemeSettings,
} from '@/admin/theme/settings';

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as unknown;

const wrapper = ({ children }: { children: ReactNode }) => <ThemeSettingsProvider>{children}</ThemeSettingsProvider>;

/** What the browser fires in this tab when another tab writes the key. */
function otherTabWrites(value: string | null, key: string | null = SETTINGS_STORAGE_KEY) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

afterEach(() => {
  document.dir = '';
});

describe('readSettings / writeSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(readSettings()).toEqual({ mode: 'light', direction: 'ltr', preset: 'default' });
    expect(DEFAULT_THEME_SETTINGS).toEqual({ mode: 'light', direction: 'ltr', preset: 'default' });
  });

  it('round-trips through the settings key', () => {
    const settings: ThemeSettings = { mode: 'dark', direction: 'rtl', preset: 'cyan' };
    writeSettings(settings);
    expect(stored()).toEqual(settings);
    expect(readSettings()).toEqual(settings);
  });

  it('falls back to the defaults for bad JSON and non-objects', () => {
    for (const raw of ['{not json', 'null', '42', '"dark"', '[]', '']) {
      localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
      expect(readSettings()).toEqual(DEFAULT_THEME_SETTINGS);
    }
  });

  it('replaces unknown or missing values field by field', () => {
    expect(parseSettings('{"mode":"dark","direction":"sideways","preset":"green"}')).toEqual({
      mode: 'dark',
      direction: 'ltr',
      preset: 'default',
    });
    expect(parseSettings('{"preset":"red","extra":1}')).toEqual({ mode: 'light', direction: 'ltr', preset: 'red' });
    expect(parseSettings('{"mode":1,"direction":null}')).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('survives a storage that throws', () => {
    const broken: Storage = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
      clear: () => {},
    };
    expect(readSettings(broken)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(() => writeSettings({ mode: 'dark', direction: 'ltr', preset: 'red' }, broken)).not.toThrow();
  });
});

describe('ThemeSettingsProvider', () => {
  it('starts from the stored settings and sets document.dir', () => {
    writeSettings({ mode: 'dark', direction: 'rtl', preset: 'orange' });
    const { result } = renderHook(() => useThemeSettings(), { wrapper });
    expect(result.current.settings).toEqual({ mode: 'dark', direction: 'rtl', preset: 'orange' });
    expect(document.dir).toBe('rtl');
  });

  it('does not write anything until something changes', () => {
    renderHook(() => useThemeSettings(), { wrapper });
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    expect(document.dir).toBe('ltr');
  });

  it('saves each change and updates document.dir', () => {
    const { result } = renderHook(() => useThemeSettings(), { wrapper });
    act(() => result.current.setMode('dark'));
    expect(result.current.settings.mode).toBe('dark');
    expect(stored()).toEqual({ mode: 'dark', direction: 'ltr', preset: 'default' });

    act(() => result.current.setDirection('rtl'));
    expect(document.dir).toBe('rtl');
    act(() => result.current.setPreset('purple'));
    expect(stored()).toEqual({ mode: 'dark', direction: 'rtl', preset: 'purple' });

    act(() => result.current.updateSettings({ mode: 'light', preset: 'blue' }));
    expect(result.current.settings).toEqual({ mode: 'light', direction: 'rtl', preset: 'blue' });

    act(() => result.current.resetSettings());
    expect(result.current.settings).toEqual(DEFAULT_THEME_SETTINGS);
    expect(stored()).toEqual(DEFAULT_THEME_SETTINGS);
    expect(document.dir).toBe('ltr');
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useThemeSettings(), { wrapper });
    act(() => otherTabWrites(JSON.stringify({ mode: 'dark', direction: 'rtl', preset: 'red' })));
    expect(result.current.settings).toEqual({ mode: 'dark', direction: 'rtl', preset: 'red' });
    expect(document.dir).toBe('rtl');

    act(() => otherTabWrites('{broken'));
    expect(result.current.settings).toEqual(DEFAULT_THEME_SETTINGS);

    act(() => otherTabWrites(JSON.stringify({ mode: 'dark' })));
    expect(result.current.settings.mode).toBe('dark');
    act(() => otherTabWrites(null, null));
    expect(result.current.settings).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('ignores other keys', () => {
    const { result } = renderHook(() => useThemeSettings(), { wrapper });
    act(() => otherTabWrites(JSON.stringify({ mode: 'dark' }), 'something-else'));
    expect(result.current.settings).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useThemeSettings(), { wrapper });
    const before = result.current.settings;
    unmount();
    expect(() => otherTabWrites(JSON.stringify({ mode: 'dark' }))).not.toThrow();
    expect(result.current.settings).toBe(before);
  });

  it('accepts initial settings', () => {
    const { result } = renderHook(() => useThemeSettings(), {
      wrapper: ({ children }) => (
        <ThemeSettingsProvider initialSettings={{ mode: 'dark', direction: 'ltr', preset: 'cyan' }}>
          {children}
        </ThemeSettingsProvider>
      ),
    });
    expect(result.current.settings.preset).toBe('cyan');
  });

  it('requires the provider', () => {
    function Orphan() {
      useThemeSettings();
      return <p>never</p>;
    }
    const error = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow(/ThemeSettingsProvider/);
    } finally {
      console.error = error;
    }
    expect(screen.queryByText('never')).toBeNull();
  });
});
