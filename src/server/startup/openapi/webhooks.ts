import { WEBHOOK_EVENTS, WEBHOOK_HEADERS } from '@/domain/areas/webhooks';
import { isPublic } from '@/domain/publicApi';
import { RESOURCES } from '@/domain/resources';

type JsonSchema = Record<string, unknown>;

/**
 * What a registered webhook receives (OpenAPI 3.1's `webhooks`): one POST per event, signed; any 2xx answer takes
 * it, anything else (or no answer within 10 s) has it sent again later under the same delivery id.
 */
export function webhookDescription(): Record<string, JsonSchema> {
  const header = (name: string, description: string, example?: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string', ...(example ? { example } : {}) },
  });
  return {
    contentEvent: {
      post: {
        operationId: 'contentEvent',
        summary: 'Public content was published, unpublished or changed',
        description:
          'The body names the record and its public API address, never its content. Verify the signature before ' +
          'trusting it: HMAC-SHA256 of "<t>.<raw body>" under the webhook’s secret, hex, compared in constant time; ' +
          'refuse a t more than five minutes old. A delivery id seen before is a retry of one already taken.',
        parameters: [
          header(WEBHOOK_HEADERS.delivery, 'The delivery’s id: the same on every attempt'),
          header(WEBHOOK_HEADERS.event, `One of ${WEBHOOK_EVENTS.join(', ')}`),
          header(WEBHOOK_HEADERS.signature, 't=<Unix seconds>,v1=<hex HMAC-SHA256>', 't=1764355200,v1=5f2b…'),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'event', 'resource', 'record_id', 'fields', 'occurred_at', 'url'],
                properties: {
                  id: { type: 'string', format: 'uuid' },
                  event: { type: 'string', enum: [...WEBHOOK_EVENTS] },
                  resource: { type: 'string', enum: RESOURCES.filter(isPublic).map((def) => def.name) },
                  record_id: { type: 'integer' },
                  fields: {
                    type: 'array',
                    items: { type: 'string' },
                    description: 'For `changed`: the public fields that changed',
                  },
                  occurred_at: { type: 'string', format: 'date-time' },
                  url: { type: 'string', format: 'uri', description: 'The record in the public API' },
                },
              },
            },
          },
        },
        responses: {
          '2XX': { description: 'Taken: it is not sent again' },
          default: { description: 'Not taken: sent again later, with a growing wait, up to eight attempts' },
        },
      },
    },
  };
}
