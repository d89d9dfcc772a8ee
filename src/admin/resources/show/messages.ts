/** The texts of the generated record pages: the details tab, the empty-fields switch and the record's aside. */
export const showMessages = {
  vp: {
    show: {
      details: 'Details',
      show_empty: 'Show empty fields (%{smart_count})',
      no_values: 'Nothing filled in yet.',
      about: 'About this record',
      by: 'by %{name}',
      // Whether a record's kind is written in lower case inside a sentence (German capitalises nouns).
      lower_case_kind: 'yes',
    },
  },
};
