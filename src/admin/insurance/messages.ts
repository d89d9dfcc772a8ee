/**
 * Labels of the insurance area: an insurer's covers, reasons to choose it and benefits (`resources.*`), their
 * choices (`vp.choices.cover_type`, `vp.choices.premium_period`) and the menu group (`vp.menu.insurance`).
 */
export const insuranceMessages = {
  resources: {
    'insurance-covers': {
      name: 'Cover |||| Covers',
      fields: {
        organization_id: 'Insurer',
        name: 'Name',
        cover_type: 'Type of cover',
        description: 'Description',
        sum_insured: 'Sum insured',
        currency: 'Currency',
        premium_from: 'Premium from',
        premium_period: 'Premium per',
        min_age: 'Minimum age',
        max_age: 'Maximum age',
        is_recommended: 'Recommended',
      },
    },
    'insurance-reasons': {
      name: 'Reason to choose us |||| Reasons to choose us',
      fields: {
        organization_id: 'Insurer',
        title: 'Title',
        description: 'Description',
        icon: 'Icon',
        sort_order: 'Sort order',
      },
    },
    'insurance-benefits': {
      name: 'Benefit |||| Benefits',
      fields: {
        organization_id: 'Insurer',
        cover_id: 'Cover',
        title: 'Title',
        description: 'Description',
        is_highlighted: 'Highlighted',
        sort_order: 'Sort order',
      },
    },
  },
  vp: {
    choices: {
      cover_type: {
        health: 'Health',
        travel: 'Travel',
        student: 'Students',
        visitor: 'Visitors',
        life: 'Life',
        home: 'Home',
        vehicle: 'Vehicle',
        other: 'Other',
      },
      premium_period: { month: 'Month', year: 'Year', trip: 'Trip' },
    },
    menu: {
      insurance: 'Insurance',
    },
  },
};
