import { createTokenSigner } from './auth/tokens';
import { databaseStorage } from './fileStorage';
import type { Config } from './config';
import type { Deps } from './context';
import type { Database } from './db/client';
import { createMailer } from './mail';
import { createThrottle } from './throttle';

export function createDeps(config: Config, database: Database, isReady: () => boolean = () => true): Deps {
  return {
    config,
    database,
    isReady,
    mailer: createMailer(database.db, config.smtpUrl, config.mailFrom),
    throttle: createThrottle(database.db),
    tokens: createTokenSigner(config.jwtSecret),
    storage: databaseStorage(database.db),
  };
}
