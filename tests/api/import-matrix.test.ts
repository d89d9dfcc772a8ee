import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../src/server/db/resourceTables';
import { setUpTestApi } from '../support/api';

/*
 * The generic import on the largest writable table: the passport-index matrix as the dataset writes it, its values
 * read by the visa requirements' own adapter (importRow: days, words, -1 skipped), countries matched by ISO code;
 * 39,402 pairs dry-run and applied in a few seconds on PGlite, then undone.
 */

const env = setUpTestApi();
const requirements = tableOf('visa-requirements');
const file = readFileSync('datasets/passport-index/passport-index-tidy-iso2.csv', 'utf8');
const lines = file.trim().split('\n').slice(1);
const pairs = lines.map((l) => l.trim().split(',')).filter(([p, d, r]) => r !== '-1' && p !== d);
/** The dataset as German Excel would save it: `;`-separated, CRLF, its own values (`90`, `e-visa`, `-1`). */
const csv = file.replace(/,/g, ';').replace(/\n/g, '\r\n');

async function send(dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'matrix.csv');
  form.append('mapping', JSON.stringify({ Passport: 'passport_country_id', Destination: 'destination_country_id' }));
  form.append('dryRun', String(dryRun));
  const started = performance.now();
  const res = await env.api.app.fetch(
    new Request('http://visapath.test/api/visa/visa-requirements/import', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${env.admin}` },
    }),
  );
  const body = (await res.json()) as { rows: Record<string, number>; invalid: unknown[]; changeSet?: string };
  return { status: res.status, body, ms: performance.now() - started };
}

const rowCount = async () => (await env.api.db.select({ n: count() }).from(requirements))[0].n;

beforeAll(async () => {
  const countries = tableOf('countries');
  const codes = [...new Set(pairs.flatMap(([p, d]) => [p, d]))];
  await env.api.db
    .insert(countries)
    .values(codes.map((iso2) => ({ iso2, name: iso2 })))
    .onConflictDoNothing({ target: countries.iso2 });
  await env.api.db.delete(requirements);
}, 120_000);

describe('the passport-index matrix through POST /api/visa/visa-requirements/import as a form', () => {
  it('dry-runs, applies, re-reads as unchanged and undoes 39,402 rows, each step in a few seconds', async () => {
    expect(pairs).toHaveLength(39_402);
    const dry = await send(true);
    expect(dry.status).toBe(200);
    expect(dry.body.rows).toEqual({ total: 39_601, new: 39_402, changed: 0, unchanged: 0, skipped: 199, invalid: 0 });
    expect(dry.ms).toBeLessThan(10_000);
    expect(await rowCount()).toBe(0);

    const applied = await send(false);
    expect(applied.status).toBe(200);
    expect(applied.ms).toBeLessThan(15_000);
    expect(await rowCount()).toBe(39_402);

    const again = await send(true);
    expect(again.body.rows).toMatchObject({ new: 0, changed: 0, unchanged: 39_402 });

    const undone = await env.api.call('POST', '/api/visa/visa-requirements/undo', {
      token: env.admin,
      body: { changeSets: [applied.body.changeSet] },
    });
    expect(undone.status).toBe(200);
    expect(await rowCount()).toBe(0);
    console.log(
      `import of 39,402 rows: dry run ${Math.round(dry.ms)} ms, apply ${Math.round(applied.ms)} ms, unchanged dry run ${Math.round(again.ms)} ms`,
    );
  }, 300_000);
});
