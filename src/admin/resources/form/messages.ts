/** Texts of the generated forms (`vp.form.*`). */
export const formMessages = {
  vp: {
    form: {
      admin_only: 'Only an administrator can change this',
      date_letters: { day: 'DD', month: 'MM', year: 'YYYY' },
      open_calendar: 'Choose a date',
      previous_month: 'Previous month',
      next_month: 'Next month',
      clear: 'Clear',
      today: 'Today',
      draft_restored: 'Your unsaved changes were restored.',
      discard_draft: 'Discard',
      save_and_add: 'Save and add another',
      saved_next: 'Saved. The form is ready for the next one.',
      conflict_title: 'Someone else saved this record meanwhile',
      conflict_intro: 'For each field, keep your value or take the one they saved, then save again.',
      conflict_none: 'Their changes touch none of your fields: save again to keep both.',
      keep_mine: 'Keep mine',
      take_theirs: 'Take theirs',
      save_again: 'Save again',
      translation_source: '%{field} in English',
      minor_change: 'Minor change (translations stay up to date)',
      translation_state: {
        missing: '%{language}: %{field} missing',
        outdated: '%{language}: %{field} outdated',
        current: '%{language}: %{field} up to date',
      },
      translation_was: 'English when last translated',
      translation_now: 'English now',
      translation_was_unknown: 'The English text it was translated from is not known: compare with the translation.',
      published_switch:
        'Saving changes English text: the website will show this record in English instead of %{languages} until the translations are updated. Only a correction (a typo)? Make it a minor change.',
      mark_minor: 'Minor change',
      published_switch_minor:
        'Minor change: the translations stay up to date, and the website keeps showing this record in %{languages}.',
    },
  },
};
