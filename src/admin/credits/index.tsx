import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { dataVariables, faqs, requiredDocuments } from '@/domain/areas/content';
import { loanConsultantLocations, loanProducts } from '@/domain/areas/credits';
import { banks } from '@/domain/areas/partners';
import type { Area } from '@/admin/areaDef';
import { enquiriesPath, enquiryLink } from '@/admin/enquiries/links';
import { detailsLink } from '@/admin/partners/menu';
import { detailsScreen } from '@/admin/partners/OrganizationDetails';
import { resourceLink, scopedLinks } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

const scope = { scope: 'credit' };

/** Banks, their loan products and loan consultants, and the documents, variables and FAQs of credit. */
export const creditsArea: Area = {
  screens: detailsScreen('bank'),
  menu: {
    admin: {
      key: 'credits',
      label: 'vp.menu.credits',
      icon: AccountBalanceWalletIcon,
      links: [
        resourceLink(banks),
        resourceLink(loanProducts),
        resourceLink(loanConsultantLocations),
        ...scopedLinks('credits', scope.scope, [requiredDocuments, dataVariables, faqs]),
        enquiryLink('credit', 'credits-enquiries'),
      ],
    },
    // A bank's details (its enquiries come with the enquiries area); products and consultant locations are tabs
    // of its details page.
    partner: { bank: [detailsLink('bank')] },
  },
  aliases: {
    '/dashboard/credits': '/dashboard/credits/credits-listing',
    '/dashboard/credits/credits-listing': '/banks',
    '/dashboard/credits/credits-listing/add-new-bank': '/banks/create',
    '/dashboard/credits/credits-listing/credits-details/loan-details': '/loan-products',
    '/dashboard/credits/documents-required': alias.withFilter('/required-documents', scope),
    '/dashboard/credits/data-variables': alias.withFilter('/data-variables', scope),
    '/dashboard/credits/faq': alias.withFilter('/faqs', scope),
    '/dashboard/credits/consultant-near-locations': '/loan-consultant-locations',
    '/dashboard/credits/add-consultant-near-locations': '/loan-consultant-locations/create',
    '/dashboard/credits/enquiry-listing': enquiriesPath('credit'),
  },
};
