import type { Translation } from '../i18n/define';
import type { datasetMessages } from './datasetMessages';

export const datasetMessagesDe: Translation<typeof datasetMessages> = {
  vp: {
    data: {
      anzsco:
        'Zu den Daten: Australian Bureau of Statistics und Stats NZ, ANZSCO 2013 Version 1.2 (© Commonwealth of Australia 2013, © Crown Copyright New Zealand 2013), CC BY; aufbereitete CSV von nzherald/ANZSCO (CC BY 4.0).',
      passport_index:
        'Zu den Daten: Visabestimmungen aus dem Projekt passport-index-dataset (MIT-Lizenz), zusammengestellt aus passportindex.org, Stand 12. Januar 2025.',
    },
  },
};
