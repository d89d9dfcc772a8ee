import type { Translation } from '@/domain/translation';
import type { wholeFilterMessages } from './messages';

export const de: Translation<typeof wholeFilterMessages> = {
  vp: {
    whole_filter: {
      select_all: 'Alle %{count} Treffer auswählen',
      selected_all: 'Alle %{count} Treffer sind ausgewählt',
      page_only: 'Nur diese Seite auswählen',
    },
  },
};

export const fr: Translation<typeof wholeFilterMessages> = {
  vp: {
    whole_filter: {
      select_all: 'Sélectionner les %{count} résultats',
      selected_all: 'Les %{count} résultats sont sélectionnés',
      page_only: 'Sélectionner cette page seulement',
    },
  },
};
