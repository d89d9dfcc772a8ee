import { visaRequirements } from '@/domain/areas/checkVisa';
import { enquiries } from '@/domain/areas/enquiries';
import { users } from '@/domain/areas/users';
import { hooksFor } from '@/server/engine/hooks';
import type { ResourceExtras } from '@/server/engine/routes';
import { passportIndexCsv } from '@/server/features/checkVisa/passportIndexImport';
import { enquiryHooks } from '@/server/features/enquiries/hooks';
import { userHooks } from '@/server/features/users/hooks';

/**
 * What features add to the generic routes of their resources (hooks around writes, an import's own file format),
 * by resource name: the generic engine names no feature, it is handed these where the app is assembled. The app
 * mounts them and the description describes them from this one map.
 */
export const RESOURCE_EXTRAS: Readonly<Record<string, ResourceExtras>> = {
  [users.name]: { hooks: hooksFor(users, userHooks) },
  [enquiries.name]: { hooks: hooksFor(enquiries, enquiryHooks) },
  [visaRequirements.name]: { importFormat: passportIndexCsv },
};
