import { z } from 'zod';
import {
  FACTOR_KINDS,
  mfaEnrolSchema,
  mfaLoginSchema,
  secondFactorSchema,
  totpConfirmSchema,
  type FactorsResponse,
  type TotpEnrolment,
} from '@/domain/auth';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { loginResponseSchema } from '@/server/features/auth/routes.docs';
import { freshProofRequiredSchema } from '@/server/features/auth/sessionRoutes.docs';

const totpEnrolmentSchema = z.object({
  factorId: z.number().int(),
  secret: z.string(),
  uri: z.string().describe('otpauth:// URI'),
  qr: z.string().describe('the URI as an SVG data URL'),
}) satisfies z.ZodType<TotpEnrolment>;

export const factorsSchema = z.object({
  factors: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(FACTOR_KINDS),
      label: z.string().nullable(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
    }),
  ),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean().describe("the user's role must keep a factor"),
}) satisfies z.ZodType<FactorsResponse>;

const recoveryCodes = z.array(z.string()).describe('shown once');
const tooMany = 'Too many attempts';

/** The second step of sign-in and the signed-in user's own second factors. */
export const mfaRouteDocs = routeDocs(
  {
    method: 'post',
    path: '/api/login/mfa',
    tag: 'auth',
    public: true,
    body: mfaLoginSchema,
    summary: 'Second step of sign-in: the mfaToken (single use, 5 minutes) with a TOTP code or a recovery code',
    responses: {
      200: {
        description: 'As POST /api/login; after a first enrolment also the recovery codes',
        schema: loginResponseSchema.extend({ recoveryCodes: recoveryCodes.optional() }),
      },
      401: 'Wrong or used code, or the mfaToken is used or expired',
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/login/mfa/enrol',
    tag: 'auth',
    public: true,
    body: mfaEnrolSchema,
    summary: 'For an account that must enrol: a TOTP secret to confirm through POST /api/login/mfa',
    responses: {
      200: { description: 'The secret', schema: totpEnrolmentSchema },
      401: 'mfaToken used or expired',
      409: 'The account already has a factor',
    },
  },
  {
    method: 'get',
    path: '/api/me/factors',
    tag: 'auth',
    summary: "The signed-in user's second factors",
    responses: { 200: { description: 'The factors', schema: factorsSchema } },
  },
  {
    method: 'post',
    path: '/api/me/factors/totp',
    tag: 'auth',
    summary: 'Start enrolling an authenticator app',
    body: {
      schema: secondFactorSchema,
      optional: true,
      description:
        'A proof of a factor the account has; none after POST /api/me/reauthenticate in the last 5 minutes, which a first factor needs',
    },
    responses: {
      200: { description: 'The secret', schema: totpEnrolmentSchema },
      403: { description: 'A first factor without a fresh proof', schema: freshProofRequiredSchema },
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/me/factors/totp/confirm',
    tag: 'auth',
    summary: 'Confirm the authenticator with a first code',
    body: totpConfirmSchema,
    responses: {
      200: {
        description: 'The factors; recovery codes when none were left',
        schema: factorsSchema.extend({ recoveryCodes: recoveryCodes.optional() }),
      },
      409: 'No enrolment under way',
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/me/factors/:id/remove',
    tag: 'auth',
    summary: 'Remove a factor (needs a fresh code or recovery code)',
    body: secondFactorSchema,
    responses: {
      200: { description: 'The factors left', schema: factorsSchema },
      404: 'Not found',
      409: 'The role requires a second factor',
      429: tooMany,
    },
  },
  {
    method: 'post',
    path: '/api/me/recovery-codes',
    tag: 'auth',
    summary: 'New recovery codes (the old ones stop working; needs a fresh code)',
    body: secondFactorSchema,
    responses: {
      200: { description: 'The codes and the factors', schema: factorsSchema.extend({ recoveryCodes }) },
      409: 'No factor yet',
      429: tooMany,
    },
  },
);
