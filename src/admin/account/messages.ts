import { defineMessages } from '../i18n/define';

/** The profile page's picture upload. */
export const accountMessages = defineMessages({
  en: { vp: { profile: { upload_picture: 'Upload a picture', replace_picture: 'Replace picture', remove_picture: 'Remove picture', picture_hint: 'PNG, JPEG or WebP, at most 2 MB. Save to keep it.' } } },
  de: { vp: { profile: { upload_picture: 'Bild hochladen', replace_picture: 'Bild ersetzen', remove_picture: 'Bild entfernen', picture_hint: 'PNG, JPEG oder WebP, höchstens 2 MB. Zum Übernehmen speichern.' } } },
  fr: { vp: { profile: { upload_picture: 'Téléverser une photo', replace_picture: 'Remplacer la photo', remove_picture: 'Retirer la photo', picture_hint: 'PNG, JPEG ou WebP, 2 Mo au maximum. Enregistrez pour la conserver.' } } },
});
