import { z } from 'zod';
import { oidcExchangeSchema } from '@/domain/auth';
import { AUTH_METHODS, type AuthMethodsResponse } from '@/domain/sso';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { loginResponseSchema, mfaChallengeSchema } from '@/server/features/auth/routes.docs';

/** How people may sign in: served always. */
export const authMethodRouteDocs = routeDocs({
  method: 'get',
  path: '/api/auth/methods',
  tag: 'auth',
  public: true,
  summary: 'The sign-in methods offered (AUTH_METHOD)',
  responses: {
    200: {
      description: 'The methods',
      schema: z.object({ methods: z.array(z.enum(AUTH_METHODS)) }) satisfies z.ZodType<AuthMethodsResponse>,
    },
  },
});

/** OpenID Connect single sign-on: served when AUTH_METHOD names oidc and a provider is configured. */
export const oidcRouteDocs = routeDocs(
  {
    method: 'get',
    path: '/api/auth/oidc/start',
    tag: 'auth',
    public: true,
    summary: 'Start a single sign-on: a redirect to the provider (authorization code flow with PKCE)',
    responses: { 302: 'To the provider', 503: 'The provider cannot be reached' },
  },
  {
    method: 'get',
    path: '/api/auth/oidc/callback',
    tag: 'auth',
    public: true,
    summary:
      "The provider's answer: a redirect to the console's /auth/sso with a one-time code, or to /auth/login?sso_error=<reason>",
    query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
    responses: { 302: 'To the console' },
  },
  {
    method: 'post',
    path: '/api/auth/oidc/exchange',
    tag: 'auth',
    public: true,
    body: oidcExchangeSchema,
    summary: 'Exchange the one-time code for a session (or the second step)',
    responses: {
      200: { description: 'As POST /api/login', schema: z.union([loginResponseSchema, mfaChallengeSchema]) },
      401: 'Unknown, used or expired code',
    },
  },
);
