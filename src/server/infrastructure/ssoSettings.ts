import { z } from 'zod';
import type { AuthMethod } from '@/domain/sso';

/**
 * Authentication methods (RFC 8176 `amr` values) that count as a second factor when OIDC_SECOND_FACTOR_AMR is
 * unset: the provider asked for more than one factor, a one-time code or a hardware key. `swk` (a software key)
 * and `sms` are left out: on their own they are not the second factor this product accepts locally.
 */
export const DEFAULT_SECOND_FACTOR_AMR: readonly string[] = ['mfa', 'otp', 'hwk'];

/** The OpenID Connect client: the provider (issuer) this server trusts, and how it is registered there. */
export interface OidcSettings {
  issuer: URL;
  clientId: string;
  /** Absent for a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** The callback registered at the provider; absent: this server's own origin + /api/auth/oidc/callback. */
  redirectUri: string | undefined;
  /** Email domains (lower case) whose accounts may sign in through the provider; empty: any domain. */
  allowedDomains: string[];
  /** The `amr` values that count as a second factor (OIDC_SECOND_FACTOR_AMR); absent: DEFAULT_SECOND_FACTOR_AMR. */
  secondFactorAmr?: readonly string[];
}

export interface SsoSettings {
  methods: AuthMethod[];
  oidc: OidcSettings | null;
}

const METHODS: Record<string, AuthMethod[]> = { password: ['password'], oidc: ['oidc'], both: ['password', 'oidc'] };
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const blank = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

const url = (name: string) =>
  z
    .string()
    .optional()
    .transform(blank)
    .refine((v) => v === undefined || URL.canParse(v), { error: `${name} must be an absolute URL (https://…).` });

/**
 * AUTH_METHOD (password | oidc | both, default password) and the OIDC_* variables. A method naming oidc needs
 * OIDC_ISSUER and OIDC_CLIENT_ID; in production the provider and the callback must be https (loopback aside).
 * Every problem names its variable.
 */
export const ssoEnvSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    AUTH_METHOD: z
      .string()
      .optional()
      .transform((v) => blank(v)?.toLowerCase() ?? 'password')
      .refine((v) => v in METHODS, { error: 'AUTH_METHOD must be one of password, oidc, both.' }),
    OIDC_ISSUER: url('OIDC_ISSUER'),
    OIDC_CLIENT_ID: z.string().optional().transform(blank),
    OIDC_CLIENT_SECRET: z.string().optional().transform(blank),
    OIDC_REDIRECT_URI: url('OIDC_REDIRECT_URI'),
    OIDC_ALLOWED_DOMAINS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      )
      .refine((domains) => domains.every((d) => /^[a-z0-9.-]+\.[a-z0-9-]+$/.test(d)), {
        error: 'OIDC_ALLOWED_DOMAINS must be comma-separated email domains (example.org, staff.example.org).',
      }),
    OIDC_SECOND_FACTOR_AMR: z
      .string()
      .optional()
      .transform((v) =>
        blank(v)
          ?.split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .refine((values) => values === undefined || values.every((a) => /^[A-Za-z0-9_-]+$/.test(a)), {
        error: 'OIDC_SECOND_FACTOR_AMR must be comma-separated amr values (mfa, otp, hwk).',
      }),
  })
  .superRefine((env, ctx) => {
    const methods = METHODS[env.AUTH_METHOD] ?? [];
    if (!methods.includes('oidc')) return;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!env.OIDC_ISSUER)
      issue(`AUTH_METHOD=${env.AUTH_METHOD} needs OIDC_ISSUER, the URL of the OpenID Connect provider.`);
    if (!env.OIDC_CLIENT_ID)
      issue(`AUTH_METHOD=${env.AUTH_METHOD} needs OIDC_CLIENT_ID, this server's client id at the provider.`);
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['OIDC_ISSUER', 'OIDC_REDIRECT_URI'] as const) {
      const value = env[name] && URL.canParse(env[name]) ? new URL(env[name]) : null;
      if (value && value.protocol !== 'https:' && !LOOPBACK.has(value.hostname))
        issue(`${name} must use https in production.`);
    }
  })
  .transform((env): SsoSettings => {
    const methods = METHODS[env.AUTH_METHOD];
    if (!methods.includes('oidc') || !env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return { methods, oidc: null };
    return {
      methods,
      oidc: {
        issuer: new URL(env.OIDC_ISSUER),
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
        redirectUri: env.OIDC_REDIRECT_URI,
        allowedDomains: env.OIDC_ALLOWED_DOMAINS,
        secondFactorAmr: env.OIDC_SECOND_FACTOR_AMR ?? DEFAULT_SECOND_FACTOR_AMR,
      },
    };
  });

/** Password sign-in only: what a configuration without `sso` means. */
export const PASSWORD_ONLY: SsoSettings = { methods: ['password'], oidc: null };
