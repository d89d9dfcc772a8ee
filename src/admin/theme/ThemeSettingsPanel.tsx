import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  THEME_DIRECTIONS,
  THEME_MODES,
  THEME_PRESETS,
  useThemeSettings,
  type ThemeDirection,
  type ThemeMode,
  type ThemePreset,
} from './settings';
import { presetSwatch } from './theme';

const THEME_PANEL_WIDTH = 320;

export interface ThemeSettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

const MODE_ICONS: Record<ThemeMode, ReactElement> = {
  light: <LightModeOutlinedIcon fontSize="small" />,
  dark: <DarkModeOutlinedIcon fontSize="small" />,
};

const DIRECTION_ICONS: Record<ThemeDirection, ReactElement> = {
  ltr: <FormatTextdirectionLToRIcon fontSize="small" />,
  rtl: <FormatTextdirectionRToLIcon fontSize="small" />,
};

/** A titled group of the panel; its heading labels the section and the choice inside it. */
function Section({ label, children }: { label: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {children(labelId)}
    </Box>
  );
}

/** One of a few values, each a full-width button with its icon and its name (vp.theme.<value>). */
function IconChoice<T extends string>({
  labelId,
  values,
  icons,
  value,
  onChange,
}: {
  labelId: string;
  values: readonly T[];
  icons: Record<T, ReactElement>;
  value: T;
  onChange: (value: T) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={value}
      onChange={(_, next: T | null) => next && onChange(next)}
      aria-labelledby={labelId}
    >
      {values.map((v) => (
        <ToggleButton key={v} value={v} sx={{ gap: 1 }}>
          {icons[v]}
          {translate(`vp.theme.${v}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * A drawer at the end side of the page where the user picks light or dark mode, the text direction and the
 * colour preset. Changes apply at once and are saved by the ThemeSettingsProvider.
 */
export function ThemeSettingsPanel({ open, onClose }: ThemeSettingsPanelProps) {
  const translate = useTranslate();
  const { settings, setMode, setDirection, setPreset } = useThemeSettings();
  const id = useId();
  const titleId = `${id}-title`;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: THEME_PANEL_WIDTH, maxWidth: '100vw' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('vp.theme.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('vp.theme.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5 }}>
        <Section label={translate('vp.theme.mode')}>
          {(labelId) => (
            <IconChoice
              labelId={labelId}
              values={THEME_MODES}
              icons={MODE_ICONS}
              value={settings.mode}
              onChange={setMode}
            />
          )}
        </Section>

        <Section label={translate('vp.theme.direction')}>
          {(labelId) => (
            <IconChoice
              labelId={labelId}
              values={THEME_DIRECTIONS}
              icons={DIRECTION_ICONS}
              value={settings.direction}
              onChange={setDirection}
            />
          )}
        </Section>

        <Section label={translate('vp.theme.preset')}>
          {(labelId) => (
            <ToggleButtonGroup
              exclusive
              value={settings.preset}
              onChange={(_, value: ThemePreset | null) => value && setPreset(value)}
              aria-labelledby={labelId}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
            >
              {THEME_PRESETS.map((preset) => {
                const name = translate(`vp.theme.${preset}`);
                const selected = settings.preset === preset;
                return (
                  <ToggleButton
                    key={preset}
                    value={preset}
                    aria-label={name}
                    title={name}
                    sx={{
                      height: 56,
                      // the grid replaces the group's joined borders: every swatch is a separate button
                      '&&': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 },
                      '&&.Mui-selected': { borderColor: presetSwatch(preset), borderWidth: 2 },
                    }}
                  >
                    <Box
                      aria-hidden
                      sx={{
                        width: 28,
                        height: 28,
                        borderRadius: '50%',
                        bgcolor: presetSwatch(preset),
                        color: '#fff',
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                      }}
                    >
                      {selected && <CheckIcon fontSize="small" />}
                    </Box>
                  </ToggleButton>
                );
              })}
            </ToggleButtonGroup>
          )}
        </Section>
      </Stack>
    </Drawer>
  );
}
