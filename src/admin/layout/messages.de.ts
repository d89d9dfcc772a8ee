import type { Translation } from '../i18n/define';
import type { layoutMessages } from './messages';

export const layoutMessagesDe: Translation<typeof layoutMessages> = {
  vp: {
    role: {
      admin: 'Administrator',
      insurance: 'Versicherung',
      university: 'Hochschule',
      consultants: 'Beratung',
      languages: 'Sprachen',
      bank: 'Bank',
    },
    undo: {
      action: 'Rückgängig',
      done: 'Änderung rückgängig gemacht',
      saved: 'Änderung gespeichert',
      deleted: '%{smart_count} Datensatz gelöscht |||| %{smart_count} Datensätze gelöscht',
    },
    shell: {
      version: 'Version: %{version}',
      fullscreen: 'Vollbild',
      exit_fullscreen: 'Vollbild beenden',
      language: 'Sprache',
      account: 'Konto',
      profile: 'Profil',
      change_password: 'Passwort ändern',
      theme_settings: 'Darstellung',
      logout: 'Abmelden',
      main_navigation: 'Hauptnavigation',
      skip_to_content: 'Zum Inhalt springen',
    },
    palette: {
      open: 'Datensätze suchen (Strg+K)',
      title: 'Datensätze suchen',
      placeholder: 'Datensatz nach Titel finden',
      hint: 'Geben Sie einen Titel ein: ein Land, einen Kurs, eine Organisation…',
      searching: 'Suche läuft…',
      no_results: 'Nichts gefunden für „%{q}“',
      results: 'Ein Datensatz gefunden |||| %{smart_count} Datensätze gefunden',
      error: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      keys: '↑ ↓ zum Wählen, Eingabe zum Öffnen, Esc zum Schließen',
    },
    menu: {
      dashboard: 'Übersicht',
      my_organisation: 'Unsere Angaben',
    },
    dashboard: {
      title: 'Übersicht',
      welcome: 'Willkommen, %{name}',
      signed_in_as: 'Angemeldet als %{role}',
      shortcuts: 'Wohin möchten Sie?',
    },
    profile: {
      title: 'Profil',
      saved: 'Profil gespeichert',
      picture: 'Bildadresse',
      password_title: 'Passwort ändern',
      current_password: 'Aktuelles Passwort',
      password_saved: 'Passwort geändert. Ihre anderen Sitzungen wurden abgemeldet.',
    },
    page: {
      not_found_title: 'Seite nicht gefunden',
      not_found_text: 'Die gesuchte Seite konnte leider nicht gefunden werden.',
      error_title: 'Etwas ist schiefgelaufen',
      error_text:
        'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut; wenn er weiter auftritt, wenden Sie sich an die Administration.',
      maintenance_title: 'Wartungsarbeiten',
      maintenance_text: 'Der Dienst startet oder wird aktualisiert. Diese Seite versucht es automatisch erneut.',
      go_home: 'Zur Übersicht',
      retry: 'Erneut versuchen',
    },
  },
};
