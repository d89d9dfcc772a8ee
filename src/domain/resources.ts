import { auditResources } from './areas/audit';
import { checkVisaResources } from './areas/checkVisa';
import { cspViolationResources } from './areas/cspViolations';
import { consultancyResources } from './areas/consultants';
import { contentResources } from './areas/content';
import { creditResources } from './areas/credits';
import { enquiryResources } from './areas/enquiries';
import { insuranceResources } from './areas/insurance';
import { quarantineResources } from './areas/mailQuarantine';
import { partnerResources } from './areas/partners';
import { userResources } from './areas/users';
import { prResources } from './areas/pr';
import { savedReplyResources } from './areas/savedReplies';
import { universityResources } from './areas/universities';
import { visaResources } from './areas/visa';
import { webhookResources } from './areas/webhooks';
import type { ReferencesOf, ResourceDef } from './resourceDef';

const DEFINITIONS = [
  ...visaResources,
  ...checkVisaResources,
  ...contentResources,
  ...prResources,
  ...universityResources,
  ...partnerResources,
  ...insuranceResources,
  ...consultancyResources,
  ...creditResources,
  ...userResources,
  ...enquiryResources,
  ...savedReplyResources,
  ...quarantineResources,
  ...auditResources,
  ...cspViolationResources,
  ...webhookResources,
];

/** The name of every resource, derived from the definitions. */
export type ResourceName = (typeof DEFINITIONS)[number]['name'];
/** Compiles only while every reference of a definition names a resource (tsc names the stray target). */
type _CheckedReferences = OnlyResourceNames<ReferencesOf<(typeof DEFINITIONS)[number]>>;
type OnlyResourceNames<T extends ResourceName> = T;

/** Every resource of the product; the API, the database and the screens are built from this list. */
export const RESOURCES: readonly ResourceDef[] = DEFINITIONS;

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
