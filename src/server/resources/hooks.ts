import { enquiryHooks } from '../enquiries/hooks';
import { userHooks } from '../users/hooks';
import type { ResourceHooks } from './hookTypes';

export type { ResourceHooks, Row, WriteContext } from './hookTypes';

/** The hooks of the resources that have any, by resource name. */
export const HOOKS: Record<string, ResourceHooks> = {
  users: userHooks,
  enquiries: enquiryHooks,
};
