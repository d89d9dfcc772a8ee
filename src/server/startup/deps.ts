import { createTokenSigner } from '@/server/infrastructure/tokens';
import { databaseStorage } from '@/server/infrastructure/fileStorage';
import type { Config } from '@/server/infrastructure/config';
import type { Deps } from '@/server/infrastructure/context';
import type { Database } from '@/server/infrastructure/db/client';
import { createLiveEventHub } from '@/server/infrastructure/liveEvents';
import { createMailer } from '@/server/infrastructure/mail';
import { createThrottle } from '@/server/infrastructure/throttle';

export function createDeps(
  config: Config,
  database: Database,
  isReady: () => boolean = () => true,
  readDatabase?: Database,
): Deps {
  return {
    config,
    database,
    readDatabase,
    isReady,
    mailer: createMailer(database.db, config.smtpUrl, config.mailFrom),
    throttle: createThrottle(database.db),
    tokens: createTokenSigner(config.jwtSecret),
    storage: databaseStorage(database.db),
    events: createLiveEventHub(database),
  };
}
