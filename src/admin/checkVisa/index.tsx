import { lazy } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SearchIcon from '@mui/icons-material/TravelExplore';
import UploadIcon from '@mui/icons-material/UploadFile';
import { visaRequirements } from '@/domain/areas/checkVisa';
import { faqs, requiredDocuments } from '@/domain/areas/content';
import type { Area } from '@/admin/areaDef';
import { resourceLink, scopedLinks } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

// The screens load when opened: most visits to the console never do.
const CheckMyVisaPage = lazy(() => import('./CheckMyVisaPage').then((module) => ({ default: module.CheckMyVisaPage })));
const ImportRequirementsPage = lazy(() =>
  import('./ImportRequirementsPage').then((module) => ({ default: module.ImportRequirementsPage })),
);

const scope = { scope: 'check_visa' };
export const CHECK_MY_VISA_PATH = '/dashboard/check-visa/check-my-visa';
export const IMPORT_PATH = '/dashboard/check-visa/add-check-my-visa-data';

// Each screen opens for whoever its menu link shows to.
const LOOKUP_ACCESS = { resource: visaRequirements.name, action: 'list' } as const;
const IMPORT_ACCESS = { resource: visaRequirements.name, action: 'create' } as const;

export const checkVisaArea: Area = {
  screens: {
    [CHECK_MY_VISA_PATH]: { element: <CheckMyVisaPage />, access: LOOKUP_ACCESS },
    [IMPORT_PATH]: { element: <ImportRequirementsPage />, access: IMPORT_ACCESS },
  },
  menu: {
    admin: {
      key: 'check-visa',
      label: 'vp.menu.check_visa',
      icon: FactCheckIcon,
      links: [
        {
          key: 'check-my-visa',
          label: 'vp.menu.check_my_visa',
          to: CHECK_MY_VISA_PATH,
          icon: SearchIcon,
          access: LOOKUP_ACCESS,
        },
        resourceLink(visaRequirements),
        {
          key: 'import-requirements',
          label: 'vp.menu.import_requirements',
          to: IMPORT_PATH,
          icon: UploadIcon,
          access: IMPORT_ACCESS,
        },
        ...scopedLinks('check-visa', scope.scope, [requiredDocuments, faqs]),
      ],
    },
  },
  aliases: {
    '/dashboard/check-visa': CHECK_MY_VISA_PATH,
    '/dashboard/check-visa/documents-required': alias.withFilter('/required-documents', scope),
    '/dashboard/check-visa/faq': alias.withFilter('/faqs', scope),
  },
};
