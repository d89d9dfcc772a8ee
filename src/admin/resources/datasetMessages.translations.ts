import type { Translation } from '@/domain/translation';
import type { datasetMessages } from './datasetMessages';

export const de: Translation<typeof datasetMessages> = {
  vp: {
    data: {
      anzsco:
        'Zu den Daten: Australian Bureau of Statistics und Stats NZ, ANZSCO 2013 Version 1.2 (© Commonwealth of Australia 2013, © Crown Copyright New Zealand 2013), CC BY; aufbereitete CSV von nzherald/ANZSCO (CC BY 4.0).',
      passport_index:
        'Zu den Daten: Visabestimmungen aus dem Projekt passport-index-dataset (MIT-Lizenz), zusammengestellt aus passportindex.org, Stand 12. Januar 2025.',
    },
  },
};

export const fr: Translation<typeof datasetMessages> = {
  vp: {
    data: {
      anzsco:
        'À propos des données : Australian Bureau of Statistics et Stats NZ, ANZSCO 2013 version 1.2 (© Commonwealth of Australia 2013, © Crown Copyright New Zealand 2013), CC BY ; CSV mis en forme par nzherald/ANZSCO (CC BY 4.0).',
      passport_index:
        'À propos des données : exigences de visa issues du projet passport-index-dataset (licence MIT), compilées à partir de passportindex.org, au 12 janvier 2025.',
    },
  },
};
