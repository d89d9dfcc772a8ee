import { z } from 'zod';
import { V, email, newPassword, requiredText } from './validation';
import { ORG_TYPES } from './roles';

export const loginSchema = z.object({
  username: email(),
  password: z.string({ error: V.passwordRequired }).min(1, { error: V.passwordRequired }).max(1024, { error: V.tooLong }),
});

/** The login form of SPEC §3 (field names email/password/remember). */
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
  message: z.string().trim().max(2000, { error: V.tooLong }).optional().default(''),
});

export const profileSchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  profile_pic: z.string().trim().max(500, { error: V.tooLong }).nullable().optional(),
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
