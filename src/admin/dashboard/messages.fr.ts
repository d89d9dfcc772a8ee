import type { Translation } from '../i18n/define';
import type { dashboardMessages } from './messages';

export const dashboardMessagesFr: Translation<typeof dashboardMessages> = {
  vp: {
    menu: { analytics: 'Statistiques' },
    dashboard: {
      new_this_week: 'Nouvelles demandes cette semaine',
      open: 'Demandes ouvertes',
      last_30_days: 'Demandes des 30 derniers jours',
      per_week: 'Demandes par semaine',
      attention_title: 'À traiter',
      nothing_pending: 'Rien à traiter.',
      figures_error: 'Les chiffres n’ont pas pu être chargés.',
      attention: {
        pending_requests: 'Une demande d’accès à trancher |||| %{smart_count} demandes d’accès à trancher',
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
