import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { setUpTestApi } from '../support/api';

/*
 * The generic import on the largest writable table: the passport-index matrix as the dataset writes it, its values
 * read by the visa requirements' own adapter (importRow: days, words, -1 skipped), countries matched by ISO code;
 * the rows of the first 20 passports dry-run, applied, re-read as unchanged and undone. How long the whole matrix
 * (39,402 pairs) takes is measured by bench/import-matrix.ts.
 */

const env = setUpTestApi();
const requirements = tableOf('visa-requirements');
const file = readFileSync('datasets/passport-index/passport-index-tidy-iso2.csv', 'utf8');
const [header, ...all] = file.trim().split('\n');
const passports = [...new Set(all.map((l) => l.split(',')[0]))].slice(0, 20);
const lines = all.filter((l) => passports.includes(l.split(',')[0]));
const pairs = lines.map((l) => l.trim().split(',')).filter(([p, d, r]) => r !== '-1' && p !== d);
/** The slice as German Excel would save it: `;`-separated, CRLF, the dataset's own values (`90`, `e-visa`, `-1`). */
const csv = [header, ...lines].join('\n').replace(/,/g, ';').replace(/\n/g, '\r\n');

async function send(dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'matrix.csv');
  form.append('mapping', JSON.stringify({ Passport: 'passport_country_id', Destination: 'destination_country_id' }));
  form.append('dryRun', String(dryRun));
  const res = await env.api.app.fetch(
    new Request('http://visapath.test/api/visa/visa-requirements/import', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${env.admin}` },
    }),
  );
  const body = (await res.json()) as { rows: Record<string, number>; invalid: unknown[]; changeSet?: string };
  return { status: res.status, body };
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
  it('dry-runs, applies, re-reads as unchanged and undoes the rows of 20 passports', async () => {
    expect(lines).toHaveLength(20 * 199);
    const skipped = lines.length - pairs.length;
    expect(skipped).toBeGreaterThanOrEqual(20); // each passport's own country, at least
    const dry = await send(true);
    expect(dry.status).toBe(200);
    expect(dry.body.rows).toEqual({
      total: lines.length,
      new: pairs.length,
      changed: 0,
      unchanged: 0,
      skipped,
      invalid: 0,
    });
    expect(await rowCount()).toBe(0);

    const applied = await send(false);
    expect(applied.status).toBe(200);
    expect(await rowCount()).toBe(pairs.length);

    const again = await send(true);
    expect(again.body.rows).toMatchObject({ new: 0, changed: 0, unchanged: pairs.length });

    const undone = await env.api.call('POST', '/api/visa/visa-requirements/undo', {
      token: env.admin,
      body: { changeSets: [applied.body.changeSet] },
    });
    expect(undone.status).toBe(200);
    expect(await rowCount()).toBe(0);
  }, 120_000);
});
