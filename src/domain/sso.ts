/* Zod-free: the sign-in page imports these, and its first download has a budget. */

/** How people may sign in (AUTH_METHOD): email and password, OpenID Connect single sign-on, or both. */
export const AUTH_METHODS = ['password', 'oidc'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** GET /api/auth/methods: what the sign-in page offers. */
export interface AuthMethodsResponse {
  methods: AuthMethod[];
}

/** The SPA route the single sign-on callback hands over to, with a one-time code in the URL fragment. */
export const SSO_RETURN_PATH = '/auth/sso';
/** The query parameter of /auth/login that says why a single sign-on did not end in a session. */
export const SSO_ERROR_PARAM = 'sso_error';

/**
 * Why a single sign-on came back to the sign-in page: the provider's answer was refused or did not arrive
 * (failed), the provider has not verified the email (unverified), no active account has it (no_account),
 * the provider cannot be reached (unavailable), the person cancelled at the provider (cancelled).
 */
const SSO_ERRORS = ['failed', 'unverified', 'no_account', 'unavailable', 'cancelled'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
export const isSsoError = (value: unknown): value is SsoError => (SSO_ERRORS as readonly unknown[]).includes(value);
