/**
 * The texts of the generic screens: the default tab (`vp.tabs.main`), a fact's proof (`vp.tabs.proof`,
 * `vp.proof.*`), the range filters (`vp.list.*`) and
 * `vp.menu.universities`. The resources' labels and the system fields (`vp.system.*`) are in src/domain/labels.
 */
export const resourceMessages = {
  vp: {
    tabs: {
      main: 'General',
      proof: 'Source and review',
      translation_de: 'German',
      translation_fr: 'French',
    },
    translated: {
      fallback: 'Not translated yet: shown in English',
    },
    proof: {
      confirm: 'Confirm unchanged',
      confirm_title: 'Confirm that these facts still hold?',
      confirm_one:
        'You checked the source: the facts of “%{name}” are unchanged. They are stamped verified today and due for review again in %{days} days.',
      confirm_many:
        'You checked the sources: the facts of the %{smart_count} selected records are unchanged. They are stamped verified today and due for review again in %{days} days.',
      confirmed: 'Verified today |||| %{smart_count} records verified today',
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
