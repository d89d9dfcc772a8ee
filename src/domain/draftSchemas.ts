import { z } from 'zod';
import { REVIEW_NOTE_MAX } from './drafts';
import { V } from './validationKeys';

/** The note an admin sends a partner's changes back with. */
export const sendBackSchema = z.object({
  note: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(REVIEW_NOTE_MAX, { error: V.tooLong }),
});

const moment = z.iso.datetime({ offset: true, error: V.date }).nullable().optional();

/** When to publish and unpublish a record: each time in the future, an unpublish after the publish. */
export const scheduleSchema = z.object({ publish_at: moment, unpublish_at: moment }).superRefine((value, ctx) => {
  const now = Date.now();
  for (const key of ['publish_at', 'unpublish_at'] as const) {
    const at = value[key];
    if (at && Date.parse(at) <= now) ctx.addIssue({ code: 'custom', path: [key], message: V.futureDate });
  }
  if (value.publish_at && value.unpublish_at && Date.parse(value.unpublish_at) <= Date.parse(value.publish_at))
    ctx.addIssue({ code: 'custom', path: ['unpublish_at'], message: V.afterPublish });
});
