import { defineMessages } from '../i18n/define';

export const uploadMessages = defineMessages({
  en: { vp: { upload: { choose: 'Upload file', replace: 'Replace file', open: 'Open current file', failed: 'The upload failed', too_large: 'The file is too large', wrong_type: 'This type of file is not accepted here' } } },
  de: { vp: { upload: { choose: 'Datei hochladen', replace: 'Datei ersetzen', open: 'Aktuelle Datei öffnen', failed: 'Das Hochladen ist fehlgeschlagen', too_large: 'Die Datei ist zu groß', wrong_type: 'Dieser Dateityp wird hier nicht akzeptiert' } } },
  fr: { vp: { upload: { choose: 'Téléverser un fichier', replace: 'Remplacer le fichier', open: 'Ouvrir le fichier actuel', failed: 'Le téléversement a échoué', too_large: 'Le fichier est trop volumineux', wrong_type: "Ce type de fichier n'est pas accepté ici" } } },
});
