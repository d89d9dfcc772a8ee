import { ORGANIZATION_RESOURCE, ROLE_OF_ORG_TYPE } from '@/domain/areas/partners';
import type { PartnerRole } from '@/domain/resourceDef';
import { ORG_TYPES, type OrgType } from '@/domain/roles';

/** The organisation type a partner role runs (insurance → insurer). */
const orgTypeOf = (role: PartnerRole): OrgType => ORG_TYPES.find((type) => ROLE_OF_ORG_TYPE[type] === role)!;

/** The typed resource of a partner role's organisations (insurance → insurers). */
export const organizationResourceOf = (role: PartnerRole) => ORGANIZATION_RESOURCE[orgTypeOf(role)];
