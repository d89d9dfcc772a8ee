import type { Translation } from '../i18n/define';
import type { auditMessages } from './messages';

export const auditMessagesFr: Translation<typeof auditMessages> = {
  resources: {
    'audit-log': {
      name: "Entrée du journal |||| Journal d'audit",
      fields: { at: 'Date', user_id: 'Utilisateur', action: 'Action', resource: 'Ressource', record_id: 'Enregistrement', changes: 'Modifications', ip: 'Adresse' },
    },
  },
  vp: {
    menu: { administration: 'Administration' },
    audit: {
      changes: 'Modifications', record: 'Valeurs enregistrées', field: 'Champ', from: 'Avant', to: 'Après', value: 'Valeur',
      resource: { session: 'Connexions', me: 'Profil personnel' },
      system: 'Système', anonymous: 'Non connecté',
      action: {
        create: 'Création', update: 'Modification', delete: 'Suppression', import: 'Import', approve: 'Approbation',
        reject: 'Refus', login_success: 'Connexion', login_failure: 'Échec de connexion',
        login_throttled: 'Connexion bloquée (trop de tentatives)', logout: 'Déconnexion',
        password_change: 'Mot de passe modifié', password_reset_request: 'Réinitialisation demandée',
        password_reset_verify: 'Code confirmé', password_reset_verify_failed: 'Code erroné',
        password_reset: 'Mot de passe réinitialisé', password_reset_send: 'Code envoyé',
        access_forbidden: 'Accès refusé', auth_denied: 'Non connecté : refusé', export: 'Export',
        enquiry_honeypot: 'Demande indésirable écartée',
        mfa_enrol: 'Second facteur ajouté', mfa_remove: 'Second facteur supprimé',
        mfa_reset: 'Seconds facteurs réinitialisés par un admin', mfa_recovery_used: 'Code de récupération utilisé',
        mfa_recovery_codes: 'Nouveaux codes de récupération',
      },
    },
  },
};
