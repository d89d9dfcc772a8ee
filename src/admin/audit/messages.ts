import { defineMessages } from '../i18n/define';

export const auditMessages = defineMessages({
  en: {
    resources: {
      'audit-log': {
        name: 'Audit entry |||| Audit log',
        fields: { at: 'When', user_id: 'User', action: 'Action', resource: 'Resource', record_id: 'Record', changes: 'Changes', ip: 'Address' },
      },
    },
    vp: {
      menu: { administration: 'Administration' },
      audit: {
        changes: 'Changes', record: 'Recorded values', field: 'Field', from: 'Before', to: 'After', value: 'Value',
        resource: { session: 'Sign-ins', me: 'Own profile' },
        system: 'System', anonymous: 'Not signed in',
        action: {
          create: 'Created', update: 'Changed', delete: 'Deleted', import: 'Imported', approve: 'Approved',
          reject: 'Rejected', login_success: 'Signed in', login_failure: 'Sign-in failed',
          login_throttled: 'Sign-in blocked (too many attempts)', logout: 'Signed out',
          password_change: 'Password changed', password_reset_request: 'Password reset requested',
          password_reset_verify: 'Reset code confirmed', password_reset_verify_failed: 'Wrong reset code',
          password_reset: 'Password reset', password_reset_send: 'Reset code sent',
          access_forbidden: 'Access refused', auth_denied: 'Not signed in: refused', export: 'Exported',
          enquiry_honeypot: 'Spam enquiry discarded',
        },
      },
    },
  },
  de: {
    resources: {
      'audit-log': {
        name: 'Protokolleintrag |||| Änderungsprotokoll',
        fields: { at: 'Zeitpunkt', user_id: 'Benutzer', action: 'Aktion', resource: 'Ressource', record_id: 'Datensatz', changes: 'Änderungen', ip: 'Adresse' },
      },
    },
    vp: {
      menu: { administration: 'Verwaltung' },
      audit: {
        changes: 'Änderungen', record: 'Erfasste Werte', field: 'Feld', from: 'Vorher', to: 'Nachher', value: 'Wert',
        resource: { session: 'Anmeldungen', me: 'Eigenes Profil' },
        system: 'System', anonymous: 'Nicht angemeldet',
        action: {
          create: 'Erstellt', update: 'Geändert', delete: 'Gelöscht', import: 'Importiert', approve: 'Genehmigt',
          reject: 'Abgelehnt', login_success: 'Angemeldet', login_failure: 'Anmeldung fehlgeschlagen',
          login_throttled: 'Anmeldung gesperrt (zu viele Versuche)', logout: 'Abgemeldet',
          password_change: 'Passwort geändert', password_reset_request: 'Passwort-Zurücksetzung angefordert',
          password_reset_verify: 'Code bestätigt', password_reset_verify_failed: 'Falscher Code',
          password_reset: 'Passwort zurückgesetzt', password_reset_send: 'Code gesendet',
          access_forbidden: 'Zugriff verweigert', auth_denied: 'Nicht angemeldet: abgewiesen', export: 'Exportiert',
          enquiry_honeypot: 'Spam-Anfrage verworfen',
        },
      },
    },
  },
  fr: {
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
        },
      },
    },
  },
});
