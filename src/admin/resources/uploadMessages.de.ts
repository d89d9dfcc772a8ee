import type { Translation } from '../i18n/define';
import type { uploadMessages } from './uploadMessages';

export const uploadMessagesDe: Translation<typeof uploadMessages> = {
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
