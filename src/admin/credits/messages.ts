/** The credits' menu group (`vp.menu.credits`); the loan products and locations are labelled in src/domain/labels. */
export const creditMessages = {
  vp: {
    menu: { credits: 'Credits' },
  },
};
