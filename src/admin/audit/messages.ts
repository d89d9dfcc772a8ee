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
      },
    },
  },
});
