import { defineResource } from '@/domain/resourceDef';

/** Why an inbound mail waits in the quarantine instead of an enquiry's thread (docs/enquiry-inbound.md). */
export const QUARANTINE_REASONS = ['no_thread', 'sender', 'auto_reply', 'loop', 'unreadable'] as const;
export type QuarantineReason = (typeof QUARANTINE_REASONS)[number];

/**
 * Inbound mail that matched no enquiry, or that was held (a spoofed sender, an auto-reply, a loop, an unreadable
 * message): admins read it here, then thread it into the enquiry it belongs to (POST
 * /api/inbound/quarantine/:id/assign) or delete it (DELETE /api/inbound/quarantine/:id). Mail arrives only by the
 * inbound paths, so the resource is read-only; its table is declared by hand (it keeps the raw message, which the
 * API never serves).
 */
export const mailQuarantine = defineResource({
  name: 'mail-quarantine',
  table: 'mail_quarantine',
  base: '/api',
  title: 'subject',
  defaultSort: ['received_at', 'DESC'],
  icon: 'Report',
  readOnly: true,
  external: true,
  statusTabs: 'reason',
  fields: {
    received_at: { kind: 'datetime', list: true, sort: true, filter: true },
    from_address: { kind: 'email', list: true, sort: true, filter: true, search: true },
    subject: { kind: 'text', list: true, search: true },
    reason: { kind: 'enum', choices: QUARANTINE_REASONS, choicesKey: 'quarantine_reason', list: true, filter: true },
    to_address: { kind: 'text', search: true },
    message_id: { kind: 'text' },
    /** What the sender wrote, quoted history folded away (empty when the message could not be read). */
    body: { kind: 'textarea' },
  },
  card: { secondary: ['from_address'], tertiary: 'reason' },
});

export const quarantineResources = [mailQuarantine];
