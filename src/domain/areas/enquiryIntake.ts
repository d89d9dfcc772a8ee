import { z } from 'zod';
import { ORG_TYPES } from '@/domain/roles';
import { V, requiredText } from '@/domain/validation';
import { ENQUIRY_KINDS, MESSAGE_MAX, ORG_TYPE_OF_KIND } from './enquiries';
import { ENQUIRY_LOCALES } from './enquiryMessages';

// The public intake's payload, apart from the enquiries' definition: a definition module builds no zod schema
// when it loads (every console screen loads the definitions), only the modules that validate a payload do.

const ISO2 = /^[A-Z]{2}$/;
const optionalText = (max: number) => z.string({ error: V.invalid }).trim().max(max, { error: V.tooLong }).optional();
const optionalId = z.number({ error: V.invalid }).int({ error: V.invalid }).positive({ error: V.invalid }).optional();
const iso2 = z.string({ error: V.invalid }).trim().toUpperCase().regex(ISO2, { error: V.country }).optional();

/**
 * What the public website may send (POST /api/public/enquiries). Staff-only fields (status, notes, assignment)
 * are not part of it: unknown keys are dropped, so they can never be set from outside. `website` is the
 * honeypot: a field people never see, that bots fill in.
 */
export const publicEnquirySchema = z
  .object({
    kind: z.enum(ENQUIRY_KINDS, { error: V.choice }),
    organization_id: optionalId,
    course_id: optionalId,
    loan_product_id: optionalId,
    cover_id: optionalId,
    offer_id: optionalId,
    full_name: requiredText(160),
    email: z
      .string({ error: V.emailRequired })
      .trim()
      .min(1, { error: V.emailRequired })
      .max(254, { error: V.tooLong })
      .pipe(z.email({ error: V.emailInvalid })),
    phone: optionalText(40),
    nationality: iso2,
    destination: iso2,
    message: requiredText(MESSAGE_MAX),
    company_name: optionalText(200),
    partner_type: z.enum(ORG_TYPES, { error: V.choice }).optional(),
    consent: z.boolean({ error: V.invalid }).optional().default(false),
    source_url: z
      .string({ error: V.url })
      .trim()
      .max(2000, { error: V.tooLong })
      .pipe(z.url({ protocol: /^https?$/, error: V.url }))
      .optional(),
    utm_source: optionalText(120),
    utm_medium: optionalText(120),
    utm_campaign: optionalText(120),
    /** The enquirer's language (the version of the replies they get); by default the request's Accept-Language. */
    locale: z.enum(ENQUIRY_LOCALES, { error: V.choice }).optional(),
    website: z.string().optional(),
  })
  .superRefine((e, ctx) => {
    const orgType = ORG_TYPE_OF_KIND[e.kind];
    if (orgType && e.organization_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['organization_id'], message: V.required });
    if (!orgType && e.organization_id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['organization_id'], message: V.invalid });
    if (e.kind === 'partner') {
      if (!e.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: V.required });
      if (!e.partner_type) ctx.addIssue({ code: 'custom', path: ['partner_type'], message: V.required });
    }
  });
export type PublicEnquiry = z.output<typeof publicEnquirySchema>;
