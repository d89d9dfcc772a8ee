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
      number: 'Geben Sie eine Zahl ein',
      integer: 'Geben Sie eine ganze Zahl ein',
      url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt',
      slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche verwenden',
      key: 'Nur Kleinbuchstaben, Ziffern und Unterstriche verwenden',
      date: 'Geben Sie ein gültiges Datum ein',
      not_below_min: 'Darf nicht kleiner als das Minimum sein',
      not_before_start: 'Darf nicht vor dem Anfangsdatum liegen',
      must_differ: 'Muss sich unterscheiden',
      unique: 'Dieser Wert wird bereits von einem anderen Datensatz verwendet',
      reference_missing: 'Der ausgewählte Datensatz existiert nicht',
      invalid_input: 'Bitte korrigieren Sie die markierten Felder',
    },
  },
};
