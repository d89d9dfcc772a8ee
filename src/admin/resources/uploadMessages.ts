export const uploadMessages = {
  vp: {
    upload: {
      choose: 'Upload file',
      replace: 'Replace file',
      open: 'Open current file',
      failed: 'The upload failed',
      too_large: 'The file is too large',
      wrong_type: 'This type of file is not accepted here',
    },
  },
};
