import { z } from 'zod';
import { FRESH_PROOF_MINUTES, FRESH_PROOF_REQUIRED } from './freshProof';
import { ENQUIRY_MAIL_SETTINGS, type EnquiryMailSetting } from './areas/enquiryMessages';
import { users } from './areas/users';
import { fileSchema } from './schema';
import { V, email, newPassword, requiredText, storableString } from './validation';
import { ORG_TYPES } from './roles';

export const loginSchema = z.object({
  username: email(),
  password: z
    .string({ error: V.passwordRequired })
    .min(1, { error: V.passwordRequired })
    .max(1024, { error: V.tooLong }),
});

export const logoutSchema = z.object({ userId: z.coerce.number().int().positive().optional() });

export const resetRequestSchema = z.object({ email: email() });

export const otpSchema = z.object({
  email: email(),
  otp: z
    .string({ error: V.otpInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: V.otpInvalid }),
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
  /** How the user hears of enquiries: at once, in a daily summary, or not by mail. Unsent, it stays as it is. */
  enquiry_mail: z.enum(ENQUIRY_MAIL_SETTINGS, { error: V.choice }).optional(),
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

/** The signed-in user's own profile (GET and PUT /api/me): the session user and their settings. */
export interface OwnProfile extends SessionUser {
  enquiry_mail: EnquiryMailSetting;
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
/** Failed attempts per window: sign-ins per account and client address, second-factor codes, current passwords. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
/**
 * Failed sign-ins per account from devices it does not know, all addresses together: per window, and per day
 * (which bounds guessing from many addresses). A device that signed in to the account before is not held by
 * these: it has its own allowance, KNOWN_DEVICE_MAX_FAILURES, so nobody can lock an owner out of a known device.
 */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT_DAY = 40;
export const KNOWN_DEVICE_MAX_FAILURES = 10;
export const KNOWN_DEVICE_MAX_FAILURES_DAY = 20;
/** How long a device stays known after its last sign-in. */
export const KNOWN_DEVICE_DAYS = 180;
export const OTP_LIFETIME_MINUTES = 10;
/** Wrong tries after which a reset code is dead. */
export const OTP_MAX_TRIES = 5;
/** Reset codes mailed to one account (or asked for one unknown email) per day: with OTP_MAX_TRIES, 50 guesses. */
export const RESET_CODES_PER_DAY = 10;
/** Wrong reset codes one client address may try per LOGIN_WINDOW_MINUTES, all accounts together. */
export const RESET_VERIFY_MAX_PER_ADDRESS = 20;

/** Validation messages of the sign-in and password forms beyond the shared ones (V). */
export const AUTH_V = {
  recoveryCode: 'vp.validation.recovery_code',
  /** The new password is on the list of common and breached passwords. */
  passwordBreached: 'vp.validation.password_breached',
  /** The new password is built on the product's name or the user's own name or email. */
  passwordContext: 'vp.validation.password_context',
  /** A WebAuthn response that is not one (malformed JSON from a browser or client). */
  passkeyResponse: 'vp.validation.passkey_response',
} as const;

/** Second factors a user can hold: an authenticator app (TOTP) or a passkey (WebAuthn). */
export const FACTOR_KINDS = ['totp', 'passkey'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];
/** How a sign-in was completed (recorded in the audit log); 'passkey' also names a passwordless sign-in. */
export type SignInMethod = 'password' | FactorKind | 'recovery_code' | 'oidc';

export const MFA_TOKEN_LIFETIME_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

const totpCode = () =>
  z
    .string({ error: V.otpInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: V.otpInvalid });
/** Ten characters of the recovery alphabet, a dash in the middle optional, any case. */
const recoveryCode = () =>
  z
    .string({ error: AUTH_V.recoveryCode })
    .trim()
    .regex(/^[0-9a-z]{5}-?[0-9a-z]{5}$/i, { error: AUTH_V.recoveryCode });

/** A base64url value of a WebAuthn response (ids, CBOR and JSON blobs, signatures). */
const base64url = (max: number) =>
  z
    .string({ error: AUTH_V.passkeyResponse })
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: AUTH_V.passkeyResponse })
    .max(max, { error: AUTH_V.passkeyResponse });
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const credentialShape = {
  id: base64url(1366).min(1, { error: AUTH_V.passkeyResponse }),
  rawId: base64url(1366).min(1, { error: AUTH_V.passkeyResponse }),
  type: z.literal('public-key', { error: AUTH_V.passkeyResponse }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional().catch(undefined),
  // What the browser's extensions answered: not used, so not kept.
  clientExtensionResults: z.object({}).catch({}).default({}),
};

/** What navigator.credentials.create() answered (as JSON) when a passkey was made. */
export const passkeyRegistrationSchema = z.object(
  {
    ...credentialShape,
    response: z.object(
      {
        clientDataJSON: base64url(8192),
        attestationObject: base64url(65536),
        transports: z
          .array(z.string())
          .max(10)
          .optional()
          .transform((list) =>
            list?.filter((t): t is (typeof TRANSPORTS)[number] => (TRANSPORTS as readonly string[]).includes(t)),
          ),
      },
      { error: AUTH_V.passkeyResponse },
    ),
  },
  { error: AUTH_V.passkeyResponse },
);

/** What navigator.credentials.get() answered (as JSON): a passkey's signature over a challenge. */
const passkeyAssertionSchema = z.object(
  {
    ...credentialShape,
    response: z.object(
      {
        clientDataJSON: base64url(8192),
        authenticatorData: base64url(8192),
        signature: base64url(1024),
        userHandle: base64url(1024).optional(),
      },
      { error: AUTH_V.passkeyResponse },
    ),
  },
  { error: AUTH_V.passkeyResponse },
);
export type PasskeyAssertion = z.output<typeof passkeyAssertionSchema>;

const proofShape = {
  code: totpCode().optional(),
  recoveryCode: recoveryCode().optional(),
  webauthn: passkeyAssertionSchema.optional(),
};
const oneProof = (v: { code?: string; recoveryCode?: string; webauthn?: unknown }) =>
  [v.code, v.recoveryCode, v.webauthn].filter((p) => p !== undefined).length === 1;

/**
 * A fresh second-factor proof: a current code of an authenticator app, one of the recovery codes, or a passkey's
 * assertion (`webauthn`, over a challenge from POST /api/me/factors/passkey/assertion-options).
 */
export const secondFactorSchema = z.object(proofShape).refine(oneProof, { error: V.otpInvalid, path: ['code'] });
export type SecondFactorProof = z.output<typeof secondFactorSchema>;

/** POST /api/login/mfa: the token of the password step and a proof (a passkey's over POST /api/login/mfa/passkey/options). */
export const mfaLoginSchema = z
  .object({ mfaToken: requiredText(200), ...proofShape })
  .refine(oneProof, { error: V.otpInvalid, path: ['code'] });

/** POST /api/me/factors/passkey/verify: the new passkey and the name the user gives it. */
export const passkeyRegisterSchema = z.object({
  response: passkeyRegistrationSchema,
  name: storableString(V.invalid).trim().max(100, { error: V.tooLong }).optional(),
});
/** POST /api/login/passkey/verify: a passwordless sign-in. */
export const passkeyLoginSchema = z.object({ response: passkeyAssertionSchema });

export const mfaEnrolSchema = z.object({ mfaToken: requiredText(200) });

/** One of the signed-in user's own sessions (GET /api/me/sessions). */
export interface OwnSession {
  id: string;
  /** The browser and system its User-Agent names; null when not recognised. */
  browser: string | null;
  os: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  /** The session of the request that asked. */
  current: boolean;
}

export { FRESH_PROOF_MINUTES, FRESH_PROOF_REQUIRED };
/** What a fresh proof can be made with: the password, or one of the account's second factors. */
export type ProofMethod = 'password' | FactorKind | 'recovery_code';
export interface FreshProofRequired {
  message: string;
  error: typeof FRESH_PROOF_REQUIRED;
  methods: ProofMethod[];
}

/** The console's "Confirm it is you" dialog: the account's password. */
export const passwordProofSchema = z.object({
  password: z
    .string({ error: V.passwordRequired })
    .min(1, { error: V.passwordRequired })
    .max(1024, { error: V.tooLong }),
});

/** POST /api/me/reauthenticate: the password, or a second factor's proof (exactly one). */
export const reauthenticateSchema = z
  .object({
    password: passwordProofSchema.shape.password.optional(),
    ...proofShape,
  })
  .refine((v) => [v.password, v.code, v.recoveryCode, v.webauthn].filter((p) => p !== undefined).length === 1, {
    error: V.passwordRequired,
    path: ['password'],
  });
/** POST /api/login/mfa/enrol/passkey: an account that must enrol sets up a passkey as its first factor. */
export const mfaPasskeyEnrolSchema = mfaEnrolSchema.extend(passkeyRegisterSchema.shape);
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

/** How long a WebAuthn challenge handed to a browser stays good. */
export const PASSKEY_CHALLENGE_LIFETIME_MINUTES = 5;

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

/** POST /api/auth/oidc/exchange: the one-time code of the single sign-on callback, for a session (or the second step). */
export const oidcExchangeSchema = z.object({ code: requiredText(300) });
