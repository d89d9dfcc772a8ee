import { defineMessages } from '../i18n/define';

/** "About the data" lines the datasets' licences ask for (see the licence files in datasets/). */
export const datasetMessages = defineMessages({
  en: {
    vp: {
      data: {
        anzsco: 'About the data: Australian Bureau of Statistics and Stats NZ, ANZSCO 2013 Version 1.2 (© Commonwealth of Australia 2013, © Crown Copyright New Zealand 2013), CC BY; tidy CSV by nzherald/ANZSCO (CC BY 4.0).',
        passport_index: 'About the data: visa requirements from the passport-index-dataset project (MIT licence), compiled from passportindex.org, as of 12 January 2025.',
      },
    },
  },
  de: {
    vp: {
      data: {
        anzsco: 'Zu den Daten: Australian Bureau of Statistics und Stats NZ, ANZSCO 2013 Version 1.2 (© Commonwealth of Australia 2013, © Crown Copyright New Zealand 2013), CC BY; aufbereitete CSV von nzherald/ANZSCO (CC BY 4.0).',
        passport_index: 'Zu den Daten: Visabestimmungen aus dem Projekt passport-index-dataset (MIT-Lizenz), zusammengestellt aus passportindex.org, Stand 12. Januar 2025.',
      },
    },
  },
  fr: {
    vp: {
      data: {
        anzsco: 'À propos des données : Australian Bureau of Statistics et Stats NZ, ANZSCO 2013 version 1.2 (© Commonwealth of Australia 2013, © Crown Copyright New Zealand 2013), CC BY ; CSV mis en forme par nzherald/ANZSCO (CC BY 4.0).',
        passport_index: "À propos des données : exigences de visa issues du projet passport-index-dataset (licence MIT), compilées à partir de passportindex.org, au 12 janvier 2025.",
      },
    },
  },
});
