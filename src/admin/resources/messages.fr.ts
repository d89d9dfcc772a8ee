import type { Translation } from '../i18n/define';
import type { resourceMessages } from './messages';

export const resourceMessagesFr: Translation<typeof resourceMessages> = {
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
