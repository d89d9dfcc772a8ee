import type { Translation } from '@/domain/translation';
import type { diffMessages } from './diffMessages';

export const de: Translation<typeof diffMessages> = {
  vp: {
    diff: {
      added: 'hinzugefügt:',
      added_end: 'Ende des hinzugefügten Texts',
      removed: 'entfernt:',
      removed_end: 'Ende des entfernten Texts',
    },
  },
};

export const fr: Translation<typeof diffMessages> = {
  vp: {
    diff: {
      added: 'ajouté :',
      added_end: 'fin du texte ajouté',
      removed: 'supprimé :',
      removed_end: 'fin du texte supprimé',
    },
  },
};
