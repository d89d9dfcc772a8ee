import type { ComponentType } from 'react';
import { offers, serviceLocations, staff } from '@/domain/areas/consultants';
import { faqs } from '@/domain/areas/content';
import type { EnquiryKind } from '@/domain/areas/enquiries';
import type { PartnerRole, ResourceDef } from '@/domain/resourceDef';
import type { Area } from '@/admin/areaDef';
import { enquiryLink } from '@/admin/enquiries/links';
import { detailsLink } from '@/admin/partners/menu';
import { detailsScreen } from '@/admin/partners/OrganizationDetails';
import { resourceLink, scopedLinks } from '@/admin/resources';
import { alias } from '@/admin/routes/aliases';

interface ProviderArea {
  /** The area's path segment, /dashboard/<segment> (consultants, languages). */
  segment: 'consultants' | 'languages';
  role: PartnerRole;
  organizations: ResourceDef;
  /** The FAQ scope of the area. */
  scope: string;
  label: string;
  icon: ComponentType;
  /** The kind of the enquiries its organisations receive, and the admin's menu label for them. */
  enquiries: { kind: EnquiryKind; label: string };
}

/**
 * Consultancies and language schools run the same listings, staff, service locations and offers (both areas
 * have the same routes under their own /dashboard/<segment>): one area shape, two areas.
 */
export function providerArea({ segment, role, organizations, scope, label, icon, enquiries }: ProviderArea): Area {
  const root = `/dashboard/${segment}`;
  return {
    screens: detailsScreen(role),
    menu: {
      admin: {
        key: segment,
        label,
        icon,
        links: [
          resourceLink(organizations),
          ...[staff, serviceLocations, offers].map((def) => resourceLink(def, { key: `${segment}-${def.name}` })),
          ...scopedLinks(segment, scope, [faqs]),
          enquiryLink(enquiries.kind, `${segment}-enquiries`, enquiries.label),
        ],
      },
      partner: {
        [role]: [detailsLink(role), resourceLink(staff), resourceLink(serviceLocations), resourceLink(offers)],
      },
    },
    aliases: {
      [root]: `${root}/${segment}-listing`,
      [`${root}/${segment}-listing`]: `/${organizations.name}`,
      [`${root}/${segment}-listing/add-new-${segment}`]: `/${organizations.name}/create`,
      [`${root}/${segment}-staffs`]: '/staff',
      [`${root}/service-locations`]: '/service-locations',
      [`${root}/service-locations/add-service-location`]: '/service-locations/create',
      [`${root}/offers`]: '/offers',
      [`${root}/faq`]: alias.withFilter('/faqs', { scope }),
    },
  };
}
