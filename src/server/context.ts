import type { Context } from 'hono';
import type { Role, UserType } from '../domain/roles';
import type { Locale } from '../domain/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail';
import type { Throttle } from './throttle';
import type { TokenSigner } from './auth/tokens';
import type { FileStorage } from './fileStorage';

/** Who is calling, decided from the token alone (and its session row). */
export interface Principal {
  userId: number;
  userType: UserType;
  role: Role;
  organizationId: number | null;
  sessionId: string;
}

export interface Deps {
  config: Config;
  database: Database;
  mailer: Mailer;
  throttle: Throttle;
  tokens: TokenSigner;
  storage: FileStorage;
  /** Set once migrations and seeding are done. */
  isReady: () => boolean;
}

export interface AppEnv {
  Variables: {
    principal: Principal;
    locale: Locale;
    ip: string;
    /** The filter and sort a signed export link carries. */
    exportQuery?: { filter?: string; sort?: string };
  };
}

export type Ctx = Context<AppEnv>;
