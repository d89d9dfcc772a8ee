import type { Translation } from '@/domain/translation';
import type { accountMessages } from './messages';

export const de: Translation<typeof accountMessages> = {
  vp: {
    profile: {
      upload_picture: 'Bild hochladen',
      replace_picture: 'Bild ersetzen',
      remove_picture: 'Bild entfernen',
      picture_hint: 'PNG, JPEG oder WebP, höchstens 2 MB. Zum Übernehmen speichern.',
      enquiry_mail: 'E-Mails zu Anfragen',
      enquiry_mail_help: 'Neue Anfragen an Ihre Organisation und Anfragen, die Ihnen zugewiesen werden',
      enquiry_mail_immediately: 'Sofort',
      enquiry_mail_daily: 'Eine tägliche Zusammenfassung',
      enquiry_mail_off: 'Keine (auch nicht bei Zuweisungen)',
    },
    sessions: {
      title: 'Angemeldete Geräte',
      intro:
        'Wo Ihr Konto angemeldet ist. Beenden Sie jede Sitzung, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.',
      device: '%{browser} unter %{os}',
      unknown_device: 'Unbekanntes Gerät',
      current: 'Dieses Gerät',
      end: 'Sitzung beenden',
      end_named: 'Sitzung auf %{device} beenden',
      ended: 'Die Sitzung wurde beendet.',
      details: 'Adresse %{ip} · zuletzt aktiv %{seen}',
    },
    security: {
      proof_title: 'Bestätigen Sie, dass Sie es sind',
      proof_text:
        'Geben Sie Ihr Passwort ein, um fortzufahren. Das wird vor jeder Änderung an der Anmeldung eines Kontos abgefragt.',
      proof_factor_text:
        'Bestätigen Sie mit einem aktuellen Code Ihrer Authenticator-App, einem Passkey oder einem Wiederherstellungscode, um fortzufahren. Das wird vor jeder Änderung an der Anmeldung eines Kontos abgefragt.',
      password: 'Passwort',
      proof_confirm: 'Bestätigen',
      title: 'Anmeldung in zwei Schritten',
      intro:
        'Ein zweiter Faktor schützt Ihr Konto auch dann, wenn Ihr Passwort bekannt wird: Nach dem Passwort geben Sie einen Code aus einer App auf Ihrem Telefon ein oder verwenden einen Passkey. Mit einem Passkey melden Sie sich auch ohne Passwort an.',
      none: 'Noch kein zweiter Faktor.',
      none_required: 'Ihre Rolle erfordert einen zweiten Faktor: Richten Sie ihn jetzt ein.',
      kind: { totp: 'Authenticator-App', passkey: 'Passkey' },
      added_on: 'Hinzugefügt am %{date}',
      add_totp: 'Authenticator-App einrichten',
      added: 'Die Authenticator-App ist eingerichtet.',
      add_passkey: 'Passkey hinzufügen',
      passkey_added: 'Der Passkey ist eingerichtet.',
      passkey_name: 'Name des Passkeys (zum Beispiel: Arbeitslaptop)',
      add_title: 'Einen zweiten Faktor hinzufügen',
      add_text:
        'Bestätigen Sie mit einem aktuellen Code Ihrer Authenticator-App, einem Passkey oder einem Wiederherstellungscode, bevor Sie einen weiteren Faktor hinzufügen.',
      remove: 'Entfernen',
      removed: 'Der zweite Faktor wurde entfernt.',
      remove_title: 'Diesen zweiten Faktor entfernen?',
      remove_text:
        'Bestätigen Sie mit einem aktuellen Code Ihrer Authenticator-App, einem Passkey oder einem Wiederherstellungscode.',
      recovery_left: 'Noch ein Wiederherstellungscode |||| Noch %{smart_count} Wiederherstellungscodes',
      regenerate: 'Neue Wiederherstellungscodes',
      regenerate_text:
        'Ihre bisherigen Wiederherstellungscodes werden ungültig. Geben Sie zur Bestätigung einen aktuellen Code Ihrer Authenticator-App (oder einen Wiederherstellungscode) ein.',
    },
  },
};

export const fr: Translation<typeof accountMessages> = {
  vp: {
    profile: {
      upload_picture: 'Téléverser une photo',
      replace_picture: 'Remplacer la photo',
      remove_picture: 'Retirer la photo',
      picture_hint: 'PNG, JPEG ou WebP, 2 Mo au maximum. Enregistrez pour la conserver.',
      enquiry_mail: 'E-mails sur les demandes',
      enquiry_mail_help: 'Les nouvelles demandes pour votre organisation et celles qui vous sont attribuées',
      enquiry_mail_immediately: 'Aussitôt',
      enquiry_mail_daily: 'Un récapitulatif quotidien',
      enquiry_mail_off: 'Aucun (pas même pour les attributions)',
    },
    sessions: {
      title: 'Appareils connectés',
      intro:
        'Là où votre compte est connecté. Terminez toute session que vous ne reconnaissez pas, puis changez votre mot de passe.',
      device: '%{browser} sous %{os}',
      unknown_device: 'Appareil inconnu',
      current: 'Cet appareil',
      end: 'Terminer la session',
      end_named: 'Terminer la session sur %{device}',
      ended: 'La session a été terminée.',
      details: 'Adresse %{ip} · dernière activité %{seen}',
    },
    security: {
      proof_title: 'Confirmez que c’est vous',
      proof_text:
        'Saisissez votre mot de passe pour continuer. Il est demandé avant toute modification de la connexion d’un compte.',
      proof_factor_text:
        'Confirmez avec un code actuel de votre application d’authentification, une clé d’accès ou un code de récupération pour continuer. Cela est demandé avant toute modification de la connexion d’un compte.',
      password: 'Mot de passe',
      proof_confirm: 'Confirmer',
      title: 'Connexion en deux étapes',
      intro:
        'Un second facteur protège votre compte même si votre mot de passe fuite : après le mot de passe, vous saisissez un code d’une application sur votre téléphone ou utilisez une clé d’accès. Une clé d’accès vous connecte aussi sans mot de passe.',
      none: 'Aucun second facteur pour l’instant.',
      none_required: 'Votre rôle exige un second facteur : configurez-le maintenant.',
      kind: { totp: 'Application d’authentification', passkey: 'Clé d’accès' },
      added_on: 'Ajoutée le %{date}',
      add_totp: 'Configurer une application d’authentification',
      added: 'L’application d’authentification est configurée.',
      add_passkey: 'Ajouter une clé d’accès',
      passkey_added: 'La clé d’accès est configurée.',
      passkey_name: 'Nom de la clé d’accès (par exemple : ordinateur du bureau)',
      add_title: 'Ajouter un second facteur',
      add_text:
        'Confirmez avec un code actuel de votre application d’authentification, une clé d’accès ou un code de récupération avant d’ajouter un autre facteur.',
      remove: 'Supprimer',
      removed: 'Le second facteur a été supprimé.',
      remove_title: 'Supprimer ce second facteur ?',
      remove_text:
        'Confirmez avec un code actuel de votre application d’authentification, une clé d’accès ou un code de récupération.',
      recovery_left: 'Il reste un code de récupération |||| Il reste %{smart_count} codes de récupération',
      regenerate: 'Nouveaux codes de récupération',
      regenerate_text:
        'Vos codes de récupération actuels ne fonctionneront plus. Saisissez un code actuel de votre application d’authentification (ou un code de récupération) pour confirmer.',
    },
  },
};
