import type { TranslationMessages } from 'ra-core';
import frenchMessages from 'ra-language-french';

/**
 * French translation of react-admin v5's built-in messages.
 *
 * `ra-language-french` (v5) already has every key of `ra-language-english`
 * (checked by tests/unit/ra-german.test.ts). A few of its texts drop the `%{name}` (the
 * resource) or `%{recordRepresentation}` that the English ones show, so the user
 * would not see what is being deleted or what has no results: those are
 * restated here with the placeholders (tests/unit/messages.test.ts). Should a
 * future react-admin release add keys that the French package lacks, deep-merge
 * their French translations here too.
 */
export const raFrench: TranslationMessages = {
  ...frenchMessages,
  ra: {
    ...frenchMessages.ra,
    message: {
      ...frenchMessages.ra.message,
      bulk_delete_content:
        'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
      bulk_update_content:
        'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
      delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
    },
    navigation: {
      ...frenchMessages.ra.navigation,
      no_filtered_results: 'Aucun résultat pour %{name} avec les filtres actuels.',
      no_results: 'Aucun résultat pour %{name}',
    },
  },
};
