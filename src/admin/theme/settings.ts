import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_PRESETS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeDirection = (typeof THEME_DIRECTIONS)[number];
export type ThemePreset = (typeof THEME_PRESETS)[number];

/** The user's look-and-feel choices, kept in local storage and shared by all tabs. */
export interface ThemeSettings {
  mode: ThemeMode;
  direction: ThemeDirection;
  preset: ThemePreset;
}

/** The local-storage key the settings live under. */
export const SETTINGS_STORAGE_KEY = 'settings';

export const DEFAULT_THEME_SETTINGS: Readonly<ThemeSettings> = Object.freeze({
  mode: 'light',
  direction: 'ltr',
  preset: 'default',
});

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Keeps the known values of anything that looks like settings; every missing or unknown field gets its default. */
function normalizeSettings(value: unknown): ThemeSettings {
  const record: Record<string, unknown> = value !== null && typeof value === 'object' ? { ...value } : {};
  return {
    mode: pick(THEME_MODES, record.mode, DEFAULT_THEME_SETTINGS.mode),
    direction: pick(THEME_DIRECTIONS, record.direction, DEFAULT_THEME_SETTINGS.direction),
    preset: pick(THEME_PRESETS, record.preset, DEFAULT_THEME_SETTINGS.preset),
  };
}

/** Parses a stored settings string; bad JSON or a missing value gives the defaults. */
export function parseSettings(raw: string | null | undefined): ThemeSettings {
  if (!raw) return { ...DEFAULT_THEME_SETTINGS };
  try {
    return normalizeSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_THEME_SETTINGS };
  }
}

const defaultStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // e.g. storage disabled by the browser
  }
};

/** Reads the saved settings; anything unreadable falls back to the defaults. */
export function readSettings(storage: Storage | undefined = defaultStorage()): ThemeSettings {
  try {
    return parseSettings(storage?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_THEME_SETTINGS };
  }
}

/** Saves the settings (normalised); failures such as a full or blocked storage are ignored. */
export function writeSettings(settings: ThemeSettings, storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(normalizeSettings(settings)));
  } catch {
    // The choice still applies to this tab; it just is not remembered.
  }
}

const sameSettings = (a: ThemeSettings, b: ThemeSettings) =>
  a.mode === b.mode && a.direction === b.direction && a.preset === b.preset;

export interface ThemeSettingsContextValue {
  settings: ThemeSettings;
  /** Changes some of the settings, saves them and tells the other tabs. */
  updateSettings: (patch: Partial<ThemeSettings>) => void;
  setMode: (mode: ThemeMode) => void;
  setDirection: (direction: ThemeDirection) => void;
  setPreset: (preset: ThemePreset) => void;
  /** Back to the defaults (also saved). */
  resetSettings: () => void;
}

const ThemeSettingsContext = createContext<ThemeSettingsContextValue | null>(null);

export interface ThemeSettingsProviderProps {
  children?: ReactNode;
  /** Start from these instead of the saved settings (tests, stories). */
  initialSettings?: ThemeSettings;
}

/**
 * Holds the theme settings: starts from local storage, saves every change, keeps `document.dir` in step with
 * the direction, and follows changes made in other tabs (the window `storage` event).
 */
export function ThemeSettingsProvider({ children, initialSettings }: ThemeSettingsProviderProps) {
  const [settings, setSettings] = useState<ThemeSettings>(() =>
    initialSettings ? normalizeSettings(initialSettings) : readSettings(),
  );

  const updateSettings = useCallback((patch: Partial<ThemeSettings>) => {
    setSettings((current) => {
      const next = normalizeSettings({ ...current, ...patch });
      return sameSettings(current, next) ? current : next;
    });
  }, []);

  const resetSettings = useCallback(() => updateSettings(DEFAULT_THEME_SETTINGS), [updateSettings]);

  // Save each change (not the first render); a value that came from another tab is already stored.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!sameSettings(readSettings(), settings)) writeSettings(settings);
  }, [settings]);

  useEffect(() => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      // key null means the other tab cleared the whole storage.
      if (event.key !== null && event.key !== SETTINGS_STORAGE_KEY) return;
      if (event.storageArea && event.storageArea !== defaultStorage()) return;
      const next = event.key === null ? readSettings() : parseSettings(event.newValue);
      setSettings((current) => (sameSettings(current, next) ? current : next));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (typeof document !== 'undefined') document.dir = settings.direction;
  }, [settings.direction]);

  const value = useMemo<ThemeSettingsContextValue>(
    () => ({
      settings,
      updateSettings,
      setMode: (mode) => updateSettings({ mode }),
      setDirection: (direction) => updateSettings({ direction }),
      setPreset: (preset) => updateSettings({ preset }),
      resetSettings,
    }),
    [settings, updateSettings, resetSettings],
  );

  return createElement(ThemeSettingsContext.Provider, { value }, children);
}

/** The theme settings and their setters; must be used inside a ThemeSettingsProvider. */
export function useThemeSettings(): ThemeSettingsContextValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings must be used inside a ThemeSettingsProvider');
  return value;
}
