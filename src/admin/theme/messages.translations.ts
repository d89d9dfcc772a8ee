import type { Translation } from '@/domain/translation';
import type { themeMessages } from './messages';

export const de: Translation<typeof themeMessages> = {
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

export const fr: Translation<typeof themeMessages> = {
  vp: {
    theme: {
      title: 'Paramètres du thème',
      mode: 'Mode',
      light: 'Clair',
      dark: 'Sombre',
      direction: 'Sens d’écriture',
      ltr: 'De gauche à droite',
      rtl: 'De droite à gauche',
      preset: 'Couleur',
      default: 'Par défaut',
      purple: 'Violet',
      cyan: 'Cyan',
      blue: 'Bleu',
      orange: 'Orange',
      red: 'Rouge',
      close: 'Fermer',
    },
  },
};
