import type { Translation } from '@/domain/translation';
import type { dashboardMessages } from './messages';

export const de: Translation<typeof dashboardMessages> = {
  vp: {
    menu: { analytics: 'Auswertungen' },
    dashboard: {
      new_this_week: 'Neue Anfragen diese Woche',
      open: 'Offene Anfragen',
      last_30_days: 'Anfragen der letzten 30 Tage',
      per_week: 'Anfragen pro Woche',
      response_times: 'Median der Zeit bis zur ersten Antwort',
      organisation: 'Organisation',
      no_responses: 'In diesen Wochen wurde keine Anfrage beantwortet.',
      response_times_note:
        'Der Median jeder Woche umfasst die in dieser Woche eingegangenen Anfragen, die beantwortet wurden.',
      attention_title: 'Zu erledigen',
      nothing_pending: 'Nichts zu erledigen.',
      figures_error: 'Die Zahlen konnten nicht geladen werden.',
      translations: 'Zu aktualisierende Übersetzungen',
      translations_done: 'Alle Übersetzungen sind aktuell.',
      content: 'Inhalt',
      attention: {
        pending_requests: 'Ein Zugangsantrag zu entscheiden |||| %{smart_count} Zugangsanträge zu entscheiden',
        due_for_review: '%{name} zur Prüfung fällig: %{count}',
        unverified: 'Eine Organisation nicht verifiziert |||| %{smart_count} Organisationen nicht verifiziert',
        unpublished: 'Eine Organisation nicht veröffentlicht |||| %{smart_count} Organisationen nicht veröffentlicht',
        own_unpublished: 'Ihr Eintrag ist nicht veröffentlicht',
        own_unverified: 'Ihre Organisation ist noch nicht verifiziert',
      },
    },
    analytics: {
      title: 'Auswertungen',
      period: 'Zeitraum',
      from: 'Von',
      to: 'Bis',
      invalid_period: 'Das Ende darf nicht vor dem Beginn liegen',
      total: '%{count} Anfragen in diesem Zeitraum',
      empty: 'Keine Anfragen in diesem Zeitraum.',
      by_kind: 'Nach Art',
      by_status: 'Nach Status',
      by_nationality: 'Nach Staatsangehörigkeit (Top 10)',
      by_partner: 'Nach Partner (Top 10)',
      other: 'Sonstige',
      unknown: 'Nicht angegeben',
    },
  },
};

export const fr: Translation<typeof dashboardMessages> = {
  vp: {
    menu: { analytics: 'Statistiques' },
    dashboard: {
      new_this_week: 'Nouvelles demandes cette semaine',
      open: 'Demandes ouvertes',
      last_30_days: 'Demandes des 30 derniers jours',
      per_week: 'Demandes par semaine',
      response_times: 'Délai médian de première réponse',
      organisation: 'Organisation',
      no_responses: 'Aucune demande n’a reçu de réponse ces semaines-là.',
      response_times_note:
        'La médiane de chaque semaine porte sur les demandes reçues cette semaine-là qui ont reçu une réponse.',
      attention_title: 'À traiter',
      nothing_pending: 'Rien à traiter.',
      figures_error: 'Les chiffres n’ont pas pu être chargés.',
      translations: 'Traductions à mettre à jour',
      translations_done: 'Toutes les traductions sont à jour.',
      content: 'Contenu',
      attention: {
        pending_requests: 'Une demande d’accès à trancher |||| %{smart_count} demandes d’accès à trancher',
        due_for_review: '%{name} à revoir : %{count}',
        unverified: 'Une organisation non vérifiée |||| %{smart_count} organisations non vérifiées',
        unpublished: 'Une organisation non publiée |||| %{smart_count} organisations non publiées',
        own_unpublished: 'Votre fiche n’est pas publiée',
        own_unverified: 'Votre organisation n’est pas encore vérifiée',
      },
    },
    analytics: {
      title: 'Statistiques',
      period: 'Période',
      from: 'Du',
      to: 'Au',
      invalid_period: 'La fin ne peut pas précéder le début',
      total: '%{count} demandes sur cette période',
      empty: 'Aucune demande sur cette période.',
      by_kind: 'Par type',
      by_status: 'Par statut',
      by_nationality: 'Par nationalité (10 premières)',
      by_partner: 'Par partenaire (10 premiers)',
      other: 'Autres',
      unknown: 'Non indiquée',
    },
  },
};
