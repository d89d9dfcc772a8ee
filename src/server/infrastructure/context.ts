import type { Context } from 'hono';
import type { Role, UserType } from '@/domain/roles';
import type { Locale } from '@/domain/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail';
import type { Throttle } from './throttle';
import type { TokenSigner } from './tokens';
import type { FileStorage } from './fileStorage';
import type { LiveEventHub } from './liveEvents';

/** Who is calling, decided from the token alone (and its session row). */
export interface Principal {
  userId: number;
  userType: UserType;
  role: Role;
  organizationId: number | null;
  sessionId: string;
}

/** What a verified token claims: its session, user, token version, and the user's type and organisation. */
export interface SessionClaims {
  sid: string;
  userId: number;
  tv: number;
  userType: number;
  organizationId: number | null;
  /** The session's last activity must be later than this (the idle timeout, from the request's time). */
  idleSince: string;
}

/**
 * The session of a request whose route folds the session check into its own statement (requireAuth's `fold`):
 * the principal the token claims stands until that statement, or a lookup, says whether the session is live
 * with that user type and organisation.
 */
export interface PendingSession {
  claims: SessionClaims;
  /** Unknown until checked: true when live exactly as claimed. */
  live?: boolean;
}

/** Looks a session up: its principal as it is now, or null when it is not live. */
export type SessionResolver = (sid: string, userId: number, tv: number) => Promise<{ principal: Principal } | null>;

export interface Deps {
  config: Config;
  database: Database;
  /** A read-only replica (DATABASE_READ_URL) the public API reads from, so that the website's traffic never reaches the primary. */
  readDatabase?: Database;
  mailer: Mailer;
  throttle: Throttle;
  tokens: TokenSigner;
  storage: FileStorage;
  /** This process's LISTEN on the live events channel, fanned out to its event streams (GET /api/events). */
  events: LiveEventHub;
  /** Set once migrations and seeding are done. */
  isReady: () => boolean;
}

export interface AppEnv {
  Variables: {
    principal: Principal;
    locale: Locale;
    ip: string;
    /** A session the route checks in its own statement (requireAuth's `fold`). */
    pendingSession?: PendingSession;
    resolveSession?: SessionResolver;
    /** The change set this request's writes are audited under (changeSetOf). */
    changeSet?: string;
    /** The filter and sort a signed export link carries. */
    exportQuery?: {
      filter?: string;
      sort?: string;
      format?: string;
      columns?: string;
      locale?: string;
      timeZone?: string;
    };
  };
}

export type Ctx = Context<AppEnv>;
