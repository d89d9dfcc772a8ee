import type { Translation } from '../i18n/define';
import type { checkVisaMessages } from './messages';

export const checkVisaMessagesDe: Translation<typeof checkVisaMessages> = {
  vp: {
    check_visa: {
      title: 'Visumpflicht prüfen',
      intro:
        'Wählen Sie einen Reisepass und ein Reiseziel, um zu sehen, was Reisende brauchen – so, wie es das öffentliche Werkzeug zeigt.',
      passport: 'Reisepass',
      destination: 'Reiseziel',
      no_countries: 'Keine Länder gefunden',
      loading_countries: 'Länder werden geladen…',
      choose_both: 'Wählen Sie einen Reisepass und ein Reiseziel, um die Einreisebestimmung zu sehen.',
      same_country: 'Wählen Sie zwei verschiedene Länder: Mit dem eigenen Pass braucht man kein Visum.',
      loading: 'Einreisebestimmung wird gesucht…',
      not_found: 'Für diesen Reisepass und dieses Reiseziel ist noch keine Einreisebestimmung erfasst.',
      load_failed: 'Die Einreisebestimmung konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
      pair: 'Reisepass %{passport} nach %{destination}',
      requirement: 'Einreisebestimmung',
      stay: 'Aufenthalt',
      stay_days: 'Bis zu %{smart_count} Tag |||| Bis zu %{smart_count} Tage',
      stay_unknown: 'Nicht angegeben',
      notes: 'Hinweise',
      matching_visa: 'Passendes Visum',
      no_visa: 'Für dieses Reiseziel gibt es noch keine Visuminformationen.',
      open_visa: 'Visum öffnen',
      documents: 'Unterlagen',
      no_documents: 'Keine Unterlagen angegeben.',
      mandatory: 'Pflicht',
      optional: 'Optional',
      faqs: 'Häufige Fragen',
      no_faqs: 'Noch keine Fragen.',
      checked: 'Quelle: %{source}, geprüft am %{date}',
      about_title: 'Über die Daten:',
      about:
        'Die Einreisebestimmungen stammen aus dem Datensatz passport-index (MIT-Lizenz), zusammengestellt aus passportindex.org, Stand 12. Januar 2025.',
      import_title: 'Einreisebestimmungen importieren',
      import_intro:
        'Laden Sie eine CSV-Datei mit den Spalten Passport,Destination,Requirement hoch (zweistellige ISO-Ländercodes). Sie sehen vor dem Speichern, was sich ändern würde; eine Datei mit ungültigen Zeilen wird nie übernommen.',
    },
  },
};
