/** Texts of the theme settings panel (`vp.theme.*`). */
export const themeMessages = {
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
};
