/**
 * The permanent-residence area's tabs (`vp.tabs.*`) and menu group (`vp.menu.pr`); its resources are labelled in
 * src/domain/labels. The `summary` and `eligibility` tabs are shared with the visa area and carry the same texts there.
 */
export const prMessages = {
  vp: {
    tabs: {
      summary: 'Summary',
      eligibility: 'Eligibility',
      points: 'Points',
      costs: 'Costs and processing',
    },
    menu: {
      pr: 'PR pathway',
    },
  },
};
