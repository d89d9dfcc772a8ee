import { z } from 'zod';
import { PUBLIC_ENQUIRY_LIMIT } from '@/domain/areas/enquiries';
import { ROLE_BY_USER_TYPE, type Role } from '@/domain/roles';
import { NO_PROXY, isAddressOrRange, type TrustProxy } from './trustProxy';
import { ssoEnvSchema } from './ssoSettings';

/** The environment cannot be used: every problem found, each naming its variable and the rule it breaks. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** The public intake's limits per client address and window when PUBLIC_ENQUIRY_* are not set. */
export const DEFAULT_PUBLIC_ENQUIRY_LIMIT = {
  accepted: PUBLIC_ENQUIRY_LIMIT.max,
  attempts: 30,
  minutes: PUBLIC_ENQUIRY_LIMIT.minutes,
};

/** Set but blank counts as unset, as a shell's `VAR=` means. */
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

function integer(min: number, max: number, fallback: number) {
  const error = `expected an integer between ${min} and ${max}`;
  return z.preprocess(
    unset,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}

const text = (fallback: string) => z.preprocess(unset, z.string().default(fallback));

/** A URL of one of `protocols` (without the colon), e.g. url(['postgres', 'postgresql'], 'postgres://user:pass@host:5432/db'). */
function url(protocols: string[], example: string) {
  const error = `expected a URL such as ${example}`;
  return optional(
    z.string().refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol.slice(0, -1)), { error }),
  );
}

/** Requests a client address may make to the public API per minute when PUBLIC_API_MAX_REQUESTS_PER_MINUTE is not set. */
export const DEFAULT_PUBLIC_API_RATE = 600;

/** The websites that may read the public API from a browser: `*` (any, the default) or a comma-separated list of origins. */
const publicOrigins = z.preprocess(
  unset,
  z
    .string()
    .default('*')
    .transform((v) =>
      v.trim() === '*'
        ? ('*' as const)
        : v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
    )
    .refine((v) => v === '*' || (v.length > 0 && v.every((o) => URL.canParse(o) && new URL(o).origin === o)), {
      error: 'expected * or a comma-separated list of origins such as https://www.example.org',
    }),
);

const FLAGS: Record<string, boolean> = { 1: true, true: true, 0: false, false: false };

export const KNOWN_ROLES = Object.values(ROLE_BY_USER_TYPE).map((r) => r.role);
/** Unlike other variables, set but empty is a value here: no role at all, where unset means the default. */
const roleList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  )
  .superRefine((roles, ctx) => {
    const unknown = roles.filter((r) => !KNOWN_ROLES.includes(r as Role));
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        message: `unknown roles ${unknown.join(', ')}; expected a comma-separated list of ${KNOWN_ROLES.join(', ')}`,
      });
  })
  .transform((roles) => roles as Role[])
  .optional();

const TRUST_PROXY_ERROR =
  'expected a number of proxy hops (0, 1, 2…), true (1) or false (0), or a comma-separated list of proxy addresses and CIDR ranges';
/** TRUST_PROXY: how many proxies, or which ones, may append to X-Forwarded-For. */
const trustProxy = z.preprocess(
  unset,
  z
    .string()
    .transform((v, ctx): TrustProxy => {
      const value = v.trim().toLowerCase();
      if (value in FLAGS) return { hops: FLAGS[value] ? 1 : 0 };
      if (/^\d{1,2}$/.test(value)) return { hops: Number(value) };
      const proxies = value.split(',').map((p) => p.trim());
      if (proxies.every(isAddressOrRange)) return { proxies };
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
      return z.NEVER;
    })
    .default(NO_PROXY),
);

/** WEBAUTHN_ORIGIN: scheme, host and port only. */
const origin = optional(
  z
    .string()
    .refine((v) => URL.canParse(v) && new URL(v).origin === v.replace(/\/$/, ''), {
      error: 'expected an origin such as https://console.example.org',
    })
    .transform((v) => new URL(v).origin),
);

/**
 * Every environment variable the server reads, with its default and its rule. To add one: a line here, the
 * field of Config it fills (config.ts), and a row in README's environment table.
 */
export const envSchema = z
  .object({
    NODE_ENV: optional(z.string()),
    PORT: integer(1, 65_535, 8080),
    HOST: text('0.0.0.0'),
    DATA_DIR: text('./data'),
    DIST_DIR: text('dist'),
    DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://user:pass@host:5432/db'),
    DATABASE_READ_URL: url(['postgres', 'postgresql'], 'postgres://user:pass@replica:5432/db'),
    JWT_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
    ADMIN_EMAIL: optional(z.email({ error: 'expected an email address' })),
    ADMIN_PASSWORD: optional(z.string().min(12, { error: 'expected at least 12 characters' })),
    SMTP_URL: url(['smtp', 'smtps'], 'smtp://user:pass@host:587'),
    MAIL_FROM: text('Visapath <no-reply@visapath.test>'),
    REPLY_DOMAIN: text('reply.visapath.test'),
    INBOUND_MAIL_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters long' })),
    INBOUND_SMTP_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
    TRUST_PROXY: trustProxy,
    MAX_BODY_BYTES: integer(1024, 1024 ** 3, 1_048_576),
    DB_STATEMENT_TIMEOUT_MS: integer(100, 3_600_000, 10_000),
    REQUEST_BODY_TIMEOUT_MS: integer(1_000, 3_600_000, 30_000),
    LOGIN_MAX_FAILURES_PER_ADDRESS: integer(1, 1_000_000, 50),
    PUBLIC_ENQUIRY_MAX: integer(1, 1_000_000, DEFAULT_PUBLIC_ENQUIRY_LIMIT.accepted),
    PUBLIC_ENQUIRY_MAX_REQUESTS: integer(1, 1_000_000, DEFAULT_PUBLIC_ENQUIRY_LIMIT.attempts),
    PUBLIC_ENQUIRY_WINDOW_MINUTES: integer(1, 7 * 24 * 60, DEFAULT_PUBLIC_ENQUIRY_LIMIT.minutes),
    PUBLIC_API_CORS_ORIGINS: publicOrigins,
    PUBLIC_API_MAX_REQUESTS_PER_MINUTE: integer(1, 1_000_000, DEFAULT_PUBLIC_API_RATE),
    PUBLICATION_CHECK_SECONDS: integer(1, 3600, 30),
    MFA_REQUIRED_ROLES: roleList,
    SESSION_IDLE_MINUTES: integer(1, 8 * 60, 30),
    WEBAUTHN_ORIGIN: origin,
    WEBAUTHN_RP_ID: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === undefined) {
      issue('JWT_SECRET', 'is not set; production needs a random string of at least 32 characters');
    }
    // Without it, passkeys would take their relying party from the request's Host header, which a client writes.
    if (env.NODE_ENV === 'production' && env.WEBAUTHN_ORIGIN === undefined) {
      issue(
        'WEBAUTHN_ORIGIN',
        'is not set; production needs the origin the console is served from, such as https://console.example.org',
      );
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      issue(
        env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD',
        'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
      );
    }
    if (env.DATABASE_READ_URL !== undefined && env.DATABASE_URL === undefined) {
      issue(
        'DATABASE_READ_URL',
        'needs DATABASE_URL: a replica is of a PostgreSQL server, not of the embedded database',
      );
    }
    if (env.PUBLIC_ENQUIRY_MAX_REQUESTS < env.PUBLIC_ENQUIRY_MAX) {
      issue('PUBLIC_ENQUIRY_MAX_REQUESTS', 'must not be less than PUBLIC_ENQUIRY_MAX');
    }
  });

function problems(error: z.ZodError): string[] {
  return error.issues.map((i) => {
    const name = i.path.join('.');
    return !name || i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
  });
}

/** Parses the environment once, or throws a ConfigError listing every problem. */
export function parseEnv(source: NodeJS.ProcessEnv) {
  const env = envSchema.safeParse(source);
  const sso = ssoEnvSchema.safeParse(source);
  const found = [...(env.success ? [] : problems(env.error)), ...(sso.success ? [] : problems(sso.error))];
  if (!env.success || !sso.success) throw new ConfigError(found);
  return { ...env.data, sso: sso.data };
}
