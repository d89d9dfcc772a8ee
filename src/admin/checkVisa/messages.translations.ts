import type { Translation } from '@/domain/translation';
import type { checkVisaMessages } from './messages';

export const de: Translation<typeof checkVisaMessages> = {
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

export const fr: Translation<typeof checkVisaMessages> = {
  vp: {
    check_visa: {
      title: 'Vérifier mon visa',
      intro:
        'Choisissez un passeport et une destination pour voir ce dont le voyageur a besoin, comme le montre l’outil public.',
      passport: 'Passeport',
      destination: 'Destination',
      no_countries: 'Aucun pays trouvé',
      loading_countries: 'Chargement des pays…',
      choose_both: 'Choisissez un passeport et une destination pour voir les conditions d’entrée.',
      same_country: 'Choisissez deux pays différents : avec son propre passeport, aucun visa n’est nécessaire.',
      loading: 'Recherche des conditions d’entrée…',
      not_found: 'Aucune condition d’entrée n’est encore enregistrée pour ce passeport et cette destination.',
      load_failed: 'Les conditions d’entrée n’ont pas pu être chargées. Veuillez réessayer.',
      pair: 'Passeport %{passport} vers %{destination}',
      requirement: 'Condition d’entrée',
      stay: 'Séjour',
      stay_days: 'Jusqu’à %{smart_count} jour |||| Jusqu’à %{smart_count} jours',
      stay_unknown: 'Non précisé',
      notes: 'Remarques',
      matching_visa: 'Visa correspondant',
      no_visa: 'Pas encore d’informations sur les visas pour cette destination.',
      open_visa: 'Ouvrir le visa',
      documents: 'Documents',
      no_documents: 'Aucun document indiqué.',
      mandatory: 'Obligatoire',
      optional: 'Facultatif',
      faqs: 'Questions fréquentes',
      no_faqs: 'Pas encore de questions.',
      checked: 'Source : %{source}, vérifié le %{date}',
      about_title: 'À propos des données :',
      about:
        'Les conditions d’entrée proviennent du jeu de données passport-index (licence MIT), compilé à partir de passportindex.org, à jour au 12 janvier 2025.',
      import_title: 'Importer les conditions d’entrée',
      import_intro:
        'Téléversez un fichier CSV avec les colonnes Passport,Destination,Requirement (codes pays ISO à deux lettres). Vous voyez ce qui changerait avant tout enregistrement ; un fichier contenant une ligne invalide n’est jamais appliqué.',
    },
  },
};
