import type { Translation } from '../i18n/define';
import type { editorMessages } from './editorMessages';

export const editorMessagesDe: Translation<typeof editorMessages> = {
  ra: {
    tiptap: {
      current_level: 'Aktuelle Ebene',
      select_level: 'Ebene wählen',
      paragraph: 'Normal',
      heading1: 'Überschrift 1',
      heading2: 'Überschrift 2',
      heading3: 'Überschrift 3',
      heading4: 'Überschrift 4',
      heading5: 'Überschrift 5',
      heading6: 'Überschrift 6',
      bold: 'Fett',
      italic: 'Kursiv',
      underline: 'Unterstrichen',
      strike: 'Durchgestrichen',
      code: 'Code',
      color: 'Farbe',
      highlight: 'Hervorheben',
      align_left: 'Linksbündig',
      align_center: 'Zentriert',
      align_right: 'Rechtsbündig',
      align_justify: 'Blocksatz',
      list_bulleted: 'Aufzählung',
      list_numbered: 'Nummerierte Liste',
      link: 'Link einfügen',
      image: 'Bild',
      image_dialog: 'Bild-URL',
      blockquote: 'Zitat',
      clear_format: 'Formatierung entfernen',
    },
  },
};
