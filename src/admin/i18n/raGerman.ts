import { mergeTranslations, type TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import germanPackage from 'ra-language-german';

/**
 * German translation of react-admin v5's built-in messages: the npm package `ra-language-german`, written for
 * react-admin 3, for the messages whose keys react-admin 5 still uses, completed and corrected by the project's
 * own set below. The merged set has exactly the key tree of `ra-language-english` (tests/unit/ra-german.test.ts);
 * docs/i18n.md says which keys come from where.
 */

/** The keys of `messages` that `shape` has too: the package's keys react-admin 5 no longer uses are left out. */
function keysOf(messages: object, shape: object): object {
  const source = messages as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shape)) {
    if (!(key in source)) continue;
    if (value !== null && typeof value === 'object') kept[key] = keysOf(source[key] as object, value as object);
    else kept[key] = source[key];
  }
  return kept;
}

/**
 * The project's own German messages: the keys react-admin added after version 3, and the package's texts worded
 * otherwise here ("ß" for its Swiss "ss", the record's name where it shows "#%{id}", placeholders and plural forms
 * as the English ones have them). A text the package has word for word is not restated (the test checks).
 */
export const ownGerman = {
  ra: {
    action: {
      add: 'Hinzufügen',
      bulk_actions: '1 Element ausgewählt |||| %{smart_count} Elemente ausgewählt',
      clear_array_input: 'Liste leeren',
      clone: 'Duplizieren',
      create_item: '%{item} erstellen',
      remove_filter: 'Diesen Filter entfernen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      undo: 'Rückgängig',
      unselect: 'Auswahl aufheben',
      expand: 'Aufklappen',
      close: 'Schließen',
      open_menu: 'Menü öffnen',
      close_menu: 'Menü schließen',
      update: 'Ändern',
      move_up: 'Nach oben verschieben',
      move_down: 'Nach unten verschieben',
      open: 'Öffnen',
      toggle_theme: 'Hell-/Dunkelmodus umschalten',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      error: 'Ein Fehler ist aufgetreten',
      loading: 'Wird geladen',
      show: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name} vorhanden.',
      invite: 'Möchten Sie einen Eintrag hinzufügen?',
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
    },
    input: {
      file: {
        upload_several: 'Legen Sie Dateien zum Hochladen hier ab oder klicken Sie, um eine auszuwählen.',
        upload_single: 'Legen Sie eine Datei zum Hochladen hier ab oder klicken Sie, um sie auszuwählen.',
      },
      image: {
        upload_several: 'Legen Sie Bilder zum Hochladen hier ab oder klicken Sie, um eines auszuwählen.',
        upload_single: 'Legen Sie ein Bild zum Hochladen hier ab oder klicken Sie, um es auszuwählen.',
      },
      references: {
        all_missing: 'Die referenzierten Daten wurden nicht gefunden.',
        many_missing: 'Mindestens eine der verknüpften Referenzen scheint nicht mehr verfügbar zu sein.',
        single_missing: 'Die verknüpfte Referenz scheint nicht mehr verfügbar zu sein.',
      },
      password: {
        toggle_visible: 'Passwort verbergen',
        toggle_hidden: 'Passwort anzeigen',
      },
    },
    message: {
      access_denied: 'Sie haben nicht die erforderlichen Berechtigungen, um auf diese Seite zuzugreifen.',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler zurückgegeben; Ihre Anmeldedaten konnten nicht überprüft werden.',
      auth_error: 'Beim Validieren des Authentifizierungstokens ist ein Fehler aufgetreten.',
      bulk_delete_content:
        'Möchten Sie dieses Element (%{name}) wirklich löschen? |||| Möchten Sie diese %{smart_count} Elemente wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich ändern? |||| Möchten Sie diese %{smart_count} Elemente wirklich ändern?',
      bulk_update_title: '%{name} %{recordRepresentation} ändern |||| %{smart_count} %{name} ändern',
      clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
      delete_content: 'Möchten Sie dieses Element (%{name}) wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      error: 'Es ist ein Client-Fehler aufgetreten; Ihre Anfrage konnte nicht abgeschlossen werden.',
      loading: 'Bitte warten',
      not_found: 'Entweder haben Sie eine falsche URL eingegeben oder Sie sind einem ungültigen Link gefolgt.',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Es wurden nur die ersten %{max} Elemente ausgewählt.',
      unsaved_changes: 'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Mit den aktuellen Filtern wurden keine %{name} gefunden.',
      no_results: 'Keine %{name} gefunden',
      no_more_results:
        'Die Seitennummer %{page} liegt außerhalb des gültigen Bereichs. Versuchen Sie es mit der vorherigen Seite.',
      page_out_of_boundaries: 'Seitennummer %{page} liegt außerhalb des gültigen Bereichs',
      page_out_from_end: 'Die letzte Seite ist bereits erreicht',
      page_out_from_begin: 'Die erste Seite ist bereits erreicht',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page} wechseln',
      first: 'Zur ersten Seite wechseln',
      last: 'Zur letzten Seite wechseln',
      next: 'Zur nächsten Seite wechseln',
      previous: 'Zur vorherigen Seite wechseln',
    },
    sort: {
      sort_by: 'Nach %{field_lower_first} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      username: 'Benutzername',
      email: 'E-Mail',
      sign_in_error: 'Authentifizierung fehlgeschlagen, bitte versuchen Sie es erneut',
    },
    notification: {
      updated: 'Element aktualisiert |||| %{smart_count} Elemente aktualisiert',
      created: 'Element erstellt',
      deleted: 'Element gelöscht |||| %{smart_count} Elemente gelöscht',
      http_error: 'Fehler bei der Kommunikation mit dem Server',
      data_provider_error: 'dataProvider-Fehler. Details finden Sie in der Konsole.',
      i18n_error: 'Die Übersetzungen für die gewählte Sprache konnten nicht geladen werden',
      logged_out: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      required: 'Pflichtfeld',
      maxLength: 'Darf höchstens %{max} Zeichen lang sein',
      maxValue: 'Darf höchstens %{max} sein',
      number: 'Muss eine Zahl sein',
      email: 'Muss eine gültige E-Mail-Adresse sein',
      oneOf: 'Muss einer der folgenden Werte sein: %{options}',
      regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern...',
      new_dialog_title: 'Aktuelle Abfrage speichern unter',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten zum Anzeigen',
        message: 'Bitte überprüfen Sie Ihren dataProvider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite konfigurieren',
      inspector: {
        title: 'Inspektor',
        content: 'Bewegen Sie den Mauszeiger über die Elemente der Oberfläche, um sie zu konfigurieren',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Datentabelle',
        unlabeled: 'Unbenannte Spalte #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Unbenanntes Eingabefeld #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Primärer Text',
        secondaryText: 'Sekundärer Text',
        tertiaryText: 'Tertiärer Text',
      },
    },
  },
};

export const raGerman: TranslationMessages = mergeTranslations(keysOf(germanPackage, englishMessages), ownGerman);
