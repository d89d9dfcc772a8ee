import { defineMessages } from '../i18n/define';

export const auditMessages = defineMessages({
  en: {
    resources: {
      'audit-log': {
        name: 'Audit entry |||| Audit log',
        fields: { at: 'When', user_id: 'User id', action: 'Action', resource: 'Resource', record_id: 'Record', changes: 'Changes', ip: 'Address' },
      },
    },
    vp: { menu: { administration: 'Administration' } },
  },
  de: {
    resources: {
      'audit-log': {
        name: 'Protokolleintrag |||| Änderungsprotokoll',
        fields: { at: 'Zeitpunkt', user_id: 'Benutzer-ID', action: 'Aktion', resource: 'Ressource', record_id: 'Datensatz', changes: 'Änderungen', ip: 'Adresse' },
      },
    },
    vp: { menu: { administration: 'Verwaltung' } },
  },
  fr: {
    resources: {
      'audit-log': {
        name: "Entrée du journal |||| Journal d'audit",
        fields: { at: 'Date', user_id: 'Id utilisateur', action: 'Action', resource: 'Ressource', record_id: 'Enregistrement', changes: 'Modifications', ip: 'Adresse' },
      },
    },
    vp: { menu: { administration: 'Administration' } },
  },
});
