import { describe, expect, it } from 'vitest';
import { alpha, getContrastRatio, getOverlayAlpha, type Theme } from '@mui/material/styles';
import { THEME_PRESETS } from '@/admin/theme/settings';
import { BREAKPOINTS, PRESET_COLORS, SIDEBAR_WIDTH, createAppTheme, paintedOver } from '@/admin/theme/theme';

type ToggleStyles = { color?: string; '&.Mui-selected'?: { color?: string } };
type ToggleOverride = (props: { theme: Theme; ownerState: { color?: string } }) => ToggleStyles;

/**
 * The text colours a toggle button of a palette colour gets (not chosen, chosen): the theme's, over MUI's own
 * (action.active, and the colour's main).
 */
function toggleTexts(theme: Theme, color: 'primary') {
  const root = theme.components?.MuiToggleButton?.styleOverrides?.root as unknown as ToggleOverride | ToggleStyles;
  const styles = typeof root === 'function' ? root({ theme, ownerState: { color } }) : (root ?? {});
  return {
    idle: styles.color ?? theme.palette.action.active,
    chosen: styles['&.Mui-selected']?.color ?? theme.palette[color].main,
  };
}

describe('createAppTheme', () => {
  it('uses the console breakpoints', () => {
    const theme = createAppTheme();
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
    expect(BREAKPOINTS.md).toBe(960);
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:960px)');
  });

  it('applies mode, direction and preset', () => {
    const theme = createAppTheme({ mode: 'dark', direction: 'rtl', preset: 'purple' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.direction).toBe('rtl');
    expect(theme.palette.primary.main).toBe(PRESET_COLORS.purple.dark);

    const light = createAppTheme({ mode: 'light', direction: 'ltr', preset: 'red' });
    expect(light.palette.mode).toBe('light');
    expect(light.direction).toBe('ltr');
    expect(light.palette.primary.main).toBe('#c62828');
  });

  it('keeps react-admin defaults and the 280 px sidebar width', () => {
    const theme = createAppTheme();
    expect(theme.sidebar.width).toBe(SIDEBAR_WIDTH);
    expect(theme.sidebar.closedWidth).toBeGreaterThan(0);
    expect(theme.components?.MuiTextField?.defaultProps).toMatchObject({ variant: 'filled' });
  });

  for (const preset of THEME_PRESETS) {
    it(`gives ${preset} AA contrast in both modes`, () => {
      const light = createAppTheme({ mode: 'light', direction: 'ltr', preset });
      expect(light.palette.primary.contrastText).toBe('#fff');
      expect(getContrastRatio(light.palette.primary.main, '#fff')).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(light.palette.primary.main, light.palette.background.paper)).toBeGreaterThanOrEqual(4.5);

      const dark = createAppTheme({ mode: 'dark', direction: 'ltr', preset });
      const { main, contrastText } = dark.palette.primary;
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, dark.palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, dark.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('gives every palette colour used by avatars an AA contrast text', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme({ mode, direction: 'ltr', preset: 'default' });
      for (const color of ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const) {
        const { main, contrastText } = theme.palette[color];
        expect(getContrastRatio(main, contrastText), `${mode} ${color}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives toggle buttons (the theme settings drawer) 4.5:1 text, chosen or not, under the pointer, on every surface', () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const preset of THEME_PRESETS) {
        const theme = createAppTheme({ mode, direction: 'ltr', preset });
        const { action, background, primary, text } = theme.palette;
        // The page, a card, and in dark mode the lightest raised surface (a drawer's is elevation 16's).
        const surfaces = [background.default, background.paper];
        if (mode === 'dark') surfaces.push(paintedOver(alpha('#fff', Number(getOverlayAlpha(24))), background.paper));
        const { idle, chosen } = toggleTexts(theme, 'primary');
        for (const surface of surfaces) {
          const hovered = paintedOver(alpha(text.primary, action.hoverOpacity), surface);
          const chosenHovered = paintedOver(alpha(primary.main, action.selectedOpacity + action.hoverOpacity), surface);
          const chosenAtRest = paintedOver(alpha(primary.main, action.selectedOpacity), surface);
          for (const [what, fg, bg] of [
            ['not chosen', idle, surface],
            ['not chosen, hovered', idle, hovered],
            ['chosen', chosen, chosenAtRest],
            ['chosen, hovered', chosen, chosenHovered],
          ] as const) {
            const ratio = getContrastRatio(paintedOver(fg, bg), bg);
            expect(ratio, `${mode} ${preset} ${what} on ${surface}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    }
  });

  it('keeps the chosen toggle in the preset colour where it already had 4.5:1', () => {
    const theme = createAppTheme({ mode: 'light', direction: 'ltr', preset: 'default' });
    expect(toggleTexts(theme, 'primary').chosen).toBe(theme.palette.primary.main);
  });
});
