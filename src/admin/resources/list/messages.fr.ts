import type { Translation } from '../../i18n/define';
import type { listMessages } from './messages';

export const listMessagesFr: Translation<typeof listMessages> = {
  vp: {
    list: {
      estimated_range: '%{offsetBegin}-%{offsetEnd} sur environ %{total}',
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
      edit_view: 'Renommer ou partager la vue « %{name} »',
      edit_view_title: 'Renommer ou partager la vue',
      shared_views: 'Partagées avec vous',
      shared_by: 'Partagée par %{name}',
      shared_note: 'Partagée',
      shared_with: 'Partager avec',
      shared_with_help: 'Toutes les personnes ayant ce rôle voient la vue dans leur menu Vues.',
      shared_with_nobody: 'Personne (moi seul)',
      current_view: 'Vue actuelle : %{name}',
      all_tab: 'Tout',
      status_tabs: 'Enregistrements par statut',
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
