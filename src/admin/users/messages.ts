import { defineMessages } from '../i18n/define';

/** Users and access requests: resource labels, their choices, and the texts of their buttons and dialogs. */
export const userMessages = defineMessages({
  en: {
    resources: {
      users: {
        name: 'User |||| Users',
        fields: {
          first_name: 'First name', last_name: 'Last name', email: 'Email', user_type: 'Role', organization_id: 'Organisation',
          profile_pic: 'Picture', is_active: 'Active', last_login_at: 'Last sign-in',
        },
      },
      'access-requests': {
        name: 'Access request |||| Access requests',
        fields: {
          first_name: 'First name', last_name: 'Last name', email: 'Email', organisation: 'Organisation (as given)',
          partner_type: 'Type of organisation', message: 'Message', status: 'Status', decided_at: 'Decided', user_id: 'Account',
        },
      },
    },
    vp: {
      choices: {
        user_type: { 1: 'Admin', 4: 'Insurance', 5: 'University', 6: 'Consultants', 7: 'Languages', 8: 'Bank' },
        access_status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
      },
      users: {
        send_reset: 'Send password reset code',
        reset_sent: 'A code has been mailed to %{email}.',
        deactivate: 'Deactivate',
        activate: 'Activate',
        deactivate_title: 'Deactivate %{email}?',
        deactivate_content: 'The user is signed out at once and can no longer sign in until the account is activated again.',
        activate_title: 'Activate %{email}?',
        activate_content: 'The user can sign in again with their password.',
        deactivated: '%{email} has been deactivated and signed out.',
        activated: '%{email} has been activated.',
      },
      access: {
        approve: 'Approve',
        reject: 'Reject',
        approve_title: 'Approve the request of %{name}',
        approve_text: 'An account for %{email} (%{type}) is created and a code to set a password is mailed to that address.',
        new_organization: 'Create a new organisation "%{name}" (unpublished)',
        existing_organization: 'Add to an existing organisation',
        organization: 'Organisation',
        approved: 'The request of %{email} has been approved; a code to set a password has been mailed.',
        reject_title: 'Reject the request of %{email}?',
        reject_content: 'No account is created. The request stays in the list as rejected.',
        rejected: 'The request of %{email} has been rejected.',
      },
    },
  },
  de: {
    resources: {
      users: {
        name: 'Benutzer |||| Benutzer',
        fields: {
          first_name: 'Vorname', last_name: 'Nachname', email: 'E-Mail', user_type: 'Rolle', organization_id: 'Organisation',
          profile_pic: 'Bild', is_active: 'Aktiv', last_login_at: 'Letzte Anmeldung',
        },
      },
      'access-requests': {
        name: 'Zugangsanfrage |||| Zugangsanfragen',
        fields: {
          first_name: 'Vorname', last_name: 'Nachname', email: 'E-Mail', organisation: 'Organisation (wie angegeben)',
          partner_type: 'Art der Organisation', message: 'Nachricht', status: 'Status', decided_at: 'Entschieden', user_id: 'Konto',
        },
      },
    },
    vp: {
      choices: {
        user_type: { 1: 'Administrator', 4: 'Versicherung', 5: 'Hochschule', 6: 'Beratung', 7: 'Sprachen', 8: 'Bank' },
        access_status: { pending: 'Offen', approved: 'Angenommen', rejected: 'Abgelehnt' },
      },
      users: {
        send_reset: 'Code zum Zurücksetzen senden',
        reset_sent: 'Ein Code wurde an %{email} gesendet.',
        deactivate: 'Deaktivieren',
        activate: 'Aktivieren',
        deactivate_title: '%{email} deaktivieren?',
        deactivate_content: 'Der Benutzer wird sofort abgemeldet und kann sich erst wieder anmelden, wenn das Konto aktiviert wird.',
        activate_title: '%{email} aktivieren?',
        activate_content: 'Der Benutzer kann sich wieder mit seinem Passwort anmelden.',
        deactivated: '%{email} wurde deaktiviert und abgemeldet.',
        activated: '%{email} wurde aktiviert.',
      },
      access: {
        approve: 'Annehmen',
        reject: 'Ablehnen',
        approve_title: 'Anfrage von %{name} annehmen',
        approve_text: 'Für %{email} (%{type}) wird ein Konto angelegt; an diese Adresse geht ein Code, mit dem ein Passwort gesetzt wird.',
        new_organization: 'Neue Organisation „%{name}“ anlegen (nicht veröffentlicht)',
        existing_organization: 'Einer bestehenden Organisation zuordnen',
        organization: 'Organisation',
        approved: 'Die Anfrage von %{email} wurde angenommen; ein Code zum Setzen des Passworts wurde gesendet.',
        reject_title: 'Anfrage von %{email} ablehnen?',
        reject_content: 'Es wird kein Konto angelegt. Die Anfrage bleibt als abgelehnt in der Liste.',
        rejected: 'Die Anfrage von %{email} wurde abgelehnt.',
      },
    },
  },
  fr: {
    resources: {
      users: {
        name: 'Utilisateur |||| Utilisateurs',
        fields: {
          first_name: 'Prénom', last_name: 'Nom', email: 'E-mail', user_type: 'Rôle', organization_id: 'Organisation',
          profile_pic: 'Photo', is_active: 'Actif', last_login_at: 'Dernière connexion',
        },
      },
      'access-requests': {
        name: "Demande d'accès |||| Demandes d'accès",
        fields: {
          first_name: 'Prénom', last_name: 'Nom', email: 'E-mail', organisation: 'Organisation (telle que saisie)',
          partner_type: "Type d'organisation", message: 'Message', status: 'Statut', decided_at: 'Décidée le', user_id: 'Compte',
        },
      },
    },
    vp: {
      choices: {
        user_type: { 1: 'Administrateur', 4: 'Assurance', 5: 'Université', 6: 'Conseillers', 7: 'Langues', 8: 'Banque' },
        access_status: { pending: 'En attente', approved: 'Acceptée', rejected: 'Refusée' },
      },
      users: {
        send_reset: 'Envoyer un code de réinitialisation',
        reset_sent: 'Un code a été envoyé à %{email}.',
        deactivate: 'Désactiver',
        activate: 'Activer',
        deactivate_title: 'Désactiver %{email} ?',
        deactivate_content: "L'utilisateur est déconnecté immédiatement et ne peut plus se connecter tant que le compte n'est pas réactivé.",
        activate_title: 'Activer %{email} ?',
        activate_content: "L'utilisateur peut de nouveau se connecter avec son mot de passe.",
        deactivated: '%{email} a été désactivé et déconnecté.',
        activated: '%{email} a été activé.',
      },
      access: {
        approve: 'Accepter',
        reject: 'Refuser',
        approve_title: 'Accepter la demande de %{name}',
        approve_text: 'Un compte est créé pour %{email} (%{type}) et un code pour définir le mot de passe est envoyé à cette adresse.',
        new_organization: 'Créer une nouvelle organisation « %{name} » (non publiée)',
        existing_organization: 'Rattacher à une organisation existante',
        organization: 'Organisation',
        approved: 'La demande de %{email} a été acceptée ; un code pour définir le mot de passe a été envoyé.',
        reject_title: 'Refuser la demande de %{email} ?',
        reject_content: "Aucun compte n'est créé. La demande reste dans la liste comme refusée.",
        rejected: 'La demande de %{email} a été refusée.',
      },
    },
  },
});
