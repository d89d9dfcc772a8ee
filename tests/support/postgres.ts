import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@/server/infrastructure/db/client';
import { seedDemo } from '@/server/startup/seed';

const TEMPLATE = 'visapath_test_template';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the migrated, seeded template database on the PostgreSQL server of DATABASE_URL. */
export async function createTemplateDatabase(url: string): Promise<string> {
  await admin(url, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${TEMPLATE}`);
  });
  const database = await openDatabase({ url: withDatabase(url, TEMPLATE) });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  return TEMPLATE;
}

/** A fresh database copied from the template, dropped again by the returned function. */
export async function cloneTemplate(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `visapath_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
