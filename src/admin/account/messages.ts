
/** The profile page's picture upload. */
export const accountMessages = { vp: { profile: { upload_picture: 'Upload a picture', replace_picture: 'Replace picture', remove_picture: 'Remove picture', picture_hint: 'PNG, JPEG or WebP, at most 2 MB. Save to keep it.' }, security: {
  title: 'Two-step sign-in',
  intro: 'A second factor keeps your account safe even if your password leaks: after the password, you enter a code from an app on your phone.',
  none: 'No second factor yet.',
  none_required: 'Your role requires a second factor: set one up now.',
  kind: { totp: 'Authenticator app' },
  added_on: 'Added on %{date}',
  add_totp: 'Set up an authenticator app',
  added: 'The authenticator app is set up.',
  remove: 'Remove',
  removed: 'The second factor was removed.',
  remove_title: 'Remove this second factor?',
  remove_text: 'Enter a current code of your authenticator app (or a recovery code) to confirm.',
  recovery_left: 'One recovery code left |||| %{smart_count} recovery codes left',
  regenerate: 'New recovery codes',
  regenerate_text: 'Your current recovery codes stop working. Enter a current code of your authenticator app (or a recovery code) to confirm.',
 } } };
