import RouteIcon from '@mui/icons-material/Route';
import { occupations, prBundles, prPathways, prPoints } from '@/domain/areas/pr';
import { dataVariables, faqs, requiredDocuments } from '@/domain/areas/content';
import type { Area } from '@/admin/areaDef';
import { resourceLink, scopedLinks } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

const scope = { scope: 'pr' };

export const prArea: Area = {
  menu: {
    admin: {
      key: 'pr',
      label: 'vp.menu.pr',
      icon: RouteIcon,
      links: [
        resourceLink(prPathways),
        resourceLink(prPoints),
        resourceLink(occupations),
        resourceLink(prBundles),
        ...scopedLinks('pr', scope.scope, [dataVariables, requiredDocuments, faqs]),
      ],
    },
  },
  aliases: {
    '/dashboard/pr-pathway': '/dashboard/pr-pathway/pr-pathway-listing',
    '/dashboard/pr-pathway/pr-pathway-listing': '/pr-pathways',
    '/dashboard/pr-pathway/pr-pathway-listing/pr-pathway-details': '/pr-pathways',
    '/dashboard/pr-pathway/pr-pathway-listing/pr-details-form': '/pr-pathways/create',
    '/dashboard/pr-pathway/pr-pathway-listing/add-new-pr-pathway': '/pr-pathways/create',
    '/dashboard/pr-pathway/pr-pathway-document-points': '/pr-points',
    '/dashboard/pr-pathway/occupation-list': '/occupations',
    '/dashboard/pr-pathway/pr-pathway-data-variables': alias.withFilter('/data-variables', scope),
    '/dashboard/pr-pathway/faq': alias.withFilter('/faqs', scope),
    '/dashboard/pr-pathway/pr-pathway-documents-required': alias.withFilter('/required-documents', scope),
    '/dashboard/pr-pathway/pr-pathways/bundle_listing': '/pr-bundles',
  },
};
