import { officeLabels } from '../consultants/messages';
import { defineMessages } from '../i18n/define';

/**
 * Labels of the credits area: the banks' loan products and loan consultant locations (`resources.*`), the loan
 * types (`vp.choices.loan_type`) and the menu group (`vp.menu.credits`). Banks are labelled with the organisations.
 */
export const creditMessages = defineMessages({
  en: {
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
        fields: { organization_id: 'Bank', ...officeLabels.en },
      },
    },
    vp: {
      choices: {
        loan_type: { education: 'Education', visa_travel: 'Visa and travel', relocation: 'Relocation', personal: 'Personal', proof_of_funds: 'Proof of funds' },
      },
      menu: { credits: 'Credits' },
    },
  },
  de: {
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
        fields: { organization_id: 'Bank', ...officeLabels.de },
      },
    },
    vp: {
      choices: {
        loan_type: { education: 'Bildung', visa_travel: 'Visum und Reise', relocation: 'Umzug', personal: 'Privatkredit', proof_of_funds: 'Finanzierungsnachweis' },
      },
      menu: { credits: 'Kredite' },
    },
  },
  fr: {
    resources: {
      'loan-products': {
        name: 'Produit de prêt |||| Produits de prêt',
        fields: {
          organization_id: 'Banque',
          name: 'Nom',
          loan_type: 'Type de prêt',
          interest_rate_min: "Taux d'intérêt à partir de (%)",
          interest_rate_max: "Taux d'intérêt jusqu'à (%)",
          min_amount: 'Montant minimum',
          max_amount: 'Montant maximum',
          currency: 'Devise',
          tenure_months_max: 'Durée maximale (mois)',
          processing_fee_percent: 'Frais de dossier (%)',
          collateral_required: 'Garantie exigée',
          eligibility: 'Éligibilité',
          is_published: 'Publié',
        },
      },
      'loan-consultant-locations': {
        name: 'Point de conseil crédit |||| Points de conseil crédit',
        fields: { organization_id: 'Banque', ...officeLabels.fr },
      },
    },
    vp: {
      choices: {
        loan_type: { education: 'Études', visa_travel: 'Visa et voyage', relocation: 'Déménagement', personal: 'Personnel', proof_of_funds: 'Justificatif de ressources' },
      },
      menu: { credits: 'Crédits' },
    },
  },
});
