import type { Translation } from '../i18n/define';
import type { auditMessages } from './messages';

export const auditMessagesDe: Translation<typeof auditMessages> = {
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
        mfa_enrol: 'Zweiter Faktor hinzugefügt', mfa_remove: 'Zweiter Faktor entfernt',
        mfa_reset: 'Zweite Faktoren durch Admin zurückgesetzt', mfa_recovery_used: 'Wiederherstellungscode verwendet',
        mfa_recovery_codes: 'Neue Wiederherstellungscodes',
      },
    },
  },
};
