import type { Area } from './areaDef';
import { auditArea } from './audit';
import { checkVisaArea } from './checkVisa';
import { consultantsArea } from './consultants';
import { creditsArea } from './credits';
import { enquiriesArea } from './enquiries';
import { insuranceArea } from './insurance';
import { languagesArea } from './languages';
import type { AreaMenu } from './menu';
import { prArea } from './pr';
import { quarantineArea } from './quarantine';
import { reviewsArea } from './reviews';
import type { ResourceExtension } from './resources/extensions';
import { universitiesArea } from './universities';
import { usersArea } from './users';
import { visaArea } from './visa';
import { webhooksArea } from './webhooks';

/** In the order of the admin's sidebar; a partner's entries come from the one area of its role. */
export const AREAS: Area[] = [
  visaArea,
  checkVisaArea,
  prArea,
  universitiesArea,
  consultantsArea,
  languagesArea,
  insuranceArea,
  creditsArea,
  enquiriesArea,
  quarantineArea,
  reviewsArea,
  usersArea,
  auditArea,
  webhooksArea,
];

export const areaMenus: AreaMenu[] = AREAS.map((area) => area.menu);

export const resourceExtensions: Record<string, ResourceExtension> = Object.assign(
  {},
  ...AREAS.map((area) => area.resources ?? {}),
);
