import { auditResources } from './areas/audit';
import { checkVisaResources } from './areas/checkVisa';
import { contentResources } from './areas/content';
import { prResources } from './areas/pr';
import { universityResources } from './areas/universities';
import { visaResources } from './areas/visa';
import type { ResourceDef } from './resource';

/** Every resource of the product; the API, the database and the screens are built from this list. */
export const RESOURCES: readonly ResourceDef[] = [
  ...visaResources,
  ...checkVisaResources,
  ...contentResources,
  ...prResources,
  ...universityResources,
  ...auditResources,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}
