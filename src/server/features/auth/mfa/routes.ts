import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  FACTOR_KINDS,
  FRESH_PROOF_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  MFA_TOKEN_LIFETIME_MINUTES,
  mfaEnrolSchema,
  mfaLoginSchema,
  mfaPasskeyEnrolSchema,
  passkeyRegisterSchema,
  reauthenticateSchema,
  secondFactorSchema,
  totpConfirmSchema,
  type FactorKind,
  type FactorsResponse,
  type MfaChallengeResponse,
  type SecondFactorProof,
  type TotpEnrolment,
} from '@/domain/auth';
import { audit } from '@/server/infrastructure/audit';
import { createSingleUseTokens } from '@/server/infrastructure/singleUseTokens';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import { users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, parseBody } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { requireAuth } from '@/server/middleware/guard';
import {
  forgetProof,
  freshProofRequired,
  markProved,
  proofMethods,
  provedRecently,
} from '@/server/features/auth/freshProof';
import { verifyPassword } from '@/server/features/auth/passwords';
import { freshProofRequiredSchema, loginResponseSchema, statusSchema } from '@/server/features/auth/answers';
import { mailOwner } from '@/server/features/auth/securityMail';
import { createFactorStore } from './factors';
import type { SignIn, UserRow } from './signIn';
import { passwordlessRoutes, webauthnOptions } from './passwordless';
import { factorRequired } from './policy';
import { relyingParty } from './relyingParty';

const MFA_MESSAGES = {
  codeInvalid: 'vp.api.mfa_code_invalid',
  tokenInvalid: 'vp.api.mfa_token_invalid',
  noEnrolment: 'vp.api.mfa_no_enrolment',
  factorRequired: 'vp.api.mfa_factor_required',
  notEnrolled: 'vp.api.mfa_not_enrolled',
  alreadyEnrolled: 'vp.api.mfa_already_enrolled',
  passkeyInvalid: 'vp.api.passkey_invalid',
  passkeyExpired: 'vp.api.passkey_expired',
  passkeyUnavailable: 'vp.api.passkey_unavailable',
} as const;

/** The field a wrong proof is reported on: the one the user typed into (or the passkey's response). */
function wrongProof(proof: SecondFactorProof, status = 400) {
  if (proof.webauthn !== undefined)
    return new ApiError(status, MFA_MESSAGES.passkeyInvalid, { webauthn: MFA_MESSAGES.passkeyInvalid });
  return new ApiError(
    status,
    MFA_MESSAGES.codeInvalid,
    proof.recoveryCode !== undefined ? { recoveryCode: MFA_MESSAGES.codeInvalid } : { code: MFA_MESSAGES.codeInvalid },
  );
}

const totpEnrolmentSchema = z.object({
  factorId: z.number().int(),
  secret: z.string(),
  uri: z.string().describe('otpauth:// URI'),
  qr: z.string().describe('the URI as an SVG data URL'),
}) satisfies z.ZodType<TotpEnrolment>;

const factorsSchema = z.object({
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
// These refusals send no Retry-After, which ERRORS.throttled promises.
const tooMany = errorAnswer('Too many attempts');
const tokenUsed = errorAnswer('mfaToken used or expired');
const alreadyEnrolled = errorAnswer('The account already has a factor');
const wrongProofAnswer = errorAnswer(
  'Invalid input, or a wrong code, recovery code or passkey (`errors` names the field)',
);
/** The body of a change that adds a factor: a proof, unless the session proved itself moments ago. */
const addFactorProof = {
  schema: secondFactorSchema,
  optional: true,
  description: `A proof of a factor the account has; none after POST /api/me/reauthenticate in the last ${FRESH_PROOF_MINUTES} minutes, which a first factor needs`,
};
const freshProofNeeded = { description: 'A first factor without a fresh proof', schema: freshProofRequiredSchema };

const loginMfa = defineRoute({
  method: 'post',
  path: '/api/login/mfa',
  tag: 'auth',
  operationId: 'postLoginMfa',
  public: true,
  body: mfaLoginSchema,
  summary: 'Second step of sign-in: the mfaToken (single use, 5 minutes) with a TOTP code or a recovery code',
  responses: {
    200: {
      description: 'As POST /api/login; after a first enrolment also the recovery codes',
      schema: loginResponseSchema.extend({ recoveryCodes: recoveryCodes.optional() }),
    },
    400: errorAnswer(
      'Invalid input (`errors` names the fields), or, for an account that must enrol, no code or no enrolment under way',
    ),
    401: errorAnswer('Wrong or used code, or the mfaToken is used or expired'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

const loginMfaEnrol = defineRoute({
  method: 'post',
  path: '/api/login/mfa/enrol',
  tag: 'auth',
  operationId: 'postLoginMfaEnrol',
  public: true,
  body: mfaEnrolSchema,
  summary: 'For an account that must enrol: a TOTP secret to confirm through POST /api/login/mfa',
  responses: {
    200: { description: 'The secret', schema: totpEnrolmentSchema },
    400: ERRORS.invalid,
    401: tokenUsed,
    409: alreadyEnrolled,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const listFactors = defineRoute({
  method: 'get',
  path: '/api/me/factors',
  tag: 'auth',
  operationId: 'getMeFactors',
  summary: "The signed-in user's second factors",
  responses: { 200: { description: 'The factors', schema: factorsSchema }, 401: ERRORS.unauthorized },
});

const reauthenticate = defineRoute({
  method: 'post',
  path: '/api/me/reauthenticate',
  tag: 'auth',
  operationId: 'postMeReauthenticate',
  summary: `Prove it is you (the password, or a factor once the account has one): for ${FRESH_PROOF_MINUTES} minutes this session may then add a first factor`,
  body: reauthenticateSchema,
  responses: {
    200: {
      description: 'Proved',
      schema: statusSchema.extend({ freshUntil: z.string().describe('when the proof stops counting') }),
    },
    400: errorAnswer(
      'Invalid input, or a wrong password or code, or the password of an account that has a factor (`errors` names the field)',
    ),
    401: ERRORS.unauthorized,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

const startTotp = defineRoute({
  method: 'post',
  path: '/api/me/factors/totp',
  tag: 'auth',
  operationId: 'postMeFactorsTotp',
  summary: 'Start enrolling an authenticator app',
  // Read by the route, and only when the session has no fresh proof.
  body: addFactorProof,
  responses: {
    200: { description: 'The secret', schema: totpEnrolmentSchema },
    400: wrongProofAnswer,
    401: ERRORS.unauthorized,
    403: freshProofNeeded,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

const confirmTotp = defineRoute({
  method: 'post',
  path: '/api/me/factors/totp/confirm',
  tag: 'auth',
  operationId: 'postMeFactorsTotpConfirm',
  summary: 'Confirm the authenticator with a first code',
  body: totpConfirmSchema,
  responses: {
    200: {
      description: 'The factors; recovery codes when none were left',
      schema: factorsSchema.extend({ recoveryCodes: recoveryCodes.optional() }),
    },
    400: errorAnswer('Invalid input, or a wrong code (`errors` names the field)'),
    401: ERRORS.unauthorized,
    409: errorAnswer('No enrolment under way'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

const removeFactor = defineRoute({
  method: 'post',
  path: '/api/me/factors/:id/remove',
  tag: 'auth',
  operationId: 'postMeFactorsByIdRemove',
  summary: 'Remove a factor (needs a fresh code or recovery code)',
  body: secondFactorSchema,
  responses: {
    200: { description: 'The factors left', schema: factorsSchema },
    400: wrongProofAnswer,
    401: ERRORS.unauthorized,
    404: errorAnswer('Not found: no factor of the user with this id'),
    409: errorAnswer('The role requires a second factor'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

const renewRecoveryCodes = defineRoute({
  method: 'post',
  path: '/api/me/recovery-codes',
  tag: 'auth',
  operationId: 'postMeRecoveryCodes',
  summary: 'New recovery codes (the old ones stop working; needs a fresh code)',
  body: secondFactorSchema,
  responses: {
    200: { description: 'The codes and the factors', schema: factorsSchema.extend({ recoveryCodes }) },
    400: wrongProofAnswer,
    401: ERRORS.unauthorized,
    409: errorAnswer('No factor yet'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

/** The second step of sign-in and the signed-in user's own second factors. */
export const mfaRouteDeclarations = [
  loginMfa,
  loginMfaEnrol,
  listFactors,
  startTotp,
  confirmTotp,
  removeFactor,
  renewRecoveryCodes,
  reauthenticate,
];

const loginMfaPasskeyOptions = defineRoute({
  method: 'post',
  path: '/api/login/mfa/passkey/options',
  tag: 'auth',
  operationId: 'postLoginMfaPasskeyOptions',
  public: true,
  body: mfaEnrolSchema,
  summary:
    "Second step of sign-in with a passkey: a challenge for the account's passkeys (answer it through POST /api/login/mfa {mfaToken, webauthn})",
  responses: {
    200: webauthnOptions('get'),
    400: ERRORS.invalid,
    401: tokenUsed,
    409: errorAnswer('The account has no passkey'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const enrolPasskeyOptions = defineRoute({
  method: 'post',
  path: '/api/login/mfa/enrol/passkey/options',
  tag: 'auth',
  operationId: 'postLoginMfaEnrolPasskeyOptions',
  public: true,
  body: mfaEnrolSchema,
  summary: 'For an account that must enrol: start setting up a passkey as its first factor',
  responses: {
    200: webauthnOptions('create'),
    400: ERRORS.invalid,
    401: tokenUsed,
    409: alreadyEnrolled,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const enrolPasskey = defineRoute({
  method: 'post',
  path: '/api/login/mfa/enrol/passkey',
  tag: 'auth',
  operationId: 'postLoginMfaEnrolPasskey',
  public: true,
  body: mfaPasskeyEnrolSchema,
  summary: 'For an account that must enrol: add the passkey the browser made, and sign in',
  responses: {
    200: {
      description: 'As POST /api/login, with the recovery codes',
      schema: loginResponseSchema.extend({ recoveryCodes: z.array(z.string()) }),
    },
    400: errorAnswer(
      'Invalid input, or the passkey could not be verified, or its challenge expired (`errors` names the field)',
    ),
    401: tokenUsed,
    409: alreadyEnrolled,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const addPasskeyOptions = defineRoute({
  method: 'post',
  path: '/api/me/factors/passkey/options',
  tag: 'auth',
  operationId: 'postMeFactorsPasskeyOptions',
  summary: 'Start adding a passkey',
  // Read by the route, and only when the session has no fresh proof.
  body: addFactorProof,
  responses: {
    200: webauthnOptions('create'),
    400: wrongProofAnswer,
    401: ERRORS.unauthorized,
    403: freshProofNeeded,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
    429: tooMany,
  },
});

const addPasskey = defineRoute({
  method: 'post',
  path: '/api/me/factors/passkey/verify',
  tag: 'auth',
  operationId: 'postMeFactorsPasskeyVerify',
  body: passkeyRegisterSchema,
  summary: 'Add the passkey the browser made, under a name',
  responses: {
    200: {
      description: 'The factors; recovery codes when none were left',
      schema: factorsSchema.extend({ recoveryCodes: z.array(z.string()).optional() }),
    },
    400: errorAnswer(
      'Invalid input, or the passkey could not be verified, or its challenge expired (`errors` names the field)',
    ),
    401: ERRORS.unauthorized,
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

const passkeyAssertionOptions = defineRoute({
  method: 'post',
  path: '/api/me/factors/passkey/assertion-options',
  tag: 'auth',
  operationId: 'postMeFactorsPasskeyAssertionOptions',
  summary:
    "A challenge for the user's passkeys, to prove one before a change to the factors (send the assertion as `webauthn`)",
  responses: { 200: webauthnOptions('get'), 401: ERRORS.unauthorized, 409: errorAnswer('The user has no passkey') },
});

/** Passkeys as a second factor. */
export const passkeyRouteDeclarations = [
  loginMfaPasskeyOptions,
  enrolPasskeyOptions,
  enrolPasskey,
  addPasskeyOptions,
  addPasskey,
  passkeyAssertionOptions,
];

/**
 * The second step of sign-in and the user's own factors:
 * POST /login/mfa/enrol {mfaToken} (an account that must enrol gets a TOTP secret), POST /login/mfa {mfaToken,
 * code | recoveryCode | webauthn}, GET /me/factors, POST /me/factors/totp, POST /me/factors/totp/confirm {code},
 * POST /me/factors/:id/remove {code | recoveryCode | webauthn}, POST /me/recovery-codes {code | recoveryCode | webauthn};
 * passkeys: POST /login/mfa/passkey/options {mfaToken}, POST /me/factors/passkey/options (a proof when the user
 * already has a factor), POST /me/factors/passkey/verify {response, name?}, POST /me/factors/passkey/assertion-options
 * (for a proof made with a passkey); and the passwordless sign-in (passwordless.ts).
 */
export function mfaRoutes(deps: Deps, signIn: SignIn) {
  const { db } = deps.database;
  const factors = createFactorStore(deps);
  const challenges = createSingleUseTokens(deps, 'mfa-challenge', MFA_TOKEN_LIFETIME_MINUTES * 60_000);
  const app = new Hono<AppEnv>();
  const authed = requireAuth(deps);
  const mount = mountRoutes(app, '/api');
  app.route('/', passwordlessRoutes(deps, signIn, factors.passkeys));

  /** Runs a check of a code under the per-account limit (as for passwords); a passed check does not count. */
  async function throttled<T>(c: Ctx, userId: number, check: () => Promise<T | null>): Promise<T | null> {
    const claim = await deps.throttle.claim(`mfa:${userId}`, LOGIN_WINDOW_MINUTES, LOGIN_MAX_FAILURES);
    if (claim === null) {
      await audit(db, {
        userId,
        action: 'login.throttled',
        resource: 'session',
        ip: c.get('ip'),
        changes: { step: 'mfa' },
      });
      throw new ApiError(429, MESSAGES.tooManyAttempts);
    }
    const result = await check();
    if (result !== null) await deps.throttle.withdraw(claim);
    return result;
  }

  /** The user a live sign-in token belongs to, if the account is still active and its password unchanged since. */
  async function challengeUser(token: string) {
    const challenge = await challenges.find(token);
    const [user] = challenge ? await db.select().from(users).where(eq(users.id, challenge.user_id)) : [];
    if (!challenge || !user || !user.is_active || user.token_version !== challenge.token_version) {
      throw new ApiError(401, MFA_MESSAGES.tokenInvalid, { mfaToken: MFA_MESSAGES.tokenInvalid });
    }
    return { challenge, user };
  }

  const owner = async (userId: number) =>
    (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)))[0];

  const summary = async (userId: number, userType: number): Promise<FactorsResponse> => ({
    factors: await factors.list(userId),
    recoveryCodesLeft: await factors.recoveryCodesLeft(userId),
    required: factorRequired(deps.config, userType),
  });

  /**
   * After a factor is added: the first factor of an account comes with ten recovery codes (shown once), and the
   * enrolment is audited. Answers the user's factors, with the codes when there are new ones.
   */
  async function enrolled(c: Ctx, changes: { kind: FactorKind; factor?: number }) {
    const p = c.get('principal');
    const recoveryCodes =
      (await factors.recoveryCodesLeft(p.userId)) === 0
        ? await db.transaction((tx) => factors.issueRecoveryCodes(tx, p.userId))
        : undefined;
    await audit(db, {
      userId: p.userId,
      action: 'mfa.enrol',
      resource: 'users',
      recordId: p.userId,
      ip: c.get('ip'),
      changes,
    });
    // A proof made before this factor existed (the password) does not stand for it: the next change proves with one.
    await forgetProof(db, c);
    await mailOwner(deps, await owner(p.userId), { kind: 'factor_added', factor: changes.kind });
    return { ...(await summary(p.userId, p.userType)), ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  /** A challenge for one user's passkeys (409 when they have none). */
  async function passkeyOptions(c: Ctx, userId: number) {
    const options = await factors.passkeys.authenticationOptions(userId, relyingParty(c, deps.config));
    if (!options) throw new ApiError(409, MFA_MESSAGES.passkeyUnavailable);
    return options;
  }

  mount(loginMfaEnrol, [], async (c, { body: { mfaToken } }) => {
    const { user } = await enrollingUser(mfaToken);
    return c.json(await factors.startTotp(user.id, user.email));
  });

  mount(loginMfa, [], async (c, { body: { mfaToken, ...proof } }) => {
    const { challenge, user } = await challengeUser(mfaToken);
    const ip = c.get('ip');
    const enrolled = (await factors.list(user.id)).length > 0;
    const method = await throttled(c, user.id, async () => {
      if (enrolled) return factors.verify(user.id, proof, relyingParty(c, deps.config));
      // An account that must enrol confirms the authenticator it has just set up (POST /login/mfa/enrol).
      if (proof.code === undefined) throw new ApiError(400, MFA_MESSAGES.notEnrolled);
      const outcome = await factors.confirmTotp(user.id, proof.code);
      if (outcome === 'none') throw new ApiError(400, MFA_MESSAGES.noEnrolment);
      return outcome === 'confirmed' ? ('totp' as const) : null;
    });
    if (method === null) {
      await audit(db, {
        userId: user.id,
        action: 'login.failure',
        resource: 'session',
        ip,
        changes: { email: user.email, step: 'mfa' },
      });
      throw wrongProof(proof, 401);
    }
    if (!enrolled) return c.json(await signInEnrolled(c, challenge.id, user, { kind: 'totp' }));
    if (!(await challenges.spend(challenge.id)))
      throw new ApiError(401, MFA_MESSAGES.tokenInvalid, { mfaToken: MFA_MESSAGES.tokenInvalid });
    if (method === 'recovery_code') {
      await audit(db, { userId: user.id, action: 'mfa.recovery_used', resource: 'users', recordId: user.id, ip });
    }
    return c.json(await signIn(c, user, method));
  });

  /**
   * The end of a first enrolment at sign-in: ten recovery codes (shown once), the enrolment audited, the sign-in
   * token spent, and the session, with the codes.
   */
  async function signInEnrolled(c: Ctx, challengeId: string, user: UserRow, changes: { kind: 'totp' | 'passkey' }) {
    const recoveryCodes = await db.transaction((tx) => factors.issueRecoveryCodes(tx, user.id));
    await audit(db, {
      userId: user.id,
      action: 'mfa.enrol',
      resource: 'users',
      recordId: user.id,
      ip: c.get('ip'),
      changes,
    });
    if (!(await challenges.spend(challengeId)))
      throw new ApiError(401, MFA_MESSAGES.tokenInvalid, { mfaToken: MFA_MESSAGES.tokenInvalid });
    await mailOwner(deps, user, { kind: 'factor_added', factor: changes.kind });
    return { ...(await signIn(c, user, changes.kind)), recoveryCodes };
  }

  /** Stores the passkey the browser made for `userId` (a 400 on the response when it cannot); its factor id. */
  async function registerPasskey(
    c: Ctx,
    userId: number,
    response: Parameters<typeof factors.passkeys.register>[1],
    name?: string,
  ) {
    const outcome = await factors.passkeys.register(userId, response, name, relyingParty(c, deps.config));
    if (outcome === 'expired')
      throw new ApiError(400, MFA_MESSAGES.passkeyExpired, { response: MFA_MESSAGES.passkeyExpired });
    if (outcome === 'invalid' || outcome === 'duplicate')
      throw new ApiError(400, MFA_MESSAGES.passkeyInvalid, { response: MFA_MESSAGES.passkeyInvalid });
    return outcome.factorId;
  }

  /** The user of a sign-in token whose account must enrol and has no factor yet (409 when it has one). */
  async function enrollingUser(mfaToken: string) {
    const found = await challengeUser(mfaToken);
    if ((await factors.list(found.user.id)).length > 0) throw new ApiError(409, MFA_MESSAGES.alreadyEnrolled);
    return found;
  }

  mount(enrolPasskeyOptions, [], async (c, { body: { mfaToken } }) => {
    const { user } = await enrollingUser(mfaToken);
    return c.json(await factors.passkeys.registrationOptions(user, relyingParty(c, deps.config)));
  });

  mount(enrolPasskey, [], async (c, { body: { mfaToken, response, name } }) => {
    const { challenge, user } = await enrollingUser(mfaToken);
    await registerPasskey(c, user.id, response, name);
    return c.json(await signInEnrolled(c, challenge.id, user, { kind: 'passkey' }));
  });

  mount(listFactors, [authed], async (c) => {
    const p = c.get('principal');
    return c.json(await summary(p.userId, p.userType));
  });

  /**
   * Adding a factor takes a fresh proof, so a stolen session alone cannot: one made in this session within
   * FRESH_PROOF_MINUTES (POST /me/reauthenticate), or, for an account that has a factor, a proof of one in the body.
   */
  async function allowedToAdd(c: Ctx) {
    const p = c.get('principal');
    const [user] = await db.select().from(users).where(eq(users.id, p.userId));
    if (await provedRecently(db, p.sessionId)) return user;
    if ((await factors.list(p.userId)).length === 0) throw freshProofRequired(await proofMethods(factors, user));
    await freshProof(c, await parseBody(c, secondFactorSchema));
    return user;
  }

  /** A fresh proof for the session: the password or a factor; later security changes then need none for 5 minutes. */
  mount(reauthenticate, [authed], async (c, { body: { password, ...proof } }) => {
    const p = c.get('principal');
    if (password !== undefined) {
      const [user] = await db.select().from(users).where(eq(users.id, p.userId));
      if ((await factors.list(p.userId)).length > 0) throw wrongProof({});
      // The same allowance as changing the password: a stolen session is no oracle for the password.
      const claim = await deps.throttle.claim(`password-change:${p.userId}`, LOGIN_WINDOW_MINUTES, LOGIN_MAX_FAILURES);
      if (claim === null) throw new ApiError(429, MESSAGES.tooManyAttempts);
      if (!(await verifyPassword(user.password_hash, password)))
        throw new ApiError(400, MESSAGES.passwordWrong, { password: MESSAGES.passwordWrong });
      await deps.throttle.withdraw(claim);
    } else {
      await freshProof(c, proof);
    }
    await audit(db, { userId: p.userId, action: 'reauthenticate', resource: 'session', ip: c.get('ip') });
    return c.json({ status: 1, freshUntil: await markProved(db, c) });
  });

  mount(startTotp, [authed], async (c) => {
    const user = await allowedToAdd(c);
    return c.json(await factors.startTotp(user.id, user.email));
  });

  mount(addPasskeyOptions, [authed], async (c) => {
    const user = await allowedToAdd(c);
    return c.json(await factors.passkeys.registrationOptions(user, relyingParty(c, deps.config)));
  });

  mount(addPasskey, [authed], async (c, { body: { response, name } }) => {
    const p = c.get('principal');
    const factor = await registerPasskey(c, p.userId, response, name);
    return c.json(await enrolled(c, { kind: 'passkey', factor }));
  });

  /** A challenge for the user's passkeys, to prove with one before a change to the factors. */
  mount(passkeyAssertionOptions, [authed], async (c) => {
    return c.json(await passkeyOptions(c, c.get('principal').userId));
  });

  mount(loginMfaPasskeyOptions, [], async (c, { body: { mfaToken } }) => {
    const { user } = await challengeUser(mfaToken);
    return c.json(await passkeyOptions(c, user.id));
  });

  mount(confirmTotp, [authed], async (c, { body: { code } }) => {
    const p = c.get('principal');
    const outcome = await throttled(c, p.userId, async () => {
      const result = await factors.confirmTotp(p.userId, code);
      return result === 'wrong' ? null : result;
    });
    if (outcome === null) throw wrongProof({ code });
    if (outcome === 'none') throw new ApiError(409, MFA_MESSAGES.noEnrolment);
    return c.json(await enrolled(c, { kind: 'totp' }));
  });

  /** A fresh proof from a signed-in user (a spent recovery code is audited). */
  async function freshProof(c: Ctx, proof: SecondFactorProof) {
    const p = c.get('principal');
    const method = await throttled(c, p.userId, () => factors.verify(p.userId, proof, relyingParty(c, deps.config)));
    if (method === null) throw wrongProof(proof);
    await markProved(db, c);
    if (method === 'recovery_code') {
      await audit(db, {
        userId: p.userId,
        action: 'mfa.recovery_used',
        resource: 'users',
        recordId: p.userId,
        ip: c.get('ip'),
      });
    }
  }

  mount(removeFactor, [authed], async (c, { params: { id }, body: proof }) => {
    const p = c.get('principal');
    const mine = await factors.list(p.userId);
    const factor = mine.find((f) => f.id === id);
    if (!factor) throw new ApiError(404, MESSAGES.notFound);
    if (mine.length === 1 && factorRequired(deps.config, p.userType))
      throw new ApiError(409, MFA_MESSAGES.factorRequired);
    await freshProof(c, proof);
    await factors.remove(p.userId, id);
    await audit(db, {
      userId: p.userId,
      action: 'mfa.remove',
      resource: 'users',
      recordId: p.userId,
      ip: c.get('ip'),
      changes: { kind: factor.kind, factor: id },
    });
    await mailOwner(deps, await owner(p.userId), { kind: 'factor_removed', factor: factor.kind });
    return c.json(await summary(p.userId, p.userType));
  });

  mount(renewRecoveryCodes, [authed], async (c, { body: proof }) => {
    const p = c.get('principal');
    if ((await factors.list(p.userId)).length === 0) throw new ApiError(409, MFA_MESSAGES.notEnrolled);
    await freshProof(c, proof);
    const recoveryCodes = await db.transaction((tx) => factors.issueRecoveryCodes(tx, p.userId));
    await audit(db, {
      userId: p.userId,
      action: 'mfa.recovery_codes',
      resource: 'users',
      recordId: p.userId,
      ip: c.get('ip'),
    });
    return c.json({ ...(await summary(p.userId, p.userType)), recoveryCodes });
  });

  return { app, challenges, factors };
}

/** Whether POST /login must stop at the second step for this user, and the answer it then gives. */
export async function secondStep(
  deps: Deps,
  mfa: ReturnType<typeof mfaRoutes>,
  user: UserRow,
): Promise<MfaChallengeResponse | null> {
  const enrolled = await mfa.factors.list(user.id);
  if (enrolled.length === 0 && !factorRequired(deps.config, user.user_type)) return null;
  const methods: MfaChallengeResponse['methods'] = [...new Set(enrolled.map((f) => f.kind))];
  if (enrolled.length > 0 && (await mfa.factors.recoveryCodesLeft(user.id)) > 0) methods.push('recovery_code');
  return {
    mfaRequired: true,
    mfaToken: await mfa.challenges.issue(user),
    methods,
    enrolmentRequired: enrolled.length === 0,
  };
}
