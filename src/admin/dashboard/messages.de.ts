import type { Translation } from '../i18n/define';
import type { dashboardMessages } from './messages';

export const dashboardMessagesDe: Translation<typeof dashboardMessages> = {
  vp: {
    menu: { analytics: 'Auswertungen' },
    dashboard: {
      new_this_week: 'Neue Anfragen diese Woche',
      open: 'Offene Anfragen',
      last_30_days: 'Anfragen der letzten 30 Tage',
      per_week: 'Anfragen pro Woche',
      attention_title: 'Zu erledigen',
      nothing_pending: 'Nichts zu erledigen.',
      figures_error: 'Die Zahlen konnten nicht geladen werden.',
      attention: {
        pending_requests: 'Ein Zugangsantrag zu entscheiden |||| %{smart_count} Zugangsanträge zu entscheiden',
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
