import type { Translation } from '../i18n/define';
import type { userMessages } from './messages';

export const userMessagesFr: Translation<typeof userMessages> = {
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
