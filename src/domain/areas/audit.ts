import { defineResource } from '@/domain/resourceDef';

/** Every write, sign-in, sign-out, export and password reset leaves a row. Admins read it. */
export const auditLog = defineResource({
  name: 'audit-log',
  table: 'audit_log',
  base: '/api',
  title: 'action',
  defaultSort: ['at', 'DESC'],
  icon: 'History',
  readOnly: true,
  external: true,
  fields: {
    at: { kind: 'datetime', list: true, sort: true, filter: true },
    user_id: { kind: 'reference', reference: 'users', list: true, filter: true, sort: true },
    action: { kind: 'text', list: true, filter: true, sort: true, search: true },
    resource: { kind: 'text', list: true, filter: true, sort: true, search: true },
    record_id: { kind: 'text', list: true, filter: true, search: true },
    changes: { kind: 'json' },
    ip: { kind: 'text', filter: true },
    /** The request that made the change (an edit, a bulk edit, an import): its entries are reviewed together. */
    change_set: { kind: 'text', filter: true },
    /** Above 1 on a row counting repeated refusals of anonymous requests (one address, one window). */
    count: { kind: 'integer', list: true, sort: true },
  },
});

export const auditResources = [auditLog];
