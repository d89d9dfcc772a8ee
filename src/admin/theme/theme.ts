import {
  alpha,
  createTheme,
  darken,
  decomposeColor,
  getContrastRatio,
  getOverlayAlpha,
  lighten,
  recomposeColor,
  type Theme,
} from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_THEME_SETTINGS, type ThemeMode, type ThemePreset, type ThemeSettings } from './settings';

/** The console's breakpoints (px). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

/** Width of the sidebar (px). */
export const SIDEBAR_WIDTH = 280;

/**
 * The main colour of each preset, per mode. Light-mode colours carry white text at WCAG AA (≥ 4.5:1);
 * dark-mode colours are light tints that carry dark text and stand out on dark backgrounds.
 */
export const PRESET_COLORS: Readonly<Record<ThemePreset, Readonly<Record<ThemeMode, string>>>> = {
  default: { light: '#1565c0', dark: '#90caf9' },
  purple: { light: '#7635dc', dark: '#c4a4f5' },
  cyan: { light: '#007c89', dark: '#80deea' },
  blue: { light: '#2065d1', dark: '#a4c8ff' },
  orange: { light: '#bf4800', dark: '#ffb74d' },
  red: { light: '#c62828', dark: '#ef9a9a' },
};

/** The swatch shown for a preset in the settings panel (its light-mode colour). */
export const presetSwatch = (preset: ThemePreset): string => PRESET_COLORS[preset].light;

/** A neutral secondary colour (react-admin's app bar uses it), AA with its contrast text in both modes. */
const SECONDARY: Readonly<Record<ThemeMode, string>> = { light: '#37474f', dark: '#b0bec5' };

/**
 * Error colours that keep 4.5:1 as text (a form toolbar's Delete button) on paper and on the form toolbar, and
 * carry their contrast text when filled; MUI's defaults give 3.77:1 (light) and 2.72:1 (dark) on the toolbar.
 */
const ERROR_COLORS: Readonly<Record<ThemeMode, string>> = { light: '#c62828', dark: '#ef9a9a' };

/** The form toolbar's background: react-admin's grey[300] leaves the presets' text colours under 4.5:1. */
const TOOLBAR_BACKGROUND: Readonly<Record<ThemeMode, string>> = { light: '#f5f5f5', dark: '#424242' };

/** A colour, opaque or not (hex or rgb/rgba, as the palette gives them), as painted over an opaque background. */
export function paintedOver(color: string, background: string): string {
  const top = decomposeColor(color).values;
  const under = decomposeColor(background).values;
  const opacity = top[3] ?? 1;
  return recomposeColor({
    type: 'rgb',
    values: [0, 1, 2].map((i) => Math.round(top[i] * opacity + under[i] * (1 - opacity))) as [number, number, number],
  });
}

/**
 * The surfaces a control sits on: the page and a card, and in dark mode the lightest raised one (MUI lightens a
 * raised paper, a menu or a drawer, with a white overlay that grows with its elevation, up to 24).
 */
function surfacesOf(theme: Theme): string[] {
  const { background, mode } = theme.palette;
  const surfaces = [background.default, background.paper];
  if (mode === 'dark') surfaces.push(paintedOver(alpha('#fff', Number(getOverlayAlpha(24))), background.paper));
  return surfaces;
}

/**
 * `color`, darkened (light mode) or lightened (dark mode) in steps of 5% until it keeps `ratio` against every one
 * of `backgrounds` (opaque colours).
 */
function readableOn(color: string, backgrounds: readonly string[], mode: ThemeMode, ratio = 4.5): string {
  for (let step = 0; step < 20; step++) {
    const candidate = step === 0 ? color : mode === 'light' ? darken(color, step / 20) : lighten(color, step / 20);
    if (backgrounds.every((background) => getContrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return mode === 'light' ? '#000' : '#fff';
}

/**
 * The text colour of a chosen toggle button of a palette colour: MUI paints it in the colour's main on a tint of that
 * colour (stronger under the pointer), which leaves it under 4.5:1 (4.2:1 for the default preset in dark mode, down
 * to 3.6:1 for purple and red; cyan and orange in light mode). This is the main colour, darkened (light mode) or
 * lightened (dark mode) just enough to keep 4.5:1 on that tint, hovered, over every surface.
 */
function chosenToggleText(theme: Theme, main: string): string {
  const { action, mode } = theme.palette;
  const tint = alpha(main, action.selectedOpacity + action.hoverOpacity);
  // 4.6 rather than 4.5: the browser's rounding of the blended colours may cost a few hundredths.
  return readableOn(
    main,
    surfacesOf(theme).map((surface) => paintedOver(tint, surface)),
    mode,
    4.6,
  );
}

const PALETTE_COLORS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

/**
 * The react-admin/MUI theme for the given settings: react-admin's default theme for the mode, with our
 * breakpoints, the chosen direction and preset colour, and contrast texts computed for WCAG AA (4.5:1).
 */
export function createAppTheme(settings: ThemeSettings = DEFAULT_THEME_SETTINGS): Theme {
  const { mode, direction, preset } = settings;
  const base: RaThemeOptions = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const options: RaThemeOptions = {
    ...base,
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      ...base.palette,
      mode,
      contrastThreshold: 4.5,
      primary: { main: (PRESET_COLORS[preset] ?? PRESET_COLORS.default)[mode] },
      secondary: { main: SECONDARY[mode] },
      error: { main: ERROR_COLORS[mode] },
    },
    shape: { borderRadius: 8 },
    sidebar: { ...base.sidebar, width: SIDEBAR_WIDTH },
    components: {
      ...base.components,
      MuiCssBaseline: {
        styleOverrides: {
          // Someone who asks their system for less motion gets none: fades, slides and colour changes (MUI's, the
          // editor's) end at once, so nothing is seen half-faded either.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
          },
          // In rtl the texts are still English, German or French: each value is laid out in its own direction (as a
          // <bdi>), so its punctuation and times do not flip, while blocks keep the page's alignment.
          ...(direction === 'rtl'
            ? {
                '.MuiTypography-root:not([class*="MuiTypography-align"]), .MuiAlert-message, #react-admin-title, .MuiChip-label, .MuiTableCell-root > span, .MuiFormLabel-root':
                  {
                    unicodeBidi: 'plaintext',
                    // Chromium resolves only the prefixed value against the parent's direction (the standard one follows the text).
                    textAlign: '-webkit-match-parent',
                  },
              }
            : {}),
        },
      },
      // A visible focus ring for keyboard users, outside the control: in the control's own text colour, which
      // already stands out from the surface it sits on (a toolbar, the app bar, a dialog), and for filled buttons,
      // whose text colour is their fill's contrast, in the primary colour, which keeps 3:1 on paper in either mode.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          contained: ({ theme }: { theme: Theme }) => ({
            '&.Mui-focusVisible': { outlineColor: theme.palette.primary.main },
          }),
        },
      },
      RaToolbar: { styleOverrides: { root: { backgroundColor: TOOLBAR_BACKGROUND[mode] } } },
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme, ownerState }: { theme: Theme; ownerState: { color?: string } }) => {
            const color = PALETTE_COLORS.find((c) => c === ownerState.color);
            return {
              textTransform: 'none',
              // A toggle that is not chosen: MUI's action.active (black at 54%) gives 4.47:1 under the pointer
              // (hover background) in light mode; the secondary text colour keeps 5.6:1. Dark mode's is white.
              ...(theme.palette.mode === 'light' ? { color: theme.palette.text.secondary } : {}),
              ...(color ? { '&.Mui-selected': { color: chosenToggleText(theme, theme.palette[color].main) } } : {}),
            };
          },
        },
      },
      // A locked input's helper text says why it is locked: it stays readable (the disabled grey is 2.6:1).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
      // A Typography's variant is only its look; a text that heads a part of the page says its level with
      // `component` (the app bar's title is the one h1, a card's title an h2, ...). MUI renders each h1–h6 variant as
      // that heading and a subtitle as an h6, which put stray levels into a page's outline: the sidebar's user name
      // was an h6 right after the page's h1 (axe heading-order), react-admin's loading and access-denied texts h5s.
      MuiTypography: {
        defaultProps: {
          variantMapping: { h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p', subtitle1: 'p', subtitle2: 'p' },
        },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
      // react-admin's row checkboxes (DataTable) give MUI's Checkbox an aria-label, which MUI puts on the ripple
      // <span>: the input itself stayed unnamed (axe: label, aria-prohibited-attr). A Checkbox's aria-label names its input.
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: () => ({ 'aria-label': undefined }),
            input: (ownerState: { 'aria-label'?: string }) =>
              ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
          },
        },
      },
    },
  };
  return createTheme(options);
}
