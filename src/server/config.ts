import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PUBLIC_ENQUIRY_LIMIT } from '../domain/areas/enquiries';
import { ROLE_BY_USER_TYPE, type Role } from '../domain/roles';

export interface Config {
  production: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Read the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Largest JSON body accepted, in bytes. */
  maxBodyBytes: number;
  /** Failed sign-ins allowed per client address in the throttle window. */
  loginMaxFailuresPerAddress: number;
  /**
   * Public enquiry intake, per client address and window: accepted enquiries allowed, and requests of any kind
   * (invalid ones included) allowed. Absent means the defaults of loadConfig.
   */
  publicEnquiryLimit?: PublicEnquiryLimit;
  /** Roles that must sign in with a second factor (MFA_REQUIRED_ROLES); absent means none. */
  mfaRequiredRoles?: readonly Role[];
}

export interface PublicEnquiryLimit { accepted: number; attempts: number; minutes: number }
export const DEFAULT_PUBLIC_ENQUIRY_LIMIT: PublicEnquiryLimit = { accepted: PUBLIC_ENQUIRY_LIMIT.max, attempts: 30, minutes: PUBLIC_ENQUIRY_LIMIT.minutes };

export class ConfigError extends Error {}

/** Reads the environment; outside production a missing JWT secret is generated once and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    if (production) throw new ConfigError('JWT_SECRET is not set. Set it to a random string of at least 32 characters.');
    jwtSecret = localSecret(dataDir);
  }
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  return {
    production,
    port: Number(env.PORT ?? 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Visapath <no-reply@visapath.test>',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 1_048_576),
    loginMaxFailuresPerAddress: Number(env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 50),
    mfaRequiredRoles: mfaRoles(env.MFA_REQUIRED_ROLES ?? (production ? 'admin' : '')),
    publicEnquiryLimit: publicEnquiryLimit(env),
  };
}

function publicEnquiryLimit(env: NodeJS.ProcessEnv): PublicEnquiryLimit {
  const whole = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of 1 or more.`);
    return value;
  };
  const d = DEFAULT_PUBLIC_ENQUIRY_LIMIT;
  const limit = {
    accepted: whole('PUBLIC_ENQUIRY_MAX', d.accepted),
    attempts: whole('PUBLIC_ENQUIRY_MAX_REQUESTS', d.attempts),
    minutes: whole('PUBLIC_ENQUIRY_WINDOW_MINUTES', d.minutes),
  };
  if (limit.attempts < limit.accepted) throw new ConfigError('PUBLIC_ENQUIRY_MAX_REQUESTS must not be less than PUBLIC_ENQUIRY_MAX.');
  return limit;
}

/** MFA_REQUIRED_ROLES: comma-separated role names (admin, insurance, university, consultants, languages, bank). */
function mfaRoles(value: string): Role[] {
  const known = new Set<string>(Object.values(ROLE_BY_USER_TYPE).map((r) => r.role));
  const roles = value.split(',').map((r) => r.trim()).filter(Boolean);
  const unknown = roles.filter((r) => !known.has(r));
  if (unknown.length) throw new ConfigError(`MFA_REQUIRED_ROLES names unknown roles: ${unknown.join(', ')}. Known: ${[...known].join(', ')}.`);
  return roles.filter((r): r is Role => known.has(r));
}

function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
