import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { THEME_PRESETS } from '../../src/admin/theme/settings';
import { BREAKPOINTS, PRESET_COLORS, SIDEBAR_WIDTH, createAppTheme } from '../../src/admin/theme/theme';

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
});
