import { z } from 'zod';
import { users } from './areas/users';
import { fileSchema } from './schema';
import { V, email, newPassword, requiredText, storableString } from './validation';
import { ORG_TYPES } from './roles';

export const loginSchema = z.object({
  username: email(),
  password: z.string({ error: V.passwordRequired }).min(1, { error: V.passwordRequired }).max(1024, { error: V.tooLong }),
});

/** The login form (field names email/password/remember). */
export const loginFormSchema = z.object({
  email: email(),
  password: z.string({ error: V.passwordRequired }).min(1, { error: V.passwordRequired }),
  remember: z.boolean().default(true),
});

export const logoutSchema = z.object({ userId: z.coerce.number().int().positive().optional() });

export const resetRequestSchema = z.object({ email: email() });

export const otpSchema = z.object({
  email: email(),
  otp: z.string({ error: V.otpInvalid }).trim().regex(/^\d{6}$/, { error: V.otpInvalid }),
});

export const resetPasswordSchema = z.object({
  resetToken: requiredText(200),
  password: newPassword(),
});

export const registerSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: email(),
  organisation: requiredText(200),
  partner_type: z.enum(ORG_TYPES, { error: V.choice }),
  message: storableString(V.invalid).trim().max(2000, { error: V.tooLong }).optional().default(''),
});

export const profileSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  profile_pic: fileSchema(users.fields.profile_pic).nullable().optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: V.passwordRequired }).min(1, { error: V.passwordRequired }),
  newPassword: newPassword(),
});

export interface SessionUser {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  profile_pic: string | null;
  user_type: number;
}

export interface LoginResponse {
  accessToken: string;
  user: SessionUser;
  userType: number;
  companyId: number | null;
}

/** The claims every access token carries. */
export interface TokenClaims {
  sub: string;
  sid: string;
  user_type: number;
  org: number | null;
  tv: number;
  exp: number;
}

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const OTP_LIFETIME_MINUTES = 10;
export const OTP_MAX_TRIES = 5;

/** Validation messages of the sign-in and password forms beyond the shared ones (V). */
export const AUTH_V = {
  recoveryCode: 'vp.validation.recovery_code',
  /** The new password is on the list of common and breached passwords. */
  passwordBreached: 'vp.validation.password_breached',
  /** The new password is built on the product's name or the user's own name or email. */
  passwordContext: 'vp.validation.password_context',
} as const;

/** Second factors a user can hold; passkeys will join as another kind. */
export const FACTOR_KINDS = ['totp'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];
/** How a sign-in was completed (recorded in the audit log). */
export type SignInMethod = 'password' | FactorKind | 'recovery_code';

export const MFA_TOKEN_LIFETIME_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

const totpCode = () => z.string({ error: V.otpInvalid }).trim().regex(/^\d{6}$/, { error: V.otpInvalid });
/** Ten characters of the recovery alphabet, a dash in the middle optional, any case. */
const recoveryCode = () => z.string({ error: AUTH_V.recoveryCode }).trim().regex(/^[0-9a-z]{5}-?[0-9a-z]{5}$/i, { error: AUTH_V.recoveryCode });

const proofShape = { code: totpCode().optional(), recoveryCode: recoveryCode().optional() };
const oneProof = (v: { code?: string; recoveryCode?: string }) => (v.code === undefined) !== (v.recoveryCode === undefined);

/** A fresh second-factor proof: a current code of an authenticator app, or one of the recovery codes. */
export const secondFactorSchema = z.object(proofShape).refine(oneProof, { error: V.otpInvalid, path: ['code'] });
export type SecondFactorProof = z.output<typeof secondFactorSchema>;

/** POST /api/login/mfa: the token of the password step and a proof. */
export const mfaLoginSchema = z.object({ mfaToken: requiredText(200), ...proofShape })
  .refine(oneProof, { error: V.otpInvalid, path: ['code'] });

export const mfaEnrolSchema = z.object({ mfaToken: requiredText(200) });
export const totpConfirmSchema = z.object({ code: totpCode() });

/** The answer of POST /api/login when a second step is due (instead of a session). */
export interface MfaChallengeResponse {
  mfaRequired: true;
  mfaToken: string;
  /** The factors the account can use; empty when it must first enrol one (see enrolmentRequired). */
  methods: (FactorKind | 'recovery_code')[];
  enrolmentRequired: boolean;
}

/** A TOTP secret being enrolled: scan the QR code (an SVG data URL) or type the key. */
export interface TotpEnrolment {
  factorId: number;
  secret: string;
  uri: string;
  qr: string;
}

export interface FactorSummary {
  id: number;
  kind: FactorKind;
  label: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface FactorsResponse {
  factors: FactorSummary[];
  recoveryCodesLeft: number;
  /** The user's role must keep a factor: the last one cannot be removed. */
  required: boolean;
}
