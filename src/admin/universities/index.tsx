import SchoolIcon from '@mui/icons-material/School';
import { faqs, requiredDocuments } from '@/domain/areas/content';
import { universities } from '@/domain/areas/partners';
import { courseGuides, courses } from '@/domain/areas/universities';
import type { Area } from '@/admin/areaDef';
import { enquiriesPath, enquiryLink } from '@/admin/enquiries/links';
import { detailsLink } from '@/admin/partners/menu';
import { detailsScreen } from '@/admin/partners/OrganizationDetails';
import { resourceLink, scopedLinks } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

const scope = { scope: 'university' };

/** Universities, their courses, the course guides and the documents and FAQs of studying abroad. */
export const universitiesArea: Area = {
  screens: detailsScreen('university'),
  menu: {
    admin: {
      key: 'universities',
      label: 'vp.menu.universities',
      icon: SchoolIcon,
      links: [
        resourceLink(universities),
        resourceLink(courses),
        resourceLink(courseGuides),
        ...scopedLinks('universities', scope.scope, [requiredDocuments, faqs]),
        enquiryLink('university', 'universities-enquiries'),
      ],
    },
    partner: { university: [detailsLink('university')] },
  },
  aliases: {
    '/dashboard/universities': '/dashboard/universities/university-listing',
    '/dashboard/universities/university-listing': '/universities',
    '/dashboard/universities/university-listing/add-new-university': '/universities/create',
    '/dashboard/universities/university-listing/university-details/course-details': '/courses',
    '/dashboard/universities/all-about-course': '/course-guides',
    '/dashboard/universities/documents-required': alias.withFilter('/required-documents', scope),
    '/dashboard/universities/faq': alias.withFilter('/faqs', scope),
    '/dashboard/universities/enquiry-listing': enquiriesPath('university'),
  },
};
