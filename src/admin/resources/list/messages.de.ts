import type { Translation } from '../../i18n/define';
import type { listMessages } from './messages';

export const listMessagesDe: Translation<typeof listMessages> = {
  vp: {
    list: {
      estimated_range: '%{offsetBegin}-%{offsetEnd} von etwa %{total}',
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
      edit_view: 'Ansicht „%{name}“ umbenennen oder teilen',
      edit_view_title: 'Ansicht umbenennen oder teilen',
      shared_views: 'Mit Ihnen geteilt',
      shared_by: 'Geteilt von %{name}',
      shared_note: 'Geteilt',
      shared_with: 'Teilen mit',
      shared_with_help: 'Alle mit dieser Rolle sehen die Ansicht in ihrem Menü „Ansichten“.',
      shared_with_nobody: 'Niemandem (nur ich)',
      current_view: 'Aktuelle Ansicht: %{name}',
      all_tab: 'Alle',
      status_tabs: 'Einträge nach Status',
    },
    views: {
      new_website_this_week: 'Neue Website-Anfragen dieser Woche',
      in_progress: 'In Bearbeitung',
      new_enquiries: 'Neue Anfragen',
      unpublished: 'Nicht veröffentlicht',
      unverified: 'Noch nicht verifiziert',
    },
  },
};
