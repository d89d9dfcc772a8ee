import type { ReactElement } from 'react';
import type { AccessParams } from '@/domain/access';

/** A bespoke screen of an area and what the shared access rules must allow to open it (as its menu link). */
export interface AreaScreen {
  element: ReactElement;
  access: AccessParams;
}
