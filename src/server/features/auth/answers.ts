import { z } from 'zod';
import { ENQUIRY_MAIL_SETTINGS } from '@/domain/areas/enquiryMessages';
import {
  FACTOR_KINDS,
  FRESH_PROOF_REQUIRED,
  type FreshProofRequired,
  type LoginResponse,
  type MfaChallengeResponse,
  type OwnProfile,
  type SessionUser,
} from '@/domain/auth';

/** What the auth routes answer, described for GET /api/openapi.json (checked against the types they return). */
const sessionUserSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_pic: z.string().nullable(),
  user_type: z.number().int(),
}) satisfies z.ZodType<SessionUser>;

export const ownProfileSchema = sessionUserSchema.extend({
  enquiry_mail: z.enum(ENQUIRY_MAIL_SETTINGS).describe('How the user hears of enquiries by mail'),
}) satisfies z.ZodType<OwnProfile>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  user: sessionUserSchema,
  userType: z.number().int(),
  companyId: z.number().int().nullable(),
}) satisfies z.ZodType<LoginResponse>;

export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
  methods: z.array(z.enum([...FACTOR_KINDS, 'recovery_code'])),
  enrolmentRequired: z.boolean(),
}) satisfies z.ZodType<MfaChallengeResponse>;

export const statusSchema = z.object({ status: z.literal(1) });

/** The 403 of a security change made without a fresh proof (the console asks for one and retries). */
export const freshProofRequiredSchema = z.object({
  message: z.string(),
  error: z.literal(FRESH_PROOF_REQUIRED),
  methods: z.array(z.enum(['password', 'totp', 'passkey', 'recovery_code'])),
}) satisfies z.ZodType<FreshProofRequired>;
