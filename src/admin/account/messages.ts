/** The profile page's picture upload. */
export const accountMessages = {
  vp: {
    profile: {
      upload_picture: 'Upload a picture',
      replace_picture: 'Replace picture',
      remove_picture: 'Remove picture',
      picture_hint: 'PNG, JPEG or WebP, at most 2 MB. Save to keep it.',
      enquiry_mail: 'Mail about enquiries',
      enquiry_mail_help: 'New enquiries for your organisation, and enquiries assigned to you',
      enquiry_mail_immediately: 'At once',
      enquiry_mail_daily: 'A daily summary',
      enquiry_mail_off: 'None (assignments neither)',
    },
    sessions: {
      title: 'Signed-in devices',
      intro: 'Where your account is signed in. End any session you do not recognise, then change your password.',
      device: '%{browser} on %{os}',
      unknown_device: 'Unknown device',
      current: 'This device',
      end: 'End session',
      end_named: 'End session on %{device}',
      ended: 'The session was ended.',
      details: 'Address %{ip} · last active %{seen}',
    },
    security: {
      proof_title: 'Confirm it is you',
      proof_text: 'Enter your password to go on. This is asked before a change to how an account signs in.',
      proof_factor_text:
        'Confirm with a current code of your authenticator app, a passkey or a recovery code to go on. This is asked before a change to how an account signs in.',
      password: 'Password',
      proof_confirm: 'Confirm',
      title: 'Two-step sign-in',
      intro:
        'A second factor keeps your account safe even if your password leaks: after the password, you enter a code from an app on your phone or use a passkey. A passkey also signs you in without the password.',
      none: 'No second factor yet.',
      none_required: 'Your role requires a second factor: set one up now.',
      kind: { totp: 'Authenticator app', passkey: 'Passkey' },
      added_on: 'Added on %{date}',
      add_totp: 'Set up an authenticator app',
      added: 'The authenticator app is set up.',
      add_passkey: 'Add a passkey',
      passkey_added: 'The passkey is set up.',
      passkey_name: 'Name of the passkey (for example: work laptop)',
      add_title: 'Add a second factor',
      add_text:
        'Confirm with a current code of your authenticator app, a passkey or a recovery code before you add another factor.',
      remove: 'Remove',
      removed: 'The second factor was removed.',
      remove_title: 'Remove this second factor?',
      remove_text: 'Confirm with a current code of your authenticator app, a passkey or a recovery code.',
      recovery_left: 'One recovery code left |||| %{smart_count} recovery codes left',
      regenerate: 'New recovery codes',
      regenerate_text:
        'Your current recovery codes stop working. Enter a current code of your authenticator app (or a recovery code) to confirm.',
    },
  },
};
