import type { Translation } from '../i18n/define';
import type { checkVisaMessages } from './messages';

export const checkVisaMessagesFr: Translation<typeof checkVisaMessages> = {
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
