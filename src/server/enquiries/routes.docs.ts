import { z } from 'zod';
import { PUBLIC_ENQUIRY_MAX_BYTES } from '../../domain/areas/enquiries';
import { publicEnquirySchema } from '../../domain/areas/enquiryIntake';
import { routeDocs } from '../openapi/registry';
import { bulkStatusSchema } from './bulkStatus';

/** The enquiries' bulk status change and the public website's intake. */
export const enquiryRouteDocs = routeDocs(
  {
    method: 'post',
    path: '/api/enquiries/bulk-status',
    tag: 'enquiries',
    body: bulkStatusSchema,
    summary:
      'Move several enquiries to a status (one transaction); those the workflow does not allow, or the caller cannot see, are skipped',
    responses: {
      200: {
        description: 'What moved and what was skipped',
        schema: z.object({ updated: z.array(z.number().int()), skipped: z.array(z.number().int()) }),
      },
      403: 'Not allowed',
    },
  },
  {
    method: 'post',
    path: '/api/public/enquiries',
    tag: 'enquiries',
    public: true,
    body: publicEnquirySchema,
    summary: `The public website's enquiry forms (at most ${PUBLIC_ENQUIRY_MAX_BYTES / 1024} KB, limited per client address)`,
    description:
      'The organisation named must exist, be published and be of the type the kind needs. A filled-in `website` field (a honeypot) is answered like a success and stored nowhere.',
    responses: {
      201: { description: 'Recorded', schema: z.object({ status: z.literal(1), id: z.number().int().optional() }) },
      413: 'Too large',
      429: 'Too many enquiries',
    },
  },
);
