import type { Translation } from '../i18n/define';
import { officeLabelsFr } from '../consultants/messages.fr';
import type { creditMessages } from './messages';

export const creditMessagesFr: Translation<typeof creditMessages> = {
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
      fields: { organization_id: 'Banque', ...officeLabelsFr },
    },
  },
  vp: {
    choices: {
      loan_type: {
        education: 'Études',
        visa_travel: 'Visa et voyage',
        relocation: 'Déménagement',
        personal: 'Personnel',
        proof_of_funds: 'Justificatif de ressources',
      },
    },
    menu: { credits: 'Crédits' },
  },
};
