import type { DomainMessages } from './en';

export const domainFr: DomainMessages = {
  vp: {
    validation: {
      future_date: 'Choisissez un moment dans le futur',
      after_publish: 'Choisissez un moment après la publication',
      changed_since_draft: 'Modifié dans la version en ligne depuis ce brouillon',
      required: 'Obligatoire',
      invalid: 'Valeur non valide',
      email_required: "L'e-mail est obligatoire",
      email_invalid: "L'e-mail doit être une adresse e-mail valide",
      password_required: 'Le mot de passe est obligatoire',
      password_too_short: 'Utilisez au moins 12 caractères',
      password_too_long: 'Utilisez au plus 256 caractères',
      too_long: 'Trop long',
      too_big: 'Trop grand',
      max_length: '%{limit} caractères au maximum',
      min_length: '%{limit} caractères au minimum',
      exact_length: 'Exactement %{limit} caractères',
      min_value: 'Doit être supérieur ou égal à %{limit}',
      max_value: 'Doit être inférieur ou égal à %{limit}',
      max_items: '%{limit} entrées au maximum',
      otp_invalid: 'Saisissez le code à 6 chiffres',
      recovery_code: 'Saisissez un code de récupération (dix lettres et chiffres)',
      password_breached:
        'Ce mot de passe figure sur une liste de mots de passe courants ou divulgués. Choisissez-en un autre.',
      password_context:
        'Ce mot de passe contient le nom du produit, votre nom ou votre e-mail. Choisissez-en un autre.',
      passkey_response: 'Ceci n’est pas une réponse de clé d’accès. Réessayez.',
      choice: 'Choisissez une des options',
      number: 'Saisissez un nombre',
      integer: 'Saisissez un nombre entier',
      url: 'Saisissez une adresse web commençant par http:// ou https://',
      slug: 'Utilisez uniquement des minuscules, des chiffres et des tirets',
      key: 'Utilisez uniquement des minuscules, des chiffres et des tirets bas',
      date: 'Saisissez une date valide',
      characters: 'Contient des caractères qui ne peuvent pas être enregistrés (un octet NUL ou un caractère invalide)',
      unknown_field: 'Champ inconnu',
      file: 'Doit être un fichier téléversé ici',
      not_below_min: 'Ne doit pas être inférieur au minimum',
      not_before_start: 'Ne doit pas être antérieure à la date de début',
      must_differ: 'Doit être différent',
      unique: 'Cette valeur est déjà utilisée par un autre enregistrement',
      reference_missing: "L'enregistrement sélectionné n'existe pas",
      country: 'Saisissez un code pays à deux lettres (ISO 3166-1)',
      status_flow: 'Ce statut ne peut pas suivre le statut actuel',
      assignee: 'Choisissez une personne qui peut voir cette demande',
      no_organization: "Ce type de demande ne s'adresse à aucune organisation",
      org_type: 'Choisissez une organisation du bon type',
      other_organization: "L'enregistrement sélectionné appartient à une autre organisation",
      organization_required: 'Les utilisateurs partenaires ont besoin d’une organisation de leur type',
      organization_forbidden: 'Les administrateurs n’appartiennent à aucune organisation',
      not_yourself_deactivate: 'Vous ne pouvez pas désactiver votre propre compte',
      not_yourself_demote: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
      import_locked: 'Vous ne pouvez pas modifier ce champ',
      reference_unknown: 'Aucun enregistrement ne s’appelle « %{value} »',
      import_choice: '« %{value} » ne fait pas partie de : %{choices}',
      import_missing: 'Enregistrement introuvable (ou pas le vôtre)',
      import_duplicate: 'Une autre ligne du fichier est le même enregistrement',
      invalid_input: 'Veuillez corriger les champs signalés',
    },
    api: {
      delivery_not_failed: 'Seul un envoi en échec peut être renvoyé.',
      no_draft: 'Cet enregistrement n’a pas de brouillon.',
      draft_conflict:
        'La version en ligne a changé depuis ce brouillon. Vérifiez les champs signalés, puis enregistrez à nouveau le brouillon.',
      not_in_review: 'Seules les modifications en attente de relecture peuvent être renvoyées.',
      token_missing: 'Jeton d’autorisation manquant',
      token_invalid: 'Jeton d’autorisation invalide',
      export_link_used: 'Ce lien de téléchargement a déjà été utilisé. Relancez l’export.',
      forbidden: 'Vous n’êtes pas autorisé à faire cela.',
      not_found: 'Introuvable',
      internal: 'Erreur interne du serveur',
      malformed_json: 'Corps JSON mal formé',
      json_required: 'Envoyez le corps en application/json',
      csv_required: 'Envoyez le fichier en text/csv',
      rfc822_required: 'Envoyez le courriel en message/rfc822',
      too_large: 'Corps de la requête trop volumineux',
      file_too_large: 'Le fichier est trop volumineux : %{limit} au plus',
      invalid_input: 'Saisie invalide',
      login_failed: 'Nom d’utilisateur ou mot de passe incorrect',
      sso_code_invalid: 'Cette authentification unique a expiré ou a déjà été utilisée. Reconnectez-vous.',
      sso_unavailable: 'Le fournisseur d’authentification unique est momentanément injoignable. Réessayez plus tard.',
      too_many_requests: 'Trop de requêtes. Réessayez dans une minute.',
      too_many_attempts: 'Trop de tentatives. Réessayez plus tard.',
      undo_stale: 'Quelqu’un a modifié ces enregistrements depuis : cette modification ne peut plus être annulée.',
      undo_not_possible:
        'Un enregistrement supprimé de ce type ne peut pas être rétabli : sa suppression a retiré plus que l’enregistrement.',
      stale_version: 'Cet enregistrement a été modifié par quelqu’un d’autre. Rechargez-le et réessayez.',
      starting: 'Le serveur démarre. Réessayez dans un instant.',
      unavailable: 'La base de données est momentanément injoignable. Réessayez dans un instant.',
      database_timeout: 'La base de données a mis trop de temps à répondre. Réessayez dans un instant.',
      otp_invalid: 'Le code est invalide ou a expiré.',
      reset_token_invalid: 'Le lien de réinitialisation est invalide ou a expiré.',
      fresh_proof_required:
        'Confirmez que c’est bien vous : saisissez votre mot de passe (ou un second facteur) et réessayez.',
      password_wrong: 'Le mot de passe est incorrect.',
      current_password_wrong: 'Le mot de passe actuel est incorrect.',
      duplicate: 'Un enregistrement avec les mêmes valeurs existe déjà.',
      in_use: 'Cet enregistrement est utilisé par d’autres enregistrements et ne peut pas être supprimé.',
      upload_type: 'Ce type de fichier n’est pas accepté ici.',
      upload_size: 'Le fichier est trop volumineux.',
      upload_field: 'Ce champ n’accepte pas de fichiers.',
      upload_content: 'Le fichier est endommagé ou ne correspond pas à son type.',
      import_invalid: 'Le fichier contient des lignes invalides : rien n’a été importé.',
      import_file: 'Envoyez un fichier CSV ou .xlsx',
      import_empty: 'Le fichier n’a pas de ligne d’en-tête',
      import_quote: 'Un guillemet ouvert à la ligne %{line} n’est jamais fermé',
      import_header: 'La première ligne doit être l’en-tête %{header}',
      import_columns: '%{expected} colonnes attendues, %{found} trouvées',
      import_mapping: 'L’association des colonnes n’est pas valide',
      user_delete_refused:
        'Cet utilisateur s’est déjà connecté et ne peut pas être supprimé. Désactivez plutôt le compte.',
      user_delete_self: 'Vous ne pouvez pas supprimer votre propre compte.',
      user_inactive: 'Ce compte est désactivé. Activez-le d’abord.',
      request_decided: 'Cette demande d’accès a déjà été traitée.',
      account_exists: 'Un compte existe déjà pour cette adresse e-mail.',
      mfa_code_invalid: 'Le code est erroné ou a déjà été utilisé.',
      mfa_token_invalid: 'Cette connexion a expiré. Reconnectez-vous.',
      mfa_no_enrolment: 'Aucune application d’authentification n’est en cours de configuration. Recommencez.',
      mfa_factor_required: 'Votre rôle exige un second facteur : ajoutez-en un autre avant de supprimer celui-ci.',
      mfa_not_enrolled: 'Configurez d’abord une application d’authentification.',
      mfa_already_enrolled: 'Ce compte a déjà un second facteur : connectez-vous avec son code.',
      passkey_invalid: 'La clé d’accès n’a pas pu être vérifiée. Réessayez.',
      passkey_expired: 'Cette demande de clé d’accès a expiré ou a déjà été utilisée. Réessayez.',
      passkey_unavailable: 'Ce compte n’a pas de clé d’accès.',
      list_param_json: 'Le paramètre %{param} n’est pas un JSON valide',
      list_filter_object: 'Le paramètre filter doit être un objet',
      list_filter_number: 'Le filtre %{field} attend un nombre',
      list_filter_boolean: 'Le filtre %{field} attend true ou false',
      list_filter_text: 'Le filtre %{field} attend du texte',
      list_filter_choice: 'Le filtre %{field} a une valeur inconnue',
      list_filter_too_long: 'Le filtre %{field} est trop long',
      list_filter_too_many: 'Le filtre %{field} a trop de valeurs',
      list_filter_unknown: 'Champ de filtre inconnu : %{field}',
      list_filter_invalid: 'Le filtre %{field} a une valeur invalide',
      list_filter_date: 'Le filtre %{field} attend une date (AAAA-MM-JJ)',
      list_filter_relative:
        'Le filtre %{field} attend un jour relatif à aujourd’hui, par exemple {"relative": "today+30d"}',
      list_q_text: 'Le filtre q doit être du texte',
      list_q_unsupported: 'Cette ressource n’a pas de recherche textuelle',
      list_sort_shape: 'Le paramètre sort doit être ["champ","ASC"|"DESC"]',
      list_sort_unknown: 'Champ de tri inconnu : %{field}',
      list_range_shape: 'Le paramètre range doit être [début, fin]',
      list_view_unknown: 'Le paramètre view doit être %{view}',
      export_format: 'Le format doit être l’un de %{formats}',
      export_columns: 'Colonne d’export inconnue : %{column}',
      export_time_zone: 'Fuseau horaire inconnu : %{zone} (un nom IANA comme Europe/Paris)',
      export_locale: 'La langue doit être l’une de %{locales}',
    },
    enquiry_mail: {
      reply_subject: 'Re : votre demande à %{organization}',
      reply_interrupted:
        'Interrompu pendant l’envoi ; la réponse a peut-être été remise. Renvoyez-la pour l’envoyer à nouveau.',
      reply_not_failed: 'Seule une réponse en échec peut être renvoyée.',
      new_subject: 'Visapath : une nouvelle demande de %{name}',
      new_body:
        'Une nouvelle demande de %{name} est arrivée pour %{organization}.\n\nL’ouvrir : %{link}\n\n' +
        'Vous êtes prévenu des nouvelles demandes aussitôt ; modifiez cela dans votre profil : %{profile}',
      assigned_subject: 'Visapath : la demande de %{name} vous est attribuée',
      assigned_body: '%{by} vous a attribué la demande de %{name}.\n\nL’ouvrir : %{link}',
      digest_subject: 'Visapath : %{count} demandes pour vous depuis votre dernier récapitulatif',
      digest_new: 'Ces demandes sont arrivées depuis votre dernier récapitulatif quotidien :\n\n%{list}',
      digest_assigned: 'Ces demandes vous ont été attribuées depuis votre dernier récapitulatif quotidien :\n\n%{list}',
      digest_footer: 'Modifiez dans votre profil la façon dont vous êtes prévenu des demandes : %{profile}',
    },
    mail: {
      review_sent_back_subject: 'Visapath : vos modifications de %{title} vous ont été renvoyées',
      review_sent_back_body:
        '%{by} a relu vos modifications de %{title} et vous les a renvoyées avec cette note :\n\n%{note}\n\n' +
        'Le site affiche toujours la version publiée. Ouvrir : %{link}',
      review_approved_subject: 'Visapath : vos modifications de %{title} sont en ligne',
      review_approved_body:
        '%{by} a approuvé vos modifications de %{title} ; le site les affiche désormais.\n\nOuvrir : %{link}',
      factor_totp: 'une application d’authentification',
      factor_passkey: 'une clé d’accès',
      device: '%{browser} sous %{os}',
      device_unknown: 'un appareil inconnu',
      factor_added_subject: 'Visapath : un second facteur a été ajouté',
      factor_added_body:
        'Un second facteur (%{factor}) a été ajouté à votre compte Visapath. Si ce n’était pas vous, réinitialisez ' +
        'votre mot de passe immédiatement et contactez votre administrateur.',
      factor_removed_subject: 'Visapath : un second facteur a été supprimé',
      factor_removed_body:
        'Un second facteur (%{factor}) a été supprimé de votre compte Visapath. Si ce n’était pas vous, ' +
        'réinitialisez votre mot de passe immédiatement et contactez votre administrateur.',
      password_changed_subject: 'Visapath : votre mot de passe a été modifié',
      password_changed_body:
        'Le mot de passe de votre compte Visapath a été modifié. Si ce n’était pas vous, réinitialisez-le ' +
        'immédiatement avec « Mot de passe oublié ? » sur la page de connexion et contactez votre administrateur.',
      new_device_subject: 'Visapath : nouvelle connexion à votre compte',
      new_device_body:
        'Une connexion à votre compte Visapath a eu lieu depuis %{device} (adresse %{ip}), jamais utilisé ' +
        'auparavant. Si c’était vous, rien à faire. Sinon, terminez cette session dans votre profil, changez ' +
        'votre mot de passe et contactez votre administrateur.',
      email_changed_subject: 'Visapath : votre adresse e-mail de connexion a été modifiée',
      email_changed_body:
        "Un administrateur a remplacé l'adresse e-mail avec laquelle vous vous connectez à Visapath par %{email}. " +
        'Les messages concernant votre compte y sont désormais envoyés. Si vous ne vous y attendiez pas, contactez ' +
        'votre administrateur sans attendre.',
      sessions_ended_subject: 'Visapath : vos sessions ont été terminées',
      sessions_ended_body:
        'Un administrateur a terminé toutes les sessions de votre compte Visapath : vous êtes déconnecté partout. ' +
        'Reconnectez-vous pour continuer. Si vous ne vous y attendiez pas, contactez votre administrateur.',
      reset_subject: 'Votre code de réinitialisation du mot de passe Visapath',
      reset_body:
        'Votre code est %{code}. Il expire dans %{minutes} minutes. Si vous ne l’avez pas demandé, ignorez ce message.',
      welcome_subject: 'Votre compte Visapath : définissez votre mot de passe',
      welcome_body:
        'Un compte a été créé pour vous sur la console d’administration Visapath. Votre code est %{code}. Pour choisir ' +
        'votre mot de passe, ouvrez %{path} sur la console et saisissez le code. Il expire dans %{hours} heures ; ensuite, ' +
        'utilisez « Mot de passe oublié ? » sur la page de connexion pour en obtenir un nouveau.',
      sso_welcome_subject: 'Votre compte Visapath : connectez-vous avec le compte de votre organisation',
      sso_welcome_body:
        'Un compte a été créé pour vous sur la console d’administration Visapath. Pour vous connecter, ouvrez %{path} ' +
        'sur la console et connectez-vous avec le compte de votre organisation, comme dans votre organisation.',
      mfa_reset_subject: 'Les facteurs de connexion de votre compte Visapath ont été réinitialisés',
      mfa_reset_body:
        'Un administrateur a supprimé les seconds facteurs (application d’authentification, clés d’accès, codes de récupération) de votre ' +
        'compte Visapath. À votre prochaine connexion, configurez une nouvelle application si cela vous est demandé. Si vous ne ' +
        'vous y attendiez pas, contactez votre administrateur.',
    },
  },
};
