import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/infrastructure/db/client';
import { seedDemo } from '@/server/startup/seed';
import { createTemplateDatabase } from './postgres';
import { startServerProcess } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    e2eDataDir: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it (a PGlite data-dir
 * dump, or with DATABASE_URL a PostgreSQL database created from a template), so files stay isolated and fast.
 */
export default async function setup(project: TestProject) {
  const names = project.config.project ?? [];
  if (names.length === 1 && names[0] === 'e2e') return seededDataDir(project);
  const dir = mkdtempSync(join(tmpdir(), 'visapath-test-'));
  const file = join(dir, 'template.tar');
  const database = await openDatabase();
  await database.migrate();
  await seedDemo(database.db);
  const dump = await database.dumpDataDir!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', process.env.DATABASE_URL ? await createTemplateDatabase(process.env.DATABASE_URL) : '');
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * For the e2e run: the built server's DATA_DIR after its first start (migrated, demo data seeded), made once; each
 * e2e server starts on a copy of it instead of seeding its own (4 s instead of 17).
 */
async function seededDataDir(project: TestProject) {
  if (!existsSync('dist-server/main.js')) return;
  const dir = mkdtempSync(join(tmpdir(), 'visapath-e2e-seeded-'));
  const server = await startServerProcess(['dist-server/main.js'], {
    ...(process.env as Record<string, string>),
    DATA_DIR: dir,
    NODE_ENV: 'test',
  });
  await server.stop();
  project.provide('e2eDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
