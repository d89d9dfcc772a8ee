import type { Translation } from '@/domain/translation';
import type { consultantMessages } from './messages';

export const de: Translation<typeof consultantMessages> = {
  vp: { menu: { consultants: 'Migrationsberatung' } },
};

export const fr: Translation<typeof consultantMessages> = {
  vp: { menu: { consultants: 'Conseil en immigration' } },
};
