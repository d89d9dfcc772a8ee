import type { Translation } from '@/domain/translation';
import type { wholeFilterMessages } from './messages';

export const de: Translation<typeof wholeFilterMessages> = {
  vp: {
    whole_filter: {
      select_all: 'Alle %{count} Treffer auswählen',
      selected_all: 'Alle %{count} Treffer sind ausgewählt',
      page_only: 'Nur diese Seite auswählen',
      delete_title: 'Alle %{count} Treffer löschen',
      delete_content:
        'Alle Datensätze, die diese Liste auf allen Seiten zeigt, werden gelöscht: %{count}. Gleich danach können Sie es rückgängig machen.',
    },
  },
};

export const fr: Translation<typeof wholeFilterMessages> = {
  vp: {
    whole_filter: {
      select_all: 'Sélectionner les %{count} résultats',
      selected_all: 'Les %{count} résultats sont sélectionnés',
      page_only: 'Sélectionner cette page seulement',
      delete_title: 'Supprimer les %{count} résultats',
      delete_content:
        'Tous les enregistrements que cette liste affiche sur toutes ses pages seront supprimés : %{count}. Vous pourrez annuler juste après.',
    },
  },
};
