import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/features/auth/passwords';
import { ConfigError, loadConfig } from '@/server/infrastructure/config';
import { users } from '@/server/infrastructure/db/schema';
import { DEMO_ACCOUNTS } from '@/server/startup/seed/accounts';
import { StartupError, openConfiguredDatabase, prepareDatabase } from '@/server/startup/start';
import { openTestDatabase, testConfig } from '../support/api';

describe('starting in production', () => {
  it('refuses to start without JWT_SECRET, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), WEBAUTHN_ORIGIN: 'https://console.example.org' })
        .production,
    ).toBe(true);
  });

  it('refuses to start without WEBAUTHN_ORIGIN: passkeys must not take their relying party from the Host header', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /WEBAUTHN_ORIGIN: is not set; production needs the origin the console is served from/,
    );
    expect(loadConfig({ ...env, WEBAUTHN_ORIGIN: 'https://console.example.org' }).webauthnOrigin).toBe(
      'https://console.example.org',
    );
    // Development and tests keep taking it from the request.
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).webauthnOrigin).toBeUndefined();
  });

  it('refuses to start while any account still has the demo password, naming the accounts', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      const config = testConfig({ production: true });
      await expect(prepareDatabase(config, database)).rejects.toThrow(StartupError);
      await expect(prepareDatabase(config, database)).rejects.toThrow(/admin@visapath\.test/);
      // Once every account has its own password, it starts.
      const hash = await hashPassword('a-real-production-password');
      for (const account of DEMO_ACCOUNTS)
        await database.db.update(users).set({ password_hash: hash }).where(eq(users.email, account.email));
      await expect(prepareDatabase(config, database)).resolves.toBeUndefined();
    } finally {
      await dispose();
    }
  });
});

describe('a new DATA_DIR', () => {
  it('is created when it does not exist yet, also when JWT_SECRET is set (nothing else creates it then)', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'visapath-new-')), 'not', 'there', 'yet');
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
    const database = await openConfiguredDatabase(config);
    try {
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
