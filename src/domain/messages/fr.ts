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
      number: 'Saisissez un nombre',
      integer: 'Saisissez un nombre entier',
      url: 'Saisissez une adresse web commençant par http:// ou https://',
      slug: 'Utilisez uniquement des minuscules, des chiffres et des tirets',
      key: 'Utilisez uniquement des minuscules, des chiffres et des tirets bas',
      date: 'Saisissez une date valide',
      not_below_min: 'Ne doit pas être inférieur au minimum',
      not_before_start: 'Ne doit pas être antérieure à la date de début',
      must_differ: 'Doit être différent',
      unique: 'Cette valeur est déjà utilisée par un autre enregistrement',
      reference_missing: "L'enregistrement sélectionné n'existe pas",
      invalid_input: 'Veuillez corriger les champs signalés',
    },
  },
};
