import { officeLabels } from '../consultants/messages';

/**
 * Labels of the credits area: the banks' loan products and loan consultant locations (`resources.*`), the loan
 * types (`vp.choices.loan_type`) and the menu group (`vp.menu.credits`). Banks are labelled with the organisations.
 */
export const creditMessages = {
  resources: {
    'loan-products': {
      name: 'Loan product |||| Loan products',
      fields: {
        organization_id: 'Bank',
        name: 'Name',
        loan_type: 'Loan type',
        interest_rate_min: 'Interest rate from (%)',
        interest_rate_max: 'Interest rate up to (%)',
        min_amount: 'Smallest amount',
        max_amount: 'Largest amount',
        currency: 'Currency',
        tenure_months_max: 'Longest term (months)',
        processing_fee_percent: 'Processing fee (%)',
        collateral_required: 'Collateral required',
        eligibility: 'Eligibility',
        is_published: 'Published',
      },
    },
    'loan-consultant-locations': {
      name: 'Loan consultant location |||| Loan consultant locations',
      fields: { organization_id: 'Bank', ...officeLabels },
    },
  },
  vp: {
    choices: {
      loan_type: {
        education: 'Education',
        visa_travel: 'Visa and travel',
        relocation: 'Relocation',
        personal: 'Personal',
        proof_of_funds: 'Proof of funds',
      },
    },
    menu: { credits: 'Credits' },
  },
};
