import type { Translation } from '../i18n/define';
import type { layoutMessages } from './messages';

export const layoutMessagesFr: Translation<typeof layoutMessages> = {
  vp: {
    role: {
      admin: 'Administrateur',
      insurance: 'Assurance',
      university: 'Université',
      consultants: 'Conseillers',
      languages: 'Langues',
      bank: 'Banque',
    },
    undo: {
      action: 'Annuler',
      done: 'Modification annulée',
      saved: 'Modification enregistrée',
      deleted: '%{smart_count} enregistrement supprimé |||| %{smart_count} enregistrements supprimés',
    },
    shell: {
      version: 'Version : %{version}',
      fullscreen: 'Plein écran',
      exit_fullscreen: 'Quitter le plein écran',
      language: 'Langue',
      account: 'Compte',
      profile: 'Profil',
      change_password: 'Changer le mot de passe',
      theme_settings: "Paramètres d'affichage",
      logout: 'Déconnexion',
      main_navigation: 'Navigation principale',
      skip_to_content: 'Aller au contenu',
    },
    palette: {
      open: 'Rechercher des fiches (Ctrl+K)',
      title: 'Rechercher des fiches',
      placeholder: 'Trouver une fiche par son titre',
      hint: 'Saisissez un titre : un pays, une formation, une organisation…',
      searching: 'Recherche…',
      no_results: 'Aucun résultat pour « %{q} »',
      results: 'Une fiche trouvée |||| %{smart_count} fiches trouvées',
      error: 'La recherche a échoué. Veuillez réessayer.',
      keys: '↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer',
    },
    menu: {
      dashboard: 'Tableau de bord',
      my_organisation: 'Nos informations',
    },
    dashboard: {
      title: 'Tableau de bord',
      welcome: 'Bienvenue, %{name}',
      signed_in_as: 'Connecté avec le rôle %{role}',
      shortcuts: 'Accès rapides',
    },
    profile: {
      title: 'Profil',
      saved: 'Profil enregistré',
      picture: "Adresse de l'image",
      password_title: 'Changer le mot de passe',
      current_password: 'Mot de passe actuel',
      password_saved: 'Mot de passe changé. Vos autres sessions ont été déconnectées.',
    },
    page: {
      not_found_title: 'Page introuvable',
      not_found_text: 'Désolé, la page que vous cherchez est introuvable.',
      error_title: "Une erreur s'est produite",
      error_text: "Une erreur inattendue s'est produite. Réessayez ; si elle persiste, prévenez un administrateur.",
      maintenance_title: 'Maintenance en cours',
      maintenance_text: 'Le service démarre ou est mis à jour. Cette page réessaie automatiquement.',
      go_home: 'Aller au tableau de bord',
      retry: 'Réessayer',
    },
  },
};
