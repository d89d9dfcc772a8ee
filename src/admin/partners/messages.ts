/**
 * The tabs of the organisations' pages (`vp.tabs.*`). The organisations' names, field labels and choices are the
 * domain's (src/domain/labels).
 */
export const partnerMessages = {
  vp: {
    tabs: { profile: 'Profile', contact: 'Contact', listing: 'Listing' },
  },
};
