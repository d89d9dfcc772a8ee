import type { Translation } from '@/domain/translation';
import type { webhookMessages } from './messages';

export const de: Translation<typeof webhookMessages> = {
  vp: {
    webhooks: {
      retry: 'Erneut senden',
      retried: 'Die Zustellung steht wieder in der Warteschlange.',
    },
  },
};

export const fr: Translation<typeof webhookMessages> = {
  vp: {
    webhooks: {
      retry: 'Renvoyer',
      retried: 'L’envoi est de nouveau en file d’attente.',
    },
  },
};
