/**
 * The texts of the generic screens: the default tab (`vp.tabs.main`), the range filters (`vp.list.*`) and
 * `vp.menu.universities`. The resources' labels and the system fields (`vp.system.*`) are in src/domain/labels.
 */
export const resourceMessages = {
  vp: {
    tabs: {
      main: 'General',
    },
    list: {
      from: '%{field} from',
      to: '%{field} to',
      actions: 'Actions',
    },
    menu: {
      universities: 'Universities',
    },
  },
};
