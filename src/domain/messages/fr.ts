import type { DomainMessages } from './en';

export const domainFr: DomainMessages = {
  vp: {
    validation: {
      required: 'Obligatoire',
      invalid: 'Valeur non valide',
      email_required: "L'e-mail est obligatoire",
      email_invalid: "L'e-mail doit être une adresse e-mail valide",
      password_required: 'Le mot de passe est obligatoire',
      password_too_short: 'Utilisez au moins 12 caractères',
      password_too_long: 'Utilisez au plus 256 caractères',
      too_long: 'Trop long',
      too_short: 'Trop court',
      too_small: 'Trop petit',
      too_big: 'Trop grand',
      otp_invalid: 'Saisissez le code à 6 chiffres',
      choice: 'Choisissez une des options',
      invalid_input: 'Veuillez corriger les champs signalés',
    },
  },
};
