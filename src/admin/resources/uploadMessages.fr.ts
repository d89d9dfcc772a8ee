import type { Translation } from '../i18n/define';
import type { uploadMessages } from './uploadMessages';

export const uploadMessagesFr: Translation<typeof uploadMessages> = {
  vp: {
    upload: {
      choose: 'Téléverser un fichier',
      replace: 'Remplacer le fichier',
      open: 'Ouvrir le fichier actuel',
      failed: 'Le téléversement a échoué',
      too_large: 'Le fichier est trop volumineux',
      wrong_type: "Ce type de fichier n'est pas accepté ici",
    },
  },
};
