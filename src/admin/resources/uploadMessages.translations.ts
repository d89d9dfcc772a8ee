import type { Translation } from '@/domain/translation';
import type { uploadMessages } from './uploadMessages';

export const de: Translation<typeof uploadMessages> = {
  vp: {
    upload: {
      choose: 'Datei hochladen',
      replace: 'Datei ersetzen',
      open: 'Aktuelle Datei öffnen',
      failed: 'Das Hochladen ist fehlgeschlagen',
      too_large: 'Die Datei ist zu groß',
      wrong_type: 'Dieser Dateityp wird hier nicht akzeptiert',
    },
  },
};

export const fr: Translation<typeof uploadMessages> = {
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
