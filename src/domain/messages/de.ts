import type { DomainMessages } from './en';

export const domainDe: DomainMessages = {
  vp: {
    validation: {
      future_date: 'Wählen Sie einen Zeitpunkt in der Zukunft',
      after_publish: 'Wählen Sie einen Zeitpunkt nach der Veröffentlichung',
      changed_since_draft: 'Seit diesem Entwurf im veröffentlichten Datensatz geändert',
      required: 'Pflichtfeld',
      invalid: 'Ungültiger Wert',
      email_required: 'E-Mail ist erforderlich',
      email_invalid: 'Die E-Mail muss eine gültige E-Mail-Adresse sein',
      password_required: 'Passwort ist erforderlich',
      password_too_short: 'Verwenden Sie mindestens 12 Zeichen',
      password_too_long: 'Verwenden Sie höchstens 256 Zeichen',
      too_long: 'Zu lang',
      too_big: 'Zu groß',
      max_length: 'Höchstens %{limit} Zeichen',
      min_length: 'Mindestens %{limit} Zeichen',
      exact_length: 'Genau %{limit} Zeichen',
      min_value: 'Muss mindestens %{limit} sein',
      max_value: 'Darf höchstens %{limit} sein',
      max_items: 'Höchstens %{limit} Einträge',
      otp_invalid: 'Geben Sie den 6-stelligen Code ein',
      recovery_code: 'Geben Sie einen Wiederherstellungscode ein (zehn Buchstaben und Ziffern)',
      password_breached:
        'Dieses Passwort steht auf einer Liste häufiger oder geleakter Passwörter. Wählen Sie ein anderes.',
      password_context:
        'Dieses Passwort enthält den Produktnamen oder Ihren Namen oder Ihre E-Mail-Adresse. Wählen Sie ein anderes.',
      passkey_response: 'Das ist keine Passkey-Antwort. Versuchen Sie es erneut.',
      choice: 'Wählen Sie eine der Optionen',
      number: 'Geben Sie eine Zahl ein',
      integer: 'Geben Sie eine ganze Zahl ein',
      url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt',
      slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche verwenden',
      key: 'Nur Kleinbuchstaben, Ziffern und Unterstriche verwenden',
      date: 'Geben Sie ein gültiges Datum ein',
      characters: 'Enthält Zeichen, die nicht gespeichert werden können (ein NUL-Byte oder ein defektes Zeichen)',
      unknown_field: 'Unbekanntes Feld',
      file: 'Muss eine hier hochgeladene Datei sein',
      not_below_min: 'Darf nicht kleiner als das Minimum sein',
      not_before_start: 'Darf nicht vor dem Anfangsdatum liegen',
      must_differ: 'Muss sich unterscheiden',
      unique: 'Dieser Wert wird bereits von einem anderen Datensatz verwendet',
      reference_missing: 'Der ausgewählte Datensatz existiert nicht',
      country: 'Geben Sie einen zweistelligen Ländercode ein (ISO 3166-1)',
      status_flow: 'Dieser Status kann nicht auf den aktuellen folgen',
      assignee: 'Wählen Sie jemanden, der diese Anfrage sehen kann',
      no_organization: 'Diese Art von Anfrage richtet sich an keine Organisation',
      org_type: 'Wählen Sie eine Organisation des passenden Typs',
      other_organization: 'Der ausgewählte Datensatz gehört zu einer anderen Organisation',
      organization_required: 'Partnerbenutzer brauchen eine Organisation ihres Typs',
      organization_forbidden: 'Administratoren gehören zu keiner Organisation',
      not_yourself_deactivate: 'Sie können Ihr eigenes Konto nicht deaktivieren',
      not_yourself_demote: 'Sie können sich die Administratorrolle nicht selbst entziehen',
      import_locked: 'Dieses Feld dürfen Sie nicht ändern',
      reference_unknown: 'Kein Datensatz heißt „%{value}“',
      import_choice: '„%{value}“ ist keiner der Werte: %{choices}',
      import_missing: 'Kein solcher Datensatz (oder nicht Ihrer)',
      import_duplicate: 'Eine andere Zeile der Datei ist derselbe Datensatz',
      invalid_input: 'Bitte korrigieren Sie die markierten Felder',
    },
    api: {
      delivery_not_failed: 'Nur eine fehlgeschlagene Zustellung kann erneut gesendet werden.',
      no_draft: 'Dieser Datensatz hat keinen Entwurf.',
      draft_conflict:
        'Der veröffentlichte Datensatz wurde seit diesem Entwurf geändert. Prüfen Sie die markierten Felder und speichern Sie den Entwurf erneut.',
      not_in_review: 'Nur Änderungen, die auf Prüfung warten, können zurückgeschickt werden.',
      token_missing: 'Autorisierungstoken fehlt',
      token_invalid: 'Ungültiges Autorisierungstoken',
      export_link_used: 'Dieser Download-Link wurde bereits verwendet. Starten Sie den Export erneut.',
      forbidden: 'Dazu sind Sie nicht berechtigt.',
      not_found: 'Nicht gefunden',
      internal: 'Interner Serverfehler',
      malformed_json: 'Fehlerhafter JSON-Inhalt',
      json_required: 'Senden Sie den Inhalt als application/json',
      csv_required: 'Senden Sie die Datei als text/csv',
      rfc822_required: 'Senden Sie die E-Mail als message/rfc822',
      too_large: 'Der Anfrageinhalt ist zu groß',
      file_too_large: 'Die Datei ist zu groß: höchstens %{limit}',
      invalid_input: 'Ungültige Eingabe',
      login_failed: 'Ungültiger Benutzername oder ungültiges Passwort',
      sso_code_invalid: 'Diese Einmalanmeldung ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an.',
      sso_unavailable:
        'Der Anbieter der Einmalanmeldung ist gerade nicht erreichbar. Versuchen Sie es später noch einmal.',
      too_many_requests: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
      too_many_attempts: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
      undo_stale:
        'Jemand hat diese Datensätze inzwischen geändert: Diese Änderung kann nicht mehr rückgängig gemacht werden.',
      undo_not_possible:
        'Ein gelöschter Datensatz dieser Art kann nicht wiederhergestellt werden: Beim Löschen wurde mehr als der Datensatz entfernt.',
      stale_version:
        'Dieser Datensatz wurde von jemand anderem geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
      starting: 'Der Server startet gerade. Versuchen Sie es gleich noch einmal.',
      unavailable: 'Die Datenbank ist gerade nicht erreichbar. Versuchen Sie es gleich noch einmal.',
      database_timeout: 'Die Datenbank hat zu lange nicht geantwortet. Versuchen Sie es gleich noch einmal.',
      otp_invalid: 'Der Code ist ungültig oder abgelaufen.',
      reset_token_invalid: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.',
      fresh_proof_required:
        'Bestätigen Sie, dass Sie es sind: Geben Sie Ihr Passwort (oder einen zweiten Faktor) ein und versuchen Sie es erneut.',
      password_wrong: 'Das Passwort ist falsch.',
      current_password_wrong: 'Das aktuelle Passwort ist falsch.',
      duplicate: 'Ein Datensatz mit denselben Werten existiert bereits.',
      in_use: 'Dieser Datensatz wird von anderen Datensätzen verwendet und kann nicht gelöscht werden.',
      upload_type: 'Dieser Dateityp wird hier nicht akzeptiert.',
      upload_size: 'Die Datei ist zu groß.',
      upload_field: 'Für dieses Feld sind keine Uploads möglich.',
      upload_content: 'Die Datei ist beschädigt oder nicht vom angegebenen Typ.',
      import_invalid: 'Die Datei enthält ungültige Zeilen: Es wurde nichts importiert.',
      import_file: 'Senden Sie eine CSV- oder .xlsx-Datei',
      import_empty: 'Die Datei hat keine Kopfzeile',
      import_quote: 'Ein in Zeile %{line} geöffnetes Anführungszeichen wird nie geschlossen',
      import_header: 'Die erste Zeile muss die Kopfzeile %{header} sein',
      import_columns: '%{expected} Spalten erwartet, %{found} gefunden',
      import_mapping: 'Die Spaltenzuordnung ist ungültig',
      user_delete_refused:
        'Dieser Benutzer hat sich bereits angemeldet und kann nicht gelöscht werden. Deaktivieren Sie das Konto stattdessen.',
      user_delete_self: 'Sie können Ihr eigenes Konto nicht löschen.',
      user_inactive: 'Dieses Konto ist deaktiviert. Aktivieren Sie es zuerst.',
      request_decided: 'Über diese Zugangsanfrage wurde bereits entschieden.',
      account_exists: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.',
      mfa_code_invalid: 'Der Code ist falsch oder wurde bereits verwendet.',
      mfa_token_invalid: 'Diese Anmeldung ist abgelaufen. Melden Sie sich erneut an.',
      mfa_no_enrolment: 'Es wird gerade keine Authenticator-App eingerichtet. Beginnen Sie erneut.',
      mfa_factor_required:
        'Ihre Rolle erfordert einen zweiten Faktor: Fügen Sie einen weiteren hinzu, bevor Sie diesen entfernen.',
      mfa_not_enrolled: 'Richten Sie zuerst eine Authenticator-App ein.',
      mfa_already_enrolled: 'Dieses Konto hat bereits einen zweiten Faktor: Melden Sie sich mit dessen Code an.',
      passkey_invalid: 'Der Passkey konnte nicht geprüft werden. Versuchen Sie es erneut.',
      passkey_expired: 'Diese Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Versuchen Sie es erneut.',
      passkey_unavailable: 'Dieses Konto hat keinen Passkey.',
      list_param_json: 'Der Parameter %{param} ist kein gültiges JSON',
      list_filter_object: 'Der Parameter filter muss ein Objekt sein',
      list_filter_number: 'Der Filter %{field} erwartet eine Zahl',
      list_filter_boolean: 'Der Filter %{field} erwartet true oder false',
      list_filter_text: 'Der Filter %{field} erwartet Text',
      list_filter_choice: 'Der Filter %{field} hat einen unbekannten Wert',
      list_filter_too_long: 'Der Filter %{field} ist zu lang',
      list_filter_too_many: 'Der Filter %{field} hat zu viele Werte',
      list_filter_unknown: 'Unbekanntes Filterfeld: %{field}',
      list_filter_invalid: 'Filter %{field} hat einen ungültigen Wert',
      list_filter_date: 'Filter %{field} erwartet ein Datum (JJJJ-MM-TT)',
      list_filter_relative: 'Filter %{field} erwartet einen Tag relativ zu heute, etwa {"relative": "today+30d"}',
      list_q_text: 'Der Filter q muss Text sein',
      list_q_unsupported: 'Diese Ressource hat keine Textsuche',
      list_sort_shape: 'Der Parameter sort muss ["Feld","ASC"|"DESC"] sein',
      list_sort_unknown: 'Unbekanntes Sortierfeld: %{field}',
      list_range_shape: 'Der Parameter range muss [Anfang, Ende] sein',
      list_view_unknown: 'Der Parameter view muss %{view} sein',
      export_format: 'Das Format muss eines von %{formats} sein',
      export_columns: 'Unbekannte Exportspalte: %{column}',
      export_time_zone: 'Unbekannte Zeitzone: %{zone} (ein IANA-Name wie Europe/Berlin)',
      export_locale: 'Die Sprache muss eine von %{locales} sein',
    },
    enquiry_mail: {
      reply_subject: 'Re: Ihre Anfrage an %{organization}',
      reply_interrupted:
        'Beim Senden unterbrochen; die Antwort wurde möglicherweise zugestellt. Senden Sie sie erneut, um sie noch einmal zu verschicken.',
      reply_not_failed: 'Nur eine fehlgeschlagene Antwort kann erneut gesendet werden.',
      new_subject: 'Visapath: eine neue Anfrage von %{name}',
      new_body:
        'Eine neue Anfrage von %{name} ist für %{organization} eingegangen.\n\nÖffnen: %{link}\n\n' +
        'Sie erfahren sofort von neuen Anfragen; ändern Sie das in Ihrem Profil: %{profile}',
      assigned_subject: 'Visapath: die Anfrage von %{name} ist Ihnen zugewiesen',
      assigned_body: '%{by} hat Ihnen die Anfrage von %{name} zugewiesen.\n\nÖffnen: %{link}',
      digest_subject: 'Visapath: %{count} Anfragen für Sie seit Ihrer letzten Zusammenfassung',
      digest_new: 'Diese Anfragen sind seit Ihrer letzten täglichen Zusammenfassung eingegangen:\n\n%{list}',
      digest_assigned:
        'Diese Anfragen wurden Ihnen seit Ihrer letzten täglichen Zusammenfassung zugewiesen:\n\n%{list}',
      digest_footer: 'Ändern Sie in Ihrem Profil, wie Sie von Anfragen erfahren: %{profile}',
    },
    mail: {
      review_sent_back_subject: 'Visapath: Ihre Änderungen an %{title} wurden zurückgeschickt',
      review_sent_back_body:
        '%{by} hat Ihre Änderungen an %{title} geprüft und mit dieser Notiz zurückgeschickt:\n\n%{note}\n\n' +
        'Die Website zeigt weiterhin die veröffentlichte Fassung. Öffnen: %{link}',
      review_approved_subject: 'Visapath: Ihre Änderungen an %{title} sind online',
      review_approved_body:
        '%{by} hat Ihre Änderungen an %{title} freigegeben; die Website zeigt sie jetzt.\n\nÖffnen: %{link}',
      factor_totp: 'Authenticator-App',
      factor_passkey: 'Passkey',
      device: '%{browser} unter %{os}',
      device_unknown: 'einem unbekannten Gerät',
      factor_added_subject: 'Visapath: ein zweiter Faktor wurde hinzugefügt',
      factor_added_body:
        'Ihrem Visapath-Konto wurde ein zweiter Faktor (%{factor}) hinzugefügt. Falls Sie das nicht waren, setzen Sie ' +
        'Ihr Passwort sofort zurück und wenden Sie sich an Ihre Administration.',
      factor_removed_subject: 'Visapath: ein zweiter Faktor wurde entfernt',
      factor_removed_body:
        'Von Ihrem Visapath-Konto wurde ein zweiter Faktor (%{factor}) entfernt. Falls Sie das nicht waren, setzen ' +
        'Sie Ihr Passwort sofort zurück und wenden Sie sich an Ihre Administration.',
      password_changed_subject: 'Visapath: Ihr Passwort wurde geändert',
      password_changed_body:
        'Das Passwort Ihres Visapath-Kontos wurde geändert. Falls Sie das nicht waren, setzen Sie es sofort über ' +
        '„Passwort vergessen?“ auf der Anmeldeseite zurück und wenden Sie sich an Ihre Administration.',
      new_device_subject: 'Visapath: neue Anmeldung bei Ihrem Konto',
      new_device_body:
        'Bei Ihrem Visapath-Konto wurde sich von %{device} (Adresse %{ip}) angemeldet, das bisher nicht verwendet ' +
        'wurde. Wenn Sie das waren, ist nichts zu tun. Wenn nicht, beenden Sie diese Sitzung in Ihrem Profil, ' +
        'ändern Sie Ihr Passwort und wenden Sie sich an Ihre Administration.',
      email_changed_subject: 'Visapath: Ihre Anmelde-E-Mail-Adresse wurde geändert',
      email_changed_body:
        'Eine Administratorin oder ein Administrator hat die E-Mail-Adresse, mit der Sie sich bei Visapath anmelden, ' +
        'in %{email} geändert. Nachrichten zu Ihrem Konto gehen jetzt dorthin. Falls Sie das nicht erwartet haben, ' +
        'wenden Sie sich sofort an Ihre Administration.',
      sessions_ended_subject: 'Visapath: Ihre Sitzungen wurden beendet',
      sessions_ended_body:
        'Eine Administratorin oder ein Administrator hat alle Sitzungen Ihres Visapath-Kontos beendet: Sie sind ' +
        'überall abgemeldet. Melden Sie sich erneut an. Falls Sie das nicht erwartet haben, wenden Sie sich an Ihre Administration.',
      reset_subject: 'Ihr Visapath-Code zum Zurücksetzen des Passworts',
      reset_body:
        'Ihr Code lautet %{code}. Er läuft in %{minutes} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
      welcome_subject: 'Ihr Visapath-Konto: Legen Sie Ihr Passwort fest',
      welcome_body:
        'Für Sie wurde ein Konto in der Visapath-Verwaltungskonsole angelegt. Ihr Code lautet %{code}. Um Ihr ' +
        'Passwort festzulegen, öffnen Sie %{path} in der Konsole und geben Sie den Code ein. Er läuft in %{hours} Stunden ' +
        'ab; danach fordern Sie mit „Passwort vergessen?“ auf der Anmeldeseite einen neuen an.',
      sso_welcome_subject: 'Ihr Visapath-Konto: Melden Sie sich mit dem Konto Ihrer Organisation an',
      sso_welcome_body:
        'Für Sie wurde ein Konto in der Visapath-Verwaltungskonsole angelegt. Öffnen Sie zum Anmelden %{path} in der ' +
        'Konsole und melden Sie sich mit dem Konto Ihrer Organisation an, wie bei Ihrer Organisation.',
      mfa_reset_subject: 'Die Anmeldefaktoren Ihres Visapath-Kontos wurden zurückgesetzt',
      mfa_reset_body:
        'Eine Administratorin oder ein Administrator hat die zweiten Faktoren (Authenticator-App, Passkeys, Wiederherstellungscodes) ' +
        'Ihres Visapath-Kontos entfernt. Richten Sie bei der nächsten Anmeldung bei Aufforderung einen neuen Authenticator ein. ' +
        'Falls Sie das nicht erwartet haben, wenden Sie sich an Ihre Administration.',
    },
  },
};
