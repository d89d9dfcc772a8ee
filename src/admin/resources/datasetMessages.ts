/** "About the data" lines the datasets' licences ask for (see the licence files in datasets/). */
export const datasetMessages = {
  vp: {
    data: {
      anzsco:
        'About the data: Australian Bureau of Statistics and Stats NZ, ANZSCO 2013 Version 1.2 (© Commonwealth of Australia 2013, © Crown Copyright New Zealand 2013), CC BY; tidy CSV by nzherald/ANZSCO (CC BY 4.0).',
      passport_index:
        'About the data: visa requirements from the passport-index-dataset project (MIT licence), compiled from passportindex.org, as of 12 January 2025.',
    },
  },
};
