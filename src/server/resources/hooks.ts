import { enquiries } from '../../domain/areas/enquiries';
import { users } from '../../domain/areas/users';
import type { ResourceDef } from '../../domain/resource';
import { enquiryHooks } from '../enquiries/hooks';
import { userHooks } from '../users/hooks';
import type { HooksOf, ResourceHooks } from './hookTypes';

export type { HooksOf, ResourceHooks, Row, WriteContext } from './hookTypes';

/** A resource's hooks under its name: they must be typed for that resource's records. */
const hooksOf = <D extends ResourceDef>(def: D, hooks: HooksOf<D>): [string, ResourceHooks] => [def.name, hooks];

/** The hooks of the resources that have any, by resource name. */
export const HOOKS: Record<string, ResourceHooks> = Object.fromEntries([
  hooksOf(users, userHooks),
  hooksOf(enquiries, enquiryHooks),
]);
