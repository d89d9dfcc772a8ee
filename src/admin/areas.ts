import type { ReactElement } from 'react';
import { auditArea } from './audit';
import { checkVisaArea } from './check-visa';
import type { AreaMenu } from './menu';
import { partnerDetailsMenu } from './partners/menu';
import { prArea } from './pr';
import type { RouteAliases } from './routes/aliases';
import { universitiesArea } from './universities';
import { visaArea } from './visa';

/** One area of the console: its sidebar entries, resources, bespoke screens and SPEC route aliases. */
export interface Area {
  menu: AreaMenu;
  /** Bespoke screens inside the layout, by path. */
  screens?: Record<string, ReactElement>;
  aliases?: RouteAliases;
}

export const AREAS: Area[] = [visaArea, checkVisaArea, prArea, universitiesArea, auditArea, { menu: partnerDetailsMenu }];

export const areaMenus: AreaMenu[] = AREAS.map((area) => area.menu);
