import type { ResourceDef } from '@/domain/resourceDef';

/** Records that are an organisation (their owner is the record itself) get a details page edited in place. */
export const editedInPlace = (def: ResourceDef) => def.owner?.column === 'id' && !def.readOnly;
