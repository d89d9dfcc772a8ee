import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
}

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
