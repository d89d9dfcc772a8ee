import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import { faqs } from '@/domain/areas/content';
import { insuranceBenefits, insuranceCovers, insuranceReasons } from '@/domain/areas/insurance';
import { insurers } from '@/domain/areas/partners';
import type { Area } from '@/admin/areaDef';
import { enquiriesPath, enquiryLink } from '@/admin/enquiries/links';
import { detailsLink } from '@/admin/partners/menu';
import { detailsScreen } from '@/admin/partners/OrganizationDetails';
import { resourceLink, scopedLinks } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

const scope = { scope: 'insurance' };

/** Insurers and what they list: covers, reasons to choose them, benefits and their FAQs. */
export const insuranceArea: Area = {
  screens: detailsScreen('insurance'),
  menu: {
    admin: {
      key: 'insurance',
      label: 'vp.menu.insurance',
      icon: HealthAndSafetyIcon,
      links: [
        resourceLink(insurers),
        resourceLink(insuranceCovers),
        resourceLink(insuranceReasons),
        resourceLink(insuranceBenefits),
        ...scopedLinks('insurance', scope.scope, [faqs]),
        enquiryLink('insurance', 'insurance-enquiries'),
      ],
    },
    partner: {
      insurance: [
        detailsLink('insurance'),
        // Named like the details page's tabs and the lists they open.
        resourceLink(insuranceCovers),
        resourceLink(insuranceReasons),
        resourceLink(faqs, { key: 'insurance-faqs', filter: scope }),
        resourceLink(insuranceBenefits),
      ],
    },
  },
  aliases: {
    '/dashboard/insurance': '/dashboard/insurance/insurance-listing',
    '/dashboard/insurance/insurance-listing': '/insurers',
    '/dashboard/insurance/insurance-listing/add-new-insurance': '/insurers/create',
    '/dashboard/insurance/why-you-choose': '/insurance-reasons',
    '/dashboard/insurance/choose-right-cover': '/insurance-covers',
    '/dashboard/insurance/faq': alias.withFilter('/faqs', scope),
    '/dashboard/insurance/add-benefits': '/insurance-benefits',
    '/dashboard/insurance/enquiries': enquiriesPath('insurance'),
  },
};
