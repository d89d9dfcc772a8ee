/** The insurance menu group (`vp.menu.insurance`); the covers, reasons and benefits are labelled in src/domain/labels. */
export const insuranceMessages = {
  vp: {
    menu: {
      insurance: 'Insurance',
    },
  },
};
