/** The delivery log's action (the webhooks' labels are in src/domain/labels). */
export const webhookMessages = {
  vp: {
    webhooks: {
      retry: 'Send again',
      retried: 'The delivery is queued again.',
    },
  },
};
