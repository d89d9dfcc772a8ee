import { createContext, useContext, type ReactElement } from 'react';

/**
 * What an area adds to the generated screens of one of its resources, where the definition alone is not enough
 * (e.g. a user's "send reset code" button, an audit entry's readable diff). Everything else stays generated.
 */
export interface ResourceExtension {
  /** More buttons in the show page's toolbar (they read the record from the record context). */
  showActions?: ReactElement;
  /**
   * A panel below the show page's fields (record context: the record), e.g. an enquiry's conversation: what a
   * record has beyond its fields, without a screen of its own.
   */
  showPanel?: ReactElement;
  /** More bulk actions on the list's selection (list context: the selected ids), before the bulk delete. */
  bulkActions?: ReactElement;
  /** Buttons at the end of every list row (record context: the row). */
  rowActions?: ReactElement;
  /** How a field is displayed on the list and the show page, instead of the generated field. */
  fields?: Record<string, ReactElement>;
  /** A field's form input, instead of the generated one. */
  inputs?: Record<string, ReactElement>;
  /** A field's list filters, instead of the generated ones. */
  filters?: Record<string, ReactElement[]>;
}

const ExtensionsContext = createContext<Readonly<Record<string, ResourceExtension>>>({});

/** Provides every area's extensions, by resource name, to the generated screens. */
export const ResourceExtensionsProvider = ExtensionsContext.Provider;

const NONE: ResourceExtension = {};

export function useResourceExtension(resource: string): ResourceExtension {
  return useContext(ExtensionsContext)[resource] ?? NONE;
}
