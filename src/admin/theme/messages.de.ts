import type { Translation } from '../i18n/define';
import type { themeMessages } from './messages';

export const themeMessagesDe: Translation<typeof themeMessages> = {
  vp: {
    theme: {
      title: 'Design-Einstellungen',
      mode: 'Modus',
      light: 'Hell',
      dark: 'Dunkel',
      direction: 'Schreibrichtung',
      ltr: 'Links nach rechts',
      rtl: 'Rechts nach links',
      preset: 'Farbe',
      default: 'Standard',
      purple: 'Lila',
      cyan: 'Cyan',
      blue: 'Blau',
      orange: 'Orange',
      red: 'Rot',
      close: 'Schließen',
    },
  },
};
