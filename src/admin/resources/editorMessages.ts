
/** The rich-text editor's toolbar (ra-input-rich-text asks for `ra.tiptap.*`; no language pack has them). */
export const editorMessages = {
  ra: {
    tiptap: {
      current_level: 'Current level', select_level: 'Select the level', paragraph: 'Normal',
      heading1: 'Heading 1', heading2: 'Heading 2', heading3: 'Heading 3', heading4: 'Heading 4', heading5: 'Heading 5', heading6: 'Heading 6',
      bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikethrough', code: 'Code',
      color: 'Color', highlight: 'Highlight',
      align_left: 'Align left', align_center: 'Center', align_right: 'Align right', align_justify: 'Justify',
      list_bulleted: 'Bulleted list', list_numbered: 'Numbered list',
      link: 'Add a link', image: 'Image', image_dialog: 'Image URL', blockquote: 'Blockquote', clear_format: 'Clear format',
    },
  },
};
