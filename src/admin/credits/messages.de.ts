import type { Translation } from '../i18n/define';
import { officeLabelsDe } from '../consultants/messages.de';
import type { creditMessages } from './messages';

export const creditMessagesDe: Translation<typeof creditMessages> = {
  resources: {
    'loan-products': {
      name: 'Kreditprodukt |||| Kreditprodukte',
      fields: {
        organization_id: 'Bank',
        name: 'Name',
        loan_type: 'Kreditart',
        interest_rate_min: 'Zinssatz ab (%)',
        interest_rate_max: 'Zinssatz bis (%)',
        min_amount: 'Mindestbetrag',
        max_amount: 'Höchstbetrag',
        currency: 'Währung',
        tenure_months_max: 'Längste Laufzeit (Monate)',
        processing_fee_percent: 'Bearbeitungsgebühr (%)',
        collateral_required: 'Sicherheiten erforderlich',
        eligibility: 'Voraussetzungen',
        is_published: 'Veröffentlicht',
      },
    },
    'loan-consultant-locations': {
      name: 'Kreditberatungsstelle |||| Kreditberatungsstellen',
      fields: { organization_id: 'Bank', ...officeLabelsDe },
    },
  },
  vp: {
    choices: {
      loan_type: {
        education: 'Bildung',
        visa_travel: 'Visum und Reise',
        relocation: 'Umzug',
        personal: 'Privatkredit',
        proof_of_funds: 'Finanzierungsnachweis',
      },
    },
    menu: { credits: 'Kredite' },
  },
};
