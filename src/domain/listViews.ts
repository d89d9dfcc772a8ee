import { DUE_FOR_REVIEW } from './proof';
import type { ListViewDef, ResourceDef } from './resourceDef';
import { translationViews } from './translations';

/**
 * The views a role starts with on a list: the definition's own, for facts the ones due for review, for translated
 * content the records whose translation into a language is outdated or missing.
 */
export const listViewsOf = (def: ResourceDef): readonly ListViewDef[] => [
  ...(def.views ?? []),
  ...(def.proof ? [DUE_FOR_REVIEW] : []),
  ...translationViews(def),
];
