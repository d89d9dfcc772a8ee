import { z } from 'zod';
import {
  mfaEnrolSchema,
  mfaPasskeyEnrolSchema,
  passkeyLoginSchema,
  passkeyRegisterSchema,
  secondFactorSchema,
} from '@/domain/auth';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { freshProofRequiredSchema } from '@/server/features/auth/sessionRoutes.docs';
import { loginResponseSchema } from '@/server/features/auth/routes.docs';
import { factorsSchema } from './routes.docs';

/** WebAuthn options for navigator.credentials.create() or .get(), as JSON (base64url values). */
const webauthnOptions = (what: string) => ({
  description: `The options for navigator.credentials.${what}() (a single-use challenge)`,
  schema: z.looseObject({ challenge: z.string() }),
});

/** The passwordless sign-in with a discoverable passkey: served while passwords are a sign-in method. */
export const passwordlessRouteDocs = routeDocs(
  {
    method: 'post',
    path: '/api/login/passkey/options',
    tag: 'auth',
    public: true,
    summary: 'Start a passwordless sign-in with a passkey',
    responses: { 200: webauthnOptions('get'), 429: 'Too many attempts' },
  },
  {
    method: 'post',
    path: '/api/login/passkey/verify',
    tag: 'auth',
    public: true,
    body: passkeyLoginSchema,
    summary: "Sign in with the passkey's assertion (it stands for both factors: no second step)",
    responses: {
      200: { description: 'A session', schema: loginResponseSchema },
      401: 'Unknown or refused passkey',
      429: 'Too many attempts',
    },
  },
);

/** Passkeys as a second factor. */
export const passkeyRouteDocs = routeDocs(
  {
    method: 'post',
    path: '/api/login/mfa/passkey/options',
    tag: 'auth',
    public: true,
    body: mfaEnrolSchema,
    summary:
      "Second step of sign-in with a passkey: a challenge for the account's passkeys (answer it through POST /api/login/mfa {mfaToken, webauthn})",
    responses: { 200: webauthnOptions('get'), 401: 'mfaToken used or expired', 409: 'The account has no passkey' },
  },
  {
    method: 'post',
    path: '/api/login/mfa/enrol/passkey/options',
    tag: 'auth',
    public: true,
    body: mfaEnrolSchema,
    summary: 'For an account that must enrol: start setting up a passkey as its first factor',
    responses: {
      200: webauthnOptions('create'),
      401: 'mfaToken used or expired',
      409: 'The account already has a factor',
    },
  },
  {
    method: 'post',
    path: '/api/login/mfa/enrol/passkey',
    tag: 'auth',
    public: true,
    body: mfaPasskeyEnrolSchema,
    summary: 'For an account that must enrol: add the passkey the browser made, and sign in',
    responses: {
      200: {
        description: 'As POST /api/login, with the recovery codes',
        schema: loginResponseSchema.extend({ recoveryCodes: z.array(z.string()) }),
      },
      400: 'The passkey could not be verified, or its challenge expired',
      401: 'mfaToken used or expired',
      409: 'The account already has a factor',
    },
  },
  {
    method: 'post',
    path: '/api/me/factors/passkey/options',
    tag: 'auth',
    summary: 'Start adding a passkey',
    body: {
      schema: secondFactorSchema,
      optional: true,
      description:
        'A proof of a factor the account has; none after POST /api/me/reauthenticate in the last 5 minutes, which a first factor needs',
    },
    responses: {
      200: webauthnOptions('create'),
      403: { description: 'A first factor without a fresh proof', schema: freshProofRequiredSchema },
      429: 'Too many attempts',
    },
  },
  {
    method: 'post',
    path: '/api/me/factors/passkey/verify',
    tag: 'auth',
    body: passkeyRegisterSchema,
    summary: 'Add the passkey the browser made, under a name',
    responses: {
      200: {
        description: 'The factors; recovery codes when none were left',
        schema: factorsSchema.extend({ recoveryCodes: z.array(z.string()).optional() }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/me/factors/passkey/assertion-options',
    tag: 'auth',
    summary:
      "A challenge for the user's passkeys, to prove one before a change to the factors (send the assertion as `webauthn`)",
    responses: { 200: webauthnOptions('get'), 409: 'The user has no passkey' },
  },
);
