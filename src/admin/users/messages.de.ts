import type { Translation } from '../i18n/define';
import type { userMessages } from './messages';

export const userMessagesDe: Translation<typeof userMessages> = {
  vp: {
    users: {
      send_reset: 'Code zum Zurücksetzen senden',
      reset_factors: 'Zweite Faktoren zurücksetzen',
      reset_factors_title: 'Zweite Faktoren von %{email} zurücksetzen?',
      reset_factors_content:
        'Authenticator-App und Wiederherstellungscodes werden ungültig, die Person wird abgemeldet und per E-Mail informiert. Tun Sie das nur, wenn Sie sicher wissen, wer fragt (verlorenes Telefon).',
      end_sessions: 'Alle Sitzungen beenden',
      end_sessions_title: 'Alle Sitzungen von %{email} beenden?',
      end_sessions_content:
        'Die Person wird sofort auf allen Geräten abgemeldet und per E-Mail informiert. Sie kann sich mit ihrem Passwort wieder anmelden.',
      end_sessions_done: 'Alle Sitzungen von %{email} wurden beendet.',
      reset_factors_done: 'Die zweiten Faktoren von %{email} wurden zurückgesetzt.',
      reset_sent: 'Ein Code wurde an %{email} gesendet.',
      deactivate: 'Deaktivieren',
      activate: 'Aktivieren',
      deactivate_title: '%{email} deaktivieren?',
      deactivate_content:
        'Der Benutzer wird sofort abgemeldet und kann sich erst wieder anmelden, wenn das Konto aktiviert wird.',
      activate_title: '%{email} aktivieren?',
      activate_content: 'Der Benutzer kann sich wieder mit seinem Passwort anmelden.',
      deactivated: '%{email} wurde deaktiviert und abgemeldet.',
      activated: '%{email} wurde aktiviert.',
    },
    access: {
      approve: 'Annehmen',
      reject: 'Ablehnen',
      approve_title: 'Anfrage von %{name} annehmen',
      approve_text:
        'Für %{email} (%{type}) wird ein Konto angelegt; an diese Adresse geht ein Code, mit dem ein Passwort gesetzt wird.',
      new_organization: 'Neue Organisation „%{name}“ anlegen (nicht veröffentlicht)',
      existing_organization: 'Einer bestehenden Organisation zuordnen',
      organization: 'Organisation',
      approved: 'Die Anfrage von %{email} wurde angenommen; ein Code zum Setzen des Passworts wurde gesendet.',
      reject_title: 'Anfrage von %{email} ablehnen?',
      reject_content: 'Es wird kein Konto angelegt. Die Anfrage bleibt als abgelehnt in der Liste.',
      rejected: 'Die Anfrage von %{email} wurde abgelehnt.',
    },
  },
};
