import type { DomainMessages } from './en';

export const domainDe: DomainMessages = {
  vp: {
    validation: {
      required: 'Pflichtfeld',
      invalid: 'Ungültiger Wert',
      email_required: 'E-Mail ist erforderlich',
      email_invalid: 'Die E-Mail muss eine gültige E-Mail-Adresse sein',
      password_required: 'Passwort ist erforderlich',
      password_too_short: 'Verwenden Sie mindestens 12 Zeichen',
      password_too_long: 'Verwenden Sie höchstens 256 Zeichen',
      too_long: 'Zu lang',
      too_short: 'Zu kurz',
      too_small: 'Zu klein',
      too_big: 'Zu groß',
      otp_invalid: 'Geben Sie den 6-stelligen Code ein',
      choice: 'Wählen Sie eine der Optionen',
      invalid_input: 'Bitte korrigieren Sie die markierten Felder',
    },
  },
};
