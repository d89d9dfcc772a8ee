import type { Translation } from '@/domain/translation';
import type { resourceMessages } from './messages';

export const de: Translation<typeof resourceMessages> = {
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

export const fr: Translation<typeof resourceMessages> = {
  vp: {
    tabs: {
      main: 'Général',
    },
    list: {
      from: '%{field} à partir de',
      to: "%{field} jusqu'à",
      actions: 'Actions',
    },
    menu: {
      universities: 'Universités',
    },
  },
};
