import type { Translation } from '../i18n/define';
import type { resourceMessages } from './messages';

export const resourceMessagesDe: Translation<typeof resourceMessages> = {
  vp: {
    tabs: {
      main: 'Allgemein',
    },
    list: {
      from: '%{field} ab',
      to: '%{field} bis',
      actions: 'Aktionen',
    },
    menu: {
      universities: 'Hochschulen',
    },
  },
};
