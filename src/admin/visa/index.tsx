import FlightIcon from '@mui/icons-material/Flight';
import { countries, countryVisas, customsInfo, travelAdvice, visaForms, visaTypes } from '@/domain/areas/visa';
import { dataVariables, faqs, requiredDocuments } from '@/domain/areas/content';
import type { Area } from '@/admin/areaDef';
import { resourceLink, scopedLinks } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

const scope = { scope: 'visa' };

export const visaArea: Area = {
  menu: {
    admin: {
      key: 'visa',
      label: 'vp.menu.visa',
      icon: FlightIcon,
      links: [
        resourceLink(countries),
        resourceLink(visaTypes),
        resourceLink(countryVisas),
        resourceLink(visaForms),
        resourceLink(travelAdvice),
        resourceLink(customsInfo),
        ...scopedLinks('visa', scope.scope, [dataVariables, requiredDocuments, faqs]),
      ],
    },
  },
  aliases: {
    '/dashboard/visa': '/dashboard/visa/country',
    '/dashboard/visa/country': '/countries',
    '/dashboard/visa/type-of-visa-tabs': '/visa-types',
    '/dashboard/visa/country/add-new-country': '/countries/create',
    '/dashboard/visa/country/add-country-visa': '/country-visas/create',
    '/dashboard/visa/country/add-new-visa': '/visa-types/create',
    '/dashboard/visa/data-variables': alias.withFilter('/data-variables', scope),
    '/dashboard/visa/data-variables/add-data-variables': alias.withSource('/data-variables/create', scope),
    '/dashboard/visa/documents-required': alias.withFilter('/required-documents', scope),
    '/dashboard/visa/faq': alias.withFilter('/faqs', scope),
    '/dashboard/visa/travel-advice': '/travel-advice',
    '/dashboard/visa/customs-info': '/customs-info',
    '/dashboard/visa/form/list': '/visa-forms',
  },
};
