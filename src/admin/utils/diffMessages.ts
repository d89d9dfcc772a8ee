/** What a word diff says to a screen reader around each change (`vp.diff.*`): its colours and lines are not read. */
export const diffMessages = {
  vp: {
    diff: {
      added: 'added:',
      added_end: 'end of added text',
      removed: 'removed:',
      removed_end: 'end of removed text',
    },
  },
};
