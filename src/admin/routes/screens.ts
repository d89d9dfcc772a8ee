import type { ReactElement } from 'react';
import type { AccessParams } from '../../domain/access';

/** A bespoke screen of an area and what the shared access rules must allow to open it (as its menu link). */
export interface AreaScreen {
  element: ReactElement;
  access: AccessParams;
}

/** Gives every screen of a set (e.g. an organisation's details routes) the same access. */
export const screensWithAccess = (screens: Record<string, ReactElement>, access: AccessParams): Record<string, AreaScreen> =>
  Object.fromEntries(Object.entries(screens).map(([path, element]) => [path, { element, access }]));
