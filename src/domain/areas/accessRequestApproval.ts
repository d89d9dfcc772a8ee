import { z } from 'zod';
import { V } from '@/domain/validationKeys';

/**
 * POST /api/access-requests/:id/approve: the organisation the new user joins (of the requested type), or none
 * to create a new, unpublished one named after the request.
 */
export const approveAccessRequestSchema = z.object({
  organization_id: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .positive({ error: V.invalid })
    .nullable()
    .optional(),
});
export type ApproveAccessRequest = z.infer<typeof approveAccessRequestSchema>;
