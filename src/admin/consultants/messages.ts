/** The consultants' menu group (`vp.menu.consultants`); their resources are labelled in src/domain/labels. */
export const consultantMessages = {
  vp: { menu: { consultants: 'Consultants' } },
};
