import type { Translation } from '../i18n/define';
import type { editorMessages } from './editorMessages';

export const editorMessagesFr: Translation<typeof editorMessages> = {
  ra: {
    tiptap: {
      current_level: 'Niveau actuel',
      select_level: 'Choisir le niveau',
      paragraph: 'Normal',
      heading1: 'Titre 1',
      heading2: 'Titre 2',
      heading3: 'Titre 3',
      heading4: 'Titre 4',
      heading5: 'Titre 5',
      heading6: 'Titre 6',
      bold: 'Gras',
      italic: 'Italique',
      underline: 'Souligné',
      strike: 'Barré',
      code: 'Code',
      color: 'Couleur',
      highlight: 'Surligner',
      align_left: 'Aligner à gauche',
      align_center: 'Centrer',
      align_right: 'Aligner à droite',
      align_justify: 'Justifier',
      list_bulleted: 'Liste à puces',
      list_numbered: 'Liste numérotée',
      link: 'Ajouter un lien',
      image: 'Image',
      image_dialog: "URL de l'image",
      blockquote: 'Citation',
      clear_format: 'Effacer la mise en forme',
    },
  },
};
