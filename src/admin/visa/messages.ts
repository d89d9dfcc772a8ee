/**
 * The visa area's tabs (`vp.tabs.*`) and the menu groups of the visa and check-visa areas (`vp.menu.*`); its
 * resources are labelled in src/domain/labels.
 */
export const visaMessages = {
  vp: {
    tabs: {
      summary: 'Summary',
      eligibility: 'Eligibility',
      conditions: 'Conditions and fees',
    },
    menu: {
      visa: 'Visas',
      check_visa: 'Check my visa',
      check_my_visa: 'Look up requirements',
      import_requirements: 'Import requirements',
    },
  },
};
