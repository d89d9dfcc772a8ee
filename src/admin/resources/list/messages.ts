import { defineMessages } from '../../i18n/define';

/**
 * The generated lists' own texts (`vp.list.*`: empty state, phone filters, saved views) and the names of the
 * views the definitions give each role (`vp.views.<key>`).
 */
export const listMessages = defineMessages({
  en: {
    vp: {
      list: {
        empty: 'No %{name} yet',
        empty_vowel: 'No %{name} yet',
        empty_invite: 'Records you create appear here.',
        empty_read_only: 'Records appear here as they are added.',
        filters: 'Filters',
        filters_count: 'Filters (%{count})',
        show_results: 'Show results',
        views: 'Views',
        suggested_views: 'Suggested views',
        my_views: 'My views',
        all_records: 'All records',
        save_view: 'Save current view…',
        save_view_title: 'Save the current filters, sort and columns as a view',
        view_name: 'Name of the view',
        remove_view: 'Remove the view “%{name}”',
        view_saved: 'View “%{name}” saved',
      },
      views: {
        new_website_this_week: 'New website enquiries this week',
        in_progress: 'In progress',
        new_enquiries: 'New enquiries',
        unpublished: 'Not published',
        unverified: 'Not verified yet',
      },
    },
  },
  de: {
    vp: {
      list: {
        empty: 'Noch keine %{name}',
        empty_vowel: 'Noch keine %{name}',
        empty_invite: 'Einträge, die Sie anlegen, erscheinen hier.',
        empty_read_only: 'Einträge erscheinen hier, sobald sie hinzukommen.',
        filters: 'Filter',
        filters_count: 'Filter (%{count})',
        show_results: 'Ergebnisse anzeigen',
        views: 'Ansichten',
        suggested_views: 'Vorgeschlagene Ansichten',
        my_views: 'Meine Ansichten',
        all_records: 'Alle Einträge',
        save_view: 'Aktuelle Ansicht speichern…',
        save_view_title: 'Aktuelle Filter, Sortierung und Spalten als Ansicht speichern',
        view_name: 'Name der Ansicht',
        remove_view: 'Ansicht „%{name}“ entfernen',
        view_saved: 'Ansicht „%{name}“ gespeichert',
      },
      views: {
        new_website_this_week: 'Neue Website-Anfragen dieser Woche',
        in_progress: 'In Bearbeitung',
        new_enquiries: 'Neue Anfragen',
        unpublished: 'Nicht veröffentlicht',
        unverified: 'Noch nicht verifiziert',
      },
    },
  },
  fr: {
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
  },
});
