import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { isUserType } from '@/domain/roles';
import { AUTH_METHODS, SSO_ERROR_PARAM, SSO_RETURN_PATH, type AuthMethodsResponse, type SsoError } from '@/domain/sso';
import { oidcExchangeSchema } from '@/domain/auth';
import { auditRefusal } from '@/server/infrastructure/audit';
import type { AppEnv, Ctx, Deps } from '@/server/infrastructure/context';
import { isDatabaseUnavailable } from '@/server/infrastructure/db/outage';
import { ssoIdentities, users } from '@/server/infrastructure/db/schema';
import { ApiError, MESSAGES, errorJson, requestHeader } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { secondStep, type mfaRoutes } from '@/server/features/auth/mfa/routes';
import { loginResponseSchema, mfaChallengeSchema } from '@/server/features/auth/answers';
import type { SignIn } from '@/server/features/auth/mfa/signIn';
import { createOidcClient, isUnreachable } from './client';
import { FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_LIFETIME_SECONDS, openFlow, sealFlow, type Flow } from './flowCookie';
import { createHandoffs } from './handoff';
import { domainAllowed, identityOf, type ProviderIdentity } from './identity';
import { DEFAULT_SECOND_FACTOR_AMR } from '@/server/infrastructure/ssoSettings';
import { PASSWORD_ONLY } from '@/server/infrastructure/ssoSettings';

const SSO_MESSAGES = {
  codeInvalid: 'vp.api.sso_code_invalid',
  unavailable: 'vp.api.sso_unavailable',
} as const;

const CALLBACK_PATH = '/api/auth/oidc/callback';
/** Retry-After of a 503 while the provider cannot be reached. */
const UNAVAILABLE_RETRY_SECONDS = 30;
/** The routes that sign in with a password: absent (404) when AUTH_METHOD leaves passwords out. */
const PASSWORD_ROUTES = ['/login', '/resetPassword-sent-otp', '/resetPassword-verify-otp', '/resetPassword'];

/** An error and its causes, for the audit log ("unexpected JWT claim value encountered: unexpected ID Token "nonce" claim value"). */
const causeChain = (error: unknown): string =>
  error instanceof Error
    ? [error.message, ...(error.cause === undefined ? [] : [causeChain(error.cause)])].join(': ')
    : String(error);

/** The callback's refusals that the audit log names (the sign-in page gets the coarser SsoError). */
class Refused extends Error {
  constructor(
    readonly error: SsoError,
    readonly reason: string,
    readonly email?: string | null,
  ) {
    super(reason);
  }
}

const listAuthMethods = defineRoute({
  method: 'get',
  path: '/api/auth/methods',
  tag: 'auth',
  operationId: 'getAuthMethods',
  public: true,
  summary: 'The sign-in methods offered (AUTH_METHOD)',
  responses: {
    200: {
      description: 'The methods',
      schema: z.object({ methods: z.array(z.enum(AUTH_METHODS)) }) satisfies z.ZodType<AuthMethodsResponse>,
    },
  },
});

/** How people may sign in: served always. */
export const authMethodRouteDeclarations = [listAuthMethods];

const startOidc = defineRoute({
  method: 'get',
  path: '/api/auth/oidc/start',
  tag: 'auth',
  operationId: 'getAuthOidcStart',
  public: true,
  summary: 'Start a single sign-on: a redirect to the provider (authorization code flow with PKCE)',
  responses: {
    302: 'To the provider (or, for a browser, back to the sign-in page when the provider cannot be reached)',
    503: {
      ...errorAnswer('The provider cannot be reached'),
      headers: {
        'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
      },
    },
  },
});

const oidcCallback = defineRoute({
  method: 'get',
  path: CALLBACK_PATH,
  tag: 'auth',
  operationId: 'getAuthOidcCallback',
  public: true,
  summary:
    "The provider's answer: a redirect to the console's /auth/sso with a one-time code, or to /auth/login?sso_error=<reason>",
  // Every parameter is optional text, so the query always parses; the route passes the whole query on to openid-client.
  query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
  responses: { 302: 'To the console' },
});

const exchangeOidcCode = defineRoute({
  method: 'post',
  path: '/api/auth/oidc/exchange',
  tag: 'auth',
  operationId: 'postAuthOidcExchange',
  public: true,
  body: oidcExchangeSchema,
  summary: 'Exchange the one-time code for a session (or the second step)',
  responses: {
    200: { description: 'As POST /api/login', schema: z.union([loginResponseSchema, mfaChallengeSchema]) },
    400: ERRORS.invalid,
    401: errorAnswer('Unknown, used or expired code'),
    413: ERRORS.tooLarge,
    415: ERRORS.notJson,
  },
});

/** OpenID Connect single sign-on: served when AUTH_METHOD names oidc and a provider is configured. */
export const oidcRouteDeclarations = [startOidc, oidcCallback, exchangeOidcCode];

/**
 * The sign-in methods and the OpenID Connect sign-in: GET /auth/methods (public), GET /auth/oidc/start (302 to
 * the provider: authorization code flow with PKCE S256, state and nonce kept in a signed, HttpOnly, short-lived
 * cookie), GET /auth/oidc/callback (302 to /auth/sso#<one-time code>, or to /auth/login?sso_error=<reason>) and
 * POST /auth/oidc/exchange {code} (the usual sign-in answer: a session, or the second step). The oidc routes do
 * not exist (404) unless AUTH_METHOD names oidc; the password routes do not exist unless it names password.
 */
export function oidcRoutes(deps: Deps, signIn: SignIn, mfa: ReturnType<typeof mfaRoutes>) {
  const { db } = deps.database;
  const sso = deps.config.sso ?? PASSWORD_ONLY;
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');

  mount(listAuthMethods, [], (c) => c.json<AuthMethodsResponse>({ methods: sso.methods }));
  if (!sso.methods.includes('password')) {
    for (const path of PASSWORD_ROUTES) app.post(path, (c) => errorJson(c, 404, MESSAGES.notFound));
  }
  const settings = sso.oidc;
  if (!settings) return app;

  const client = createOidcClient(settings);
  const { allowedDomains } = settings;
  const issuer = settings.issuer.href;
  const secondFactorAmr = settings.secondFactorAmr ?? DEFAULT_SECOND_FACTOR_AMR;
  const handoffs = createHandoffs(deps);
  const cookieOptions = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    secure: deps.config.production,
    sameSite: 'Lax',
  } as const;
  const redirectUri = (c: Ctx) => settings.redirectUri ?? new URL(CALLBACK_PATH, c.req.url).href;
  const backToLogin = (c: Ctx, error: SsoError) => c.redirect(`/auth/login?${SSO_ERROR_PARAM}=${error}`, 302);

  mount(startOidc, [], async (c) => {
    c.header('Cache-Control', 'no-store');
    let configuration: oidc.Configuration;
    try {
      configuration = await client.configuration();
    } catch {
      // A browser on its way to the provider goes back to the sign-in page, which says so; other clients get a 503.
      if (requestHeader(c, 'accept')?.includes('text/html')) return backToLogin(c, 'unavailable');
      c.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      return errorJson(c, 503, SSO_MESSAGES.unavailable);
    }
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      redirectUri: redirectUri(c),
      exp: Math.floor(Date.now() / 1000) + FLOW_LIFETIME_SECONDS,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: flow.redirectUri,
      scope: 'openid email',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    setCookie(c, FLOW_COOKIE, sealFlow(deps.tokens, flow), { ...cookieOptions, maxAge: FLOW_LIFETIME_SECONDS });
    return c.redirect(url.href, 302);
  });

  /** The provider's answer checked by openid-client (state, PKCE, ID token signature, issuer, audience, nonce). */
  async function providerIdentity(flow: Flow, query: URLSearchParams): Promise<ProviderIdentity> {
    const configuration = await client.configuration();
    const currentUrl = new URL(flow.redirectUri);
    query.forEach((value, key) => currentUrl.searchParams.append(key, value));
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Refused('failed', 'no ID token');
    // A provider that keeps the ID token lean (OpenID Connect's default for the code flow) has the email in user info.
    const source =
      typeof claims.email === 'string'
        ? claims
        : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    return identityOf(source, claims.sub, claims.amr, secondFactorAmr);
  }

  async function activeAccount(identity: ProviderIdentity) {
    if (!identity.email) throw new Refused('unverified', 'no email');
    if (!identity.emailVerified) throw new Refused('unverified', 'email not verified', identity.email);
    if (!domainAllowed(identity.email, allowedDomains))
      throw new Refused('no_account', 'domain not allowed', identity.email);
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email}`)
      .limit(1);
    if (!user || !user.is_active || !isUserType(user.user_type))
      throw new Refused('no_account', user ? 'inactive' : 'unknown', identity.email);
    if (!(await boundTo(user.id, identity.sub)))
      throw new Refused('no_account', 'another provider account is bound to this account', identity.email);
    return user;
  }

  /**
   * Whether the provider account `sub` is the one bound to the user: the first that signs in is bound; another
   * claiming the same email later is refused, as is one already bound to a different user.
   */
  async function boundTo(userId: number, sub: string): Promise<boolean> {
    await db.insert(ssoIdentities).values({ issuer, sub, user_id: userId }).onConflictDoNothing();
    const [bound] = await db
      .select({ sub: ssoIdentities.sub })
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.user_id, userId)));
    const [owner] = await db
      .select({ userId: ssoIdentities.user_id })
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.sub, sub)));
    return bound?.sub === sub && owner?.userId === userId;
  }

  mount(oidcCallback, [], async (c) => {
    c.header('Cache-Control', 'no-store');
    const flow = openFlow(deps.tokens, getCookie(c, FLOW_COOKIE));
    // Once used (or refused), the flow is gone: a second visit of the same callback finds no cookie.
    deleteCookie(c, FLOW_COOKIE, cookieOptions);
    const ip = c.get('ip');
    try {
      if (!flow) throw new Refused('failed', 'no sign-in under way (cookie missing, altered or expired)');
      const identity = await providerIdentity(flow, new URL(c.req.url).searchParams);
      const user = await activeAccount(identity);
      const code = await handoffs.issue(user, identity.multiFactor ? 'multi_factor' : 'single_factor');
      return c.redirect(`${SSO_RETURN_PATH}#${code}`, 302);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error; // the API's own 503
      const refused =
        error instanceof Refused
          ? error
          : new Refused(
              isUnreachable(error)
                ? 'unavailable'
                : error instanceof oidc.AuthorizationResponseError && error.error === 'access_denied'
                  ? 'cancelled'
                  : 'failed',
              causeChain(error),
            );
      // The audit entry names every refusal; an unreachable provider is also the operator's to hear about.
      if (refused.error === 'unavailable') console.error(`OpenID Connect provider unreachable: ${refused.reason}`);
      // Anyone can call the callback: the same refusal from one address counts in one row per window.
      await auditRefusal(db, {
        action: 'login.failure',
        resource: 'session',
        ip,
        changes: { method: 'oidc', reason: refused.reason, ...(refused.email ? { email: refused.email } : {}) },
        reason: `oidc:${refused.reason.slice(0, 200)}`,
      });
      return backToLogin(c, refused.error);
    }
  });

  mount(exchangeOidcCode, [], async (c, { body: { code } }) => {
    const handoff = await handoffs.redeem(code);
    const [user] = handoff ? await db.select().from(users).where(eq(users.id, handoff.user_id)) : [];
    // The account may have been deactivated or its password changed in the seconds since the callback.
    if (
      !handoff ||
      !user ||
      !user.is_active ||
      !isUserType(user.user_type) ||
      user.token_version !== handoff.token_version
    ) {
      throw new ApiError(401, SSO_MESSAGES.codeInvalid, { code: SSO_MESSAGES.codeInvalid });
    }
    // Without a second factor at the provider, an account that has one here (or whose role must) takes the second step.
    if (handoff.label === 'single_factor') {
      const challenge = await secondStep(deps, mfa, user);
      if (challenge) return c.json(challenge);
    }
    return c.json(await signIn(c, user, 'oidc'));
  });

  return app;
}
