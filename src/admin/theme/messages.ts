import { defineMessages } from '../i18n/define';

/** Texts of the theme settings panel (`vp.theme.*`). */
export const themeMessages = defineMessages({
  en: {
    vp: {
      theme: {
        title: 'Theme settings',
        mode: 'Mode',
        light: 'Light',
        dark: 'Dark',
        direction: 'Direction',
        ltr: 'Left to right',
        rtl: 'Right to left',
        preset: 'Colour',
        default: 'Default',
        purple: 'Purple',
        cyan: 'Cyan',
        blue: 'Blue',
        orange: 'Orange',
        red: 'Red',
        close: 'Close',
      },
    },
  },
  de: {
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
  },
  fr: {
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
  },
});
