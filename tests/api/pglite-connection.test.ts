import { describe, expect, it } from 'vitest';
import { openPglite } from '@/server/infrastructure/db/pglite';

/*
 * In a file of its own: Node reports a deprecation once per process, so no other database may have been opened
 * in this one first.
 */
describe('the embedded database’s connection', () => {
  it('is handed out only once it is ready: pg never gets two queries at once on one client (pg 9 refuses that)', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    const database = await openPglite({ statementTimeoutMs: 10_000 });
    try {
      const answers = await Promise.all([1, 2, 3].map((n) => database.pool!.query('select $1::int as n', [n])));
      expect(answers.map((a) => a.rows[0].n)).toEqual([1, 2, 3]);
      // Warnings are emitted on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await database.close();
      process.off('warning', listen);
    }
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
