/** Users and access requests: the texts of their buttons and dialogs (their labels are in src/domain/labels). */
export const userMessages = {
  vp: {
    users: {
      send_reset: 'Send password reset code',
      reset_factors: 'Reset second factors',
      reset_factors_title: 'Reset the second factors of %{email}?',
      reset_factors_content:
        'Their authenticator app and recovery codes stop working and they are signed out; they are told by mail. Do this only once you are sure who asks (a lost phone).',
      end_sessions: 'End all sessions',
      end_sessions_title: 'End every session of %{email}?',
      end_sessions_content:
        'They are signed out on every device at once and told by mail. They can sign in again with their password.',
      end_sessions_done: 'Every session of %{email} was ended.',
      reset_factors_done: 'The second factors of %{email} were reset.',
      reset_sent: 'A code has been mailed to %{email}.',
      deactivate: 'Deactivate',
      activate: 'Activate',
      deactivate_title: 'Deactivate %{email}?',
      deactivate_content:
        'The user is signed out at once and can no longer sign in until the account is activated again.',
      activate_title: 'Activate %{email}?',
      activate_content: 'The user can sign in again with their password.',
      deactivated: '%{email} has been deactivated and signed out.',
      activated: '%{email} has been activated.',
    },
    access: {
      approve: 'Approve',
      reject: 'Reject',
      approve_title: 'Approve the request of %{name}',
      approve_text:
        'An account for %{email} (%{type}) is created and a code to set a password is mailed to that address.',
      new_organization: 'Create a new organisation "%{name}" (unpublished)',
      existing_organization: 'Add to an existing organisation',
      organization: 'Organisation',
      approved: 'The request of %{email} has been approved; a code to set a password has been mailed.',
      reject_title: 'Reject the request of %{email}?',
      reject_content: 'No account is created. The request stays in the list as rejected.',
      rejected: 'The request of %{email} has been rejected.',
    },
  },
};
