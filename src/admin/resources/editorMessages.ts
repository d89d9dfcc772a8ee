import { defineMessages } from '../i18n/define';

/** The rich-text editor's toolbar (ra-input-rich-text asks for `ra.tiptap.*`; no language pack has them). */
export const editorMessages = defineMessages({
  en: {
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
  },
  de: {
    ra: {
      tiptap: {
        current_level: 'Aktuelle Ebene', select_level: 'Ebene wählen', paragraph: 'Normal',
        heading1: 'Überschrift 1', heading2: 'Überschrift 2', heading3: 'Überschrift 3', heading4: 'Überschrift 4', heading5: 'Überschrift 5', heading6: 'Überschrift 6',
        bold: 'Fett', italic: 'Kursiv', underline: 'Unterstrichen', strike: 'Durchgestrichen', code: 'Code',
        color: 'Farbe', highlight: 'Hervorheben',
        align_left: 'Linksbündig', align_center: 'Zentriert', align_right: 'Rechtsbündig', align_justify: 'Blocksatz',
        list_bulleted: 'Aufzählung', list_numbered: 'Nummerierte Liste',
        link: 'Link einfügen', image: 'Bild', image_dialog: 'Bild-URL', blockquote: 'Zitat', clear_format: 'Formatierung entfernen',
      },
    },
  },
  fr: {
    ra: {
      tiptap: {
        current_level: 'Niveau actuel', select_level: 'Choisir le niveau', paragraph: 'Normal',
        heading1: 'Titre 1', heading2: 'Titre 2', heading3: 'Titre 3', heading4: 'Titre 4', heading5: 'Titre 5', heading6: 'Titre 6',
        bold: 'Gras', italic: 'Italique', underline: 'Souligné', strike: 'Barré', code: 'Code',
        color: 'Couleur', highlight: 'Surligner',
        align_left: 'Aligner à gauche', align_center: 'Centrer', align_right: 'Aligner à droite', align_justify: 'Justifier',
        list_bulleted: 'Liste à puces', list_numbered: 'Liste numérotée',
        link: 'Ajouter un lien', image: 'Image', image_dialog: "URL de l'image", blockquote: 'Citation', clear_format: 'Effacer la mise en forme',
      },
    },
  },
});
