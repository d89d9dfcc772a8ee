import { defineResource } from '@/domain/resourceDef';

/**
 * Webhooks: addresses the website (or anyone an admin trusts) registers to hear when public content is published,
 * unpublished or changed. Each event is a delivery in a durable queue (webhook_deliveries), sent as a signed POST
 * and retried with a growing wait until the receiver answers 2xx; the deliveries are the log admins read. The
 * body names the record and its public API address, never its content: a receiver reads what is public from there.
 * docs/webhooks.md describes the wire format and how a receiver checks the signature.
 */
export const WEBHOOK_EVENTS = ['published', 'unpublished', 'changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed'] as const;

/** The headers of a delivery: its id (the same on every attempt), its event, and its signature. */
export const WEBHOOK_HEADERS = {
  delivery: 'X-Visapath-Delivery',
  event: 'X-Visapath-Event',
  signature: 'X-Visapath-Signature',
} as const;

export const webhooks = defineResource({
  name: 'webhooks',
  table: 'webhooks',
  base: '/api',
  title: 'name',
  defaultSort: ['name', 'ASC'],
  icon: 'Webhook',
  fields: {
    name: { kind: 'text', required: true, max: 120, list: true, sort: true, search: true },
    url: { kind: 'url', required: true, max: 2000, unique: true, list: true, search: true },
    events: {
      kind: 'textList',
      choices: WEBHOOK_EVENTS,
      onlyChoices: true,
      choicesKey: 'webhook_event',
      required: true,
      list: true,
    },
    active: { kind: 'boolean', default: true, list: true, filter: true },
    /** The key each delivery is signed with: made by the server when the webhook is registered. */
    secret: { kind: 'text', derived: true, secret: { prefix: 'whsec_' } },
  },
  card: { secondary: ['url'], tertiary: 'active' },
});

/** One event for one webhook: the queue's row and, read by admins, the delivery log. */
export const webhookDeliveries = defineResource({
  name: 'webhook-deliveries',
  table: 'webhook_deliveries',
  base: '/api',
  title: 'delivery_id',
  defaultSort: ['created_at', 'DESC'],
  icon: 'Send',
  readOnly: true,
  listCreatedAt: true,
  statusTabs: 'status',
  fields: {
    webhook_id: {
      kind: 'reference',
      reference: 'webhooks',
      required: true,
      cascade: true,
      list: true,
      filter: true,
      sort: true,
    },
    event: {
      kind: 'enum',
      choices: WEBHOOK_EVENTS,
      choicesKey: 'webhook_event',
      required: true,
      list: true,
      filter: true,
    },
    resource: { kind: 'text', required: true, list: true, filter: true, search: true },
    record_id: { kind: 'integer', required: true, list: true, filter: true },
    /** The public fields a `changed` event changed. */
    fields: { kind: 'textList' },
    /** The delivery's id, the same on every attempt: a receiver that saw it already ignores it. */
    delivery_id: { kind: 'text', required: true, unique: true, search: true },
    status: {
      kind: 'enum',
      choices: DELIVERY_STATUSES,
      choicesKey: 'delivery_status',
      required: true,
      default: 'queued',
      list: true,
      filter: true,
    },
    attempts: { kind: 'integer', required: true, default: 0, list: true, sort: true },
    next_attempt_at: { kind: 'datetime', sort: true },
    /** While an attempt runs: when it counts as interrupted (the process died) and is tried again. */
    locked_until: { kind: 'datetime' },
    /** The receiver's HTTP status of the last attempt (its body is never read: only whether it took the event). */
    response_status: { kind: 'integer', list: true },
    error: { kind: 'text' },
    delivered_at: { kind: 'datetime', sort: true },
  },
  indexes: [['status', 'next_attempt_at']],
  card: { secondary: ['resource', 'record_id'], tertiary: 'status' },
});

export const webhookResources = [webhooks, webhookDeliveries];
