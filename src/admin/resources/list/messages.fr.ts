import type { Translation } from '../../i18n/define';
import type { listMessages } from './messages';

export const listMessagesFr: Translation<typeof listMessages> = {
  vp: {
    list: {
      empty: 'Pas encore de %{name}',
      empty_vowel: 'Pas encore d’%{name}',
      empty_invite: 'Les enregistrements que vous créez apparaissent ici.',
      empty_read_only: 'Les enregistrements apparaissent ici dès qu’ils sont ajoutés.',
      filters: 'Filtres',
      filters_count: 'Filtres (%{count})',
      show_results: 'Afficher les résultats',
      views: 'Vues',
      suggested_views: 'Vues suggérées',
      my_views: 'Mes vues',
      all_records: 'Tous les enregistrements',
      save_view: 'Enregistrer la vue actuelle…',
      save_view_title: 'Enregistrer les filtres, le tri et les colonnes actuels comme vue',
      view_name: 'Nom de la vue',
      remove_view: 'Supprimer la vue « %{name} »',
      view_saved: 'Vue « %{name} » enregistrée',
    },
    views: {
      new_website_this_week: 'Nouvelles demandes du site cette semaine',
      in_progress: 'En cours',
      new_enquiries: 'Nouvelles demandes',
      unpublished: 'Non publiés',
      unverified: 'Pas encore vérifiés',
    },
  },
};
