import type { Translation } from '../i18n/define';
import type { consultantMessages } from './messages';

export const consultantMessagesDe: Translation<typeof consultantMessages> = {
  vp: { menu: { consultants: 'Migrationsberatung' } },
};
