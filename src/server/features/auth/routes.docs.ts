import { z } from 'zod';
import {
  FACTOR_KINDS,
  changePasswordSchema,
  loginSchema,
  logoutSchema,
  otpSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  resetRequestSchema,
  type LoginResponse,
  type MfaChallengeResponse,
  type SessionUser,
} from '@/domain/auth';
import { ORG_TYPES } from '@/domain/roles';
import { routeDocs } from '@/server/infrastructure/openapi/registry';

/** What the auth routes answer (checked against the types the routes return). */
const sessionUserSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_pic: z.string().nullable(),
  user_type: z.number().int(),
}) satisfies z.ZodType<SessionUser>;

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

const tooMany = 'Too many attempts';

/** POST /api/login, logout, password reset, register, GET/PUT /api/me, /api/me/organization, /api/me/password. */
export const authRouteDocs = routeDocs(
  {
    method: 'post',
    path: '/api/login',
    tag: 'auth',
    public: true,
    summary: 'Sign in',
    body: loginSchema,
    responses: {
      200: {
        description:
          'A session (and a device cookie: sent back with later sign-ins to this account, it keeps their own allowance against guessing); or, for an account with a second factor (or whose role must enrol one), a challenge for POST /api/login/mfa and no session',
        schema: z.union([loginResponseSchema, mfaChallengeSchema]),
      },
      401: 'Invalid username or password',
      429: 'Too many attempts from this device or address; Retry-After says in how many seconds to try again',
    },
  },
  {
    method: 'post',
    path: '/api/logout',
    tag: 'auth',
    summary: 'End this session',
    body: logoutSchema,
    responses: { 200: { description: 'Done', schema: statusSchema } },
  },
  {
    method: 'post',
    path: '/api/resetPassword-sent-otp',
    tag: 'auth',
    public: true,
    body: resetRequestSchema,
    summary: 'Mail a 6-digit code to reset the password (the same answer for every address)',
    responses: { 200: { description: 'Done', schema: statusSchema }, 429: tooMany },
  },
  {
    method: 'post',
    path: '/api/resetPassword-verify-otp',
    tag: 'auth',
    public: true,
    body: otpSchema,
    summary: 'Exchange the code for a reset token (5 tries per code)',
    responses: {
      200: {
        description: 'The reset token, valid for 10 minutes',
        schema: statusSchema.extend({ resetToken: z.string() }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/resetPassword',
    tag: 'auth',
    public: true,
    body: resetPasswordSchema,
    summary: "Set a new password (the user's sessions end)",
    responses: { 200: { description: 'Done', schema: statusSchema } },
  },
  {
    method: 'post',
    path: '/api/register',
    tag: 'auth',
    public: true,
    body: registerSchema,
    summary: `Ask for partner access (${ORG_TYPES.join(', ')}); an admin approves or rejects the request`,
    responses: { 201: { description: 'Recorded', schema: statusSchema }, 429: tooMany },
  },
  {
    method: 'get',
    path: '/api/me',
    tag: 'auth',
    summary: 'The signed-in user',
    responses: { 200: { description: 'The user', schema: sessionUserSchema } },
  },
  {
    method: 'put',
    path: '/api/me',
    tag: 'auth',
    summary: 'Change your name and picture (a URL from POST /api/uploads?resource=me&field=profile_pic)',
    body: profileSchema,
    responses: { 200: { description: 'The user', schema: sessionUserSchema } },
  },
  {
    method: 'get',
    path: '/api/me/organization',
    tag: 'auth',
    summary: "The signed-in partner's own organisation",
    responses: {
      200: {
        description: 'The organisation',
        schema: z.object({ id: z.number().int(), type: z.enum(ORG_TYPES), name: z.string() }),
      },
      404: 'An admin (who has none)',
    },
  },
  {
    method: 'post',
    path: '/api/me/password',
    tag: 'auth',
    summary: 'Change your password (your other sessions end)',
    body: changePasswordSchema,
    responses: {
      200: { description: 'A new token for this session', schema: statusSchema.extend({ accessToken: z.string() }) },
      429: tooMany,
    },
  },
);
