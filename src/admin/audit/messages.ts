
export const auditMessages = {
  resources: {
    'audit-log': {
      name: 'Audit entry |||| Audit log',
      fields: { at: 'When', user_id: 'User', action: 'Action', resource: 'Resource', record_id: 'Record', changes: 'Changes', ip: 'Address' },
    },
  },
  vp: {
    menu: { administration: 'Administration' },
    audit: {
      changes: 'Changes', record: 'Recorded values', field: 'Field', from: 'Before', to: 'After', value: 'Value',
      resource: { session: 'Sign-ins', me: 'Own profile' },
      system: 'System', anonymous: 'Not signed in',
      action: {
        create: 'Created', update: 'Changed', delete: 'Deleted', import: 'Imported', approve: 'Approved',
        reject: 'Rejected', login_success: 'Signed in', login_failure: 'Sign-in failed',
        login_throttled: 'Sign-in blocked (too many attempts)', logout: 'Signed out',
        password_change: 'Password changed', password_reset_request: 'Password reset requested',
        password_reset_verify: 'Reset code confirmed', password_reset_verify_failed: 'Wrong reset code',
        password_reset: 'Password reset', password_reset_send: 'Reset code sent',
        access_forbidden: 'Access refused', auth_denied: 'Not signed in: refused', export: 'Exported',
        enquiry_honeypot: 'Spam enquiry discarded',
        mfa_enrol: 'Second factor added', mfa_remove: 'Second factor removed', mfa_reset: 'Second factors reset by an admin',
        mfa_recovery_used: 'Recovery code used', mfa_recovery_codes: 'New recovery codes',
      },
    },
  },
};
