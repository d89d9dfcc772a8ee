import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Role } from '@/domain/roles';
import type { SsoSettings } from './ssoSettings';
import type { TrustProxy } from './trustProxy';
import { KNOWN_ROLES, parseEnv } from './env';

export { ConfigError, DEFAULT_PUBLIC_ENQUIRY_LIMIT } from './env';

/** What the server runs with, read from the environment once at start (loadConfig); nothing else reads it. */
export interface Config {
  production: boolean;
  port: number;
  /** Address to listen on. */
  host: string;
  dataDir: string;
  /** Where the built SPA is served from. */
  distDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL's server the public API reads from (DATABASE_READ_URL); absent means the primary. */
  databaseReadUrl?: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The domain of the reply addresses (`reply+<token>@REPLY_DOMAIN`) that route an enquirer's answer back to their
   * enquiry: its MX (or a forwarding rule) must reach the inbound listener or the inbound webhook.
   */
  replyDomain: string;
  /** The shared secret of POST /api/inbound/mail (INBOUND_MAIL_SECRET); absent means the route answers 401. */
  inboundMailSecret?: string;
  /** The port of the inbound SMTP listener (INBOUND_SMTP_PORT); absent means no listener. */
  inboundSmtpPort?: number;
  /** The proxies whose X-Forwarded-For entries are believed (TRUST_PROXY): a number of hops, or their addresses. */
  trustProxy: TrustProxy;
  /** Largest JSON body accepted, in bytes. */
  maxBodyBytes: number;
  /** Failed sign-ins allowed per client address in the throttle window. */
  loginMaxFailuresPerAddress: number;
  /** Longest a database statement may run before the request is answered 503 (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** Longest the whole request may take to arrive, its body included, before it is answered 408. */
  requestBodyTimeoutMs: number;
  /** Production only: the admin created on an empty database (ADMIN_EMAIL, ADMIN_PASSWORD); absent means none. */
  firstAdmin?: { email: string; password: string };
  /**
   * Public enquiry intake, per client address and window: accepted enquiries allowed, and requests of any kind
   * (invalid ones included) allowed. Absent means DEFAULT_PUBLIC_ENQUIRY_LIMIT.
   */
  publicEnquiryLimit?: PublicEnquiryLimit;
  /**
   * The public read API: the origins whose pages may read it (PUBLIC_API_CORS_ORIGINS) and the requests a client
   * address may make per minute, per server process (PUBLIC_API_MAX_REQUESTS_PER_MINUTE). Absent means any
   * origin and DEFAULT_PUBLIC_API_RATE.
   */
  publicApi?: { corsOrigins: '*' | string[]; maxRequestsPerMinute: number };
  /** How often each process runs the scheduled publications that are due (PUBLICATION_CHECK_SECONDS; absent, 30). */
  publicationCheckSeconds?: number;
  /** Minutes a session may go unused before it ends (SESSION_IDLE_MINUTES). */
  sessionIdleMinutes: number;
  /** Roles that must sign in with a second factor (MFA_REQUIRED_ROLES); absent means none. */
  mfaRequiredRoles?: readonly Role[];
  /** Sign-in methods and the OpenID Connect client (AUTH_METHOD, OIDC_*); absent means password sign-in only. */
  sso?: SsoSettings;
  /** Passkeys: the origin the console is served from (WEBAUTHN_ORIGIN) and the relying party id (WEBAUTHN_RP_ID); absent means the request's own. */
  webauthnOrigin?: string;
  webauthnRpId?: string;
}

interface PublicEnquiryLimit {
  accepted: number;
  attempts: number;
  minutes: number;
}

/**
 * Reads the environment (src/server/infrastructure/env.ts holds every variable and its rule); throws a ConfigError listing
 * every problem. Outside production a missing JWT secret is generated once and kept in DATA_DIR.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR);
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    distDir: resolve(env.DIST_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    jwtSecret: env.JWT_SECRET ?? localSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    replyDomain: env.REPLY_DOMAIN,
    inboundMailSecret: env.INBOUND_MAIL_SECRET,
    inboundSmtpPort: env.INBOUND_SMTP_PORT,
    trustProxy: env.TRUST_PROXY,
    maxBodyBytes: env.MAX_BODY_BYTES,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    requestBodyTimeoutMs: env.REQUEST_BODY_TIMEOUT_MS,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    firstAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    mfaRequiredRoles: env.MFA_REQUIRED_ROLES ?? (production ? KNOWN_ROLES : []),
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    webauthnOrigin: env.WEBAUTHN_ORIGIN,
    webauthnRpId: env.WEBAUTHN_RP_ID,
    publicEnquiryLimit: {
      accepted: env.PUBLIC_ENQUIRY_MAX,
      attempts: env.PUBLIC_ENQUIRY_MAX_REQUESTS,
      minutes: env.PUBLIC_ENQUIRY_WINDOW_MINUTES,
    },
    publicApi: {
      corsOrigins: env.PUBLIC_API_CORS_ORIGINS,
      maxRequestsPerMinute: env.PUBLIC_API_MAX_REQUESTS_PER_MINUTE,
    },
    sso: env.sso,
    publicationCheckSeconds: env.PUBLICATION_CHECK_SECONDS,
  };
}

function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The console's address: the origin it is served from (WEBAUTHN_ORIGIN), else this server's own port. */
export const consoleOrigin = (config: Pick<Config, 'webauthnOrigin' | 'port'>) =>
  config.webauthnOrigin ?? `http://localhost:${config.port}`;
