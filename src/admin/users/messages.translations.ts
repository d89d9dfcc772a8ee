import type { Translation } from '@/domain/translation';
import type { userMessages } from './messages';

export const de: Translation<typeof userMessages> = {
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

export const fr: Translation<typeof userMessages> = {
  vp: {
    users: {
      send_reset: 'Envoyer un code de réinitialisation',
      reset_factors: 'Réinitialiser les seconds facteurs',
      reset_factors_title: 'Réinitialiser les seconds facteurs de %{email} ?',
      reset_factors_content:
        'Son application d’authentification et ses codes de récupération ne fonctionneront plus ; la personne est déconnectée et prévenue par e-mail. Ne le faites qu’en étant sûr de qui le demande (téléphone perdu).',
      end_sessions: 'Terminer toutes les sessions',
      end_sessions_title: 'Terminer toutes les sessions de %{email} ?',
      end_sessions_content:
        'La personne est déconnectée sur tous ses appareils et prévenue par e-mail. Elle peut se reconnecter avec son mot de passe.',
      end_sessions_done: 'Toutes les sessions de %{email} ont été terminées.',
      reset_factors_done: 'Les seconds facteurs de %{email} ont été réinitialisés.',
      reset_sent: 'Un code a été envoyé à %{email}.',
      deactivate: 'Désactiver',
      activate: 'Activer',
      deactivate_title: 'Désactiver %{email} ?',
      deactivate_content:
        "L'utilisateur est déconnecté immédiatement et ne peut plus se connecter tant que le compte n'est pas réactivé.",
      activate_title: 'Activer %{email} ?',
      activate_content: "L'utilisateur peut de nouveau se connecter avec son mot de passe.",
      deactivated: '%{email} a été désactivé et déconnecté.',
      activated: '%{email} a été activé.',
    },
    access: {
      approve: 'Accepter',
      reject: 'Refuser',
      approve_title: 'Accepter la demande de %{name}',
      approve_text:
        'Un compte est créé pour %{email} (%{type}) et un code pour définir le mot de passe est envoyé à cette adresse.',
      new_organization: 'Créer une nouvelle organisation « %{name} » (non publiée)',
      existing_organization: 'Rattacher à une organisation existante',
      organization: 'Organisation',
      approved: 'La demande de %{email} a été acceptée ; un code pour définir le mot de passe a été envoyé.',
      reject_title: 'Refuser la demande de %{email} ?',
      reject_content: "Aucun compte n'est créé. La demande reste dans la liste comme refusée.",
      rejected: 'La demande de %{email} a été refusée.',
    },
  },
};
