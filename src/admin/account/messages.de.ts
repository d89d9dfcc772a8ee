import type { Translation } from '../i18n/define';
import type { accountMessages } from './messages';

export const accountMessagesDe: Translation<typeof accountMessages> = {
  vp: {
    profile: {
      upload_picture: 'Bild hochladen',
      replace_picture: 'Bild ersetzen',
      remove_picture: 'Bild entfernen',
      picture_hint: 'PNG, JPEG oder WebP, höchstens 2 MB. Zum Übernehmen speichern.',
    },
    sessions: {
      title: 'Angemeldete Geräte',
      intro:
        'Wo Ihr Konto angemeldet ist. Beenden Sie jede Sitzung, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.',
      device: '%{browser} unter %{os}',
      unknown_device: 'Unbekanntes Gerät',
      current: 'Dieses Gerät',
      end: 'Sitzung beenden',
      end_named: 'Sitzung auf %{device} beenden',
      ended: 'Die Sitzung wurde beendet.',
      details: 'Adresse %{ip} · zuletzt aktiv %{seen}',
    },
    security: {
      proof_title: 'Bestätigen Sie, dass Sie es sind',
      proof_text:
        'Geben Sie Ihr Passwort ein, um fortzufahren. Das wird vor jeder Änderung an der Anmeldung eines Kontos abgefragt.',
      proof_factor_text:
        'Bestätigen Sie mit einem aktuellen Code Ihrer Authenticator-App, einem Passkey oder einem Wiederherstellungscode, um fortzufahren. Das wird vor jeder Änderung an der Anmeldung eines Kontos abgefragt.',
      password: 'Passwort',
      proof_confirm: 'Bestätigen',
      title: 'Anmeldung in zwei Schritten',
      intro:
        'Ein zweiter Faktor schützt Ihr Konto auch dann, wenn Ihr Passwort bekannt wird: Nach dem Passwort geben Sie einen Code aus einer App auf Ihrem Telefon ein oder verwenden einen Passkey. Mit einem Passkey melden Sie sich auch ohne Passwort an.',
      none: 'Noch kein zweiter Faktor.',
      none_required: 'Ihre Rolle erfordert einen zweiten Faktor: Richten Sie ihn jetzt ein.',
      kind: { totp: 'Authenticator-App', passkey: 'Passkey' },
      added_on: 'Hinzugefügt am %{date}',
      add_totp: 'Authenticator-App einrichten',
      added: 'Die Authenticator-App ist eingerichtet.',
      add_passkey: 'Passkey hinzufügen',
      passkey_added: 'Der Passkey ist eingerichtet.',
      passkey_name: 'Name des Passkeys (zum Beispiel: Arbeitslaptop)',
      add_title: 'Einen zweiten Faktor hinzufügen',
      add_text:
        'Bestätigen Sie mit einem aktuellen Code Ihrer Authenticator-App, einem Passkey oder einem Wiederherstellungscode, bevor Sie einen weiteren Faktor hinzufügen.',
      remove: 'Entfernen',
      removed: 'Der zweite Faktor wurde entfernt.',
      remove_title: 'Diesen zweiten Faktor entfernen?',
      remove_text:
        'Bestätigen Sie mit einem aktuellen Code Ihrer Authenticator-App, einem Passkey oder einem Wiederherstellungscode.',
      recovery_left: 'Noch ein Wiederherstellungscode |||| Noch %{smart_count} Wiederherstellungscodes',
      regenerate: 'Neue Wiederherstellungscodes',
      regenerate_text:
        'Ihre bisherigen Wiederherstellungscodes werden ungültig. Geben Sie zur Bestätigung einen aktuellen Code Ihrer Authenticator-App (oder einen Wiederherstellungscode) ein.',
    },
  },
};
