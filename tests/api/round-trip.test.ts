import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/domain/messages';
import { inputFields, type FieldDef, type ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { setUpTestApi, type ApiRecord } from '../support/api';
import { editable, type Format } from '../support/roundTrip';

/*
 * The round-trip promise (docs/api.md, Importing: the round trip), generated from the definitions: for every resource that both
 * exports and imports, every file an export writes (the workbook and the CSV for Excel in each UI language, and
 * the RFC 4180 CSV) imports back as unchanged; and after one cell of a row is edited in the file (a text, a
 * number, a date, an enum, a reference, a list), the dry run reports exactly that row and field as changed, and
 * applying it stores the value. Files hold the first ROWS records of each list, so the suite stays quick; the
 * whole visa-requirement matrix in every format is timed by bench/import-matrix.ts.
 */

const env = setUpTestApi();
const ROWS = 120;

const FILES: { format: Format; locale: Locale }[] = [
  ...LOCALES.flatMap((locale) => (['xlsx', 'csv-excel'] as const).map((format) => ({ format, locale }))),
  { format: 'csv', locale: 'en' },
];

/** The kinds of edit a person makes, and the fields that take each. */
const EDITS: Record<string, FieldDef['kind'][]> = {
  text: ['text', 'textarea', 'richtext', 'email', 'url'],
  number: ['integer', 'decimal'],
  date: ['date'],
  enum: ['enum', 'boolean'],
  reference: ['reference'],
  list: ['textList', 'referenceList'],
};

const imported = RESOURCES.filter((def) => !def.readOnly);

interface Report {
  rows: { total: number; new: number; changed: number; unchanged: number; skipped: number; invalid: number };
  invalid: { line: number; field: string; message: string }[];
  changes: { line: number; id: number; fields: { field: string; before: unknown; after: unknown }[] }[];
  applied: boolean;
}

const pathOf = (def: ResourceDef) => `${def.base}/${def.name}`;

/** The ids of the first ROWS records: what each file holds. */
async function firstIds(def: ResourceDef) {
  const reply = await env.api.call<ApiRecord[]>(
    'GET',
    `${pathOf(def)}?sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent(`[0,${ROWS - 1}]`)}`,
    {
      token: env.admin,
    },
  );
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return reply.body.map((r) => r.id);
}

async function exportFile(def: ResourceDef, ids: number[], format: Format, locale: Locale) {
  const filter = encodeURIComponent(JSON.stringify({ id: ids }));
  const res = await env.api.app.fetch(
    new Request(
      `http://visapath.test${pathOf(def)}/export?format=${format}&locale=${locale}&timeZone=Europe/Berlin&filter=${filter}&sort=${encodeURIComponent('["id","ASC"]')}`,
      { headers: { authorization: `Bearer ${env.admin}`, 'accept-language': locale } },
    ),
  );
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function importFile(def: ResourceDef, bytes: Uint8Array, locale: Locale, dryRun = true) {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice().buffer]), 'edited');
  form.append('dryRun', String(dryRun));
  const res = await env.api.app.fetch(
    new Request(`http://visapath.test${pathOf(def)}/import`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${env.admin}`, 'accept-language': locale, 'x-forwarded-for': '203.0.113.9' },
    }),
  );
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Report };
}

/** Which kinds of edit the suite made, by resource: every kind must be made somewhere. */
const made = new Map<string, Set<string>>();
afterAll(() => {
  const kinds = new Set([...made.values()].flatMap((set) => [...set]));
  expect([...kinds].sort()).toEqual(Object.keys(EDITS).sort());
});

describe.each(imported.map((def) => [def.name, def] as const))('%s', (_, def) => {
  let ids: number[] = [];

  it.each(FILES.map((f) => [`${f.format} ${f.locale}`, f] as const))(
    '%s imports back unchanged, and one edited cell changes exactly its row and field',
    async (_, { format, locale }) => {
      if (!ids.length) ids = await firstIds(def);
      const bytes = await exportFile(def, ids, format, locale);
      const reply = await importFile(def, bytes, locale);
      expect(reply.status, reply.text.slice(0, 500)).toBe(200);
      const { rows, invalid, changes } = reply.body;
      expect(invalid, JSON.stringify(invalid.slice(0, 3))).toEqual([]);
      expect(changes, JSON.stringify(changes.slice(0, 2))).toEqual([]);
      expect(rows).toMatchObject({ new: 0, changed: 0, invalid: 0 });
      expect(rows.unchanged + rows.skipped).toBe(rows.total);
      if (rows.total < 2) return;

      const file = await editable(format, bytes);
      const inputs = new Map(inputFields(def));
      const matched = columnsOf(reply.text);
      const headerField = (header: string) => matched[header] ?? undefined;
      for (const [kind, kinds] of Object.entries(EDITS)) {
        const candidates = file.header
          .map((header, column) => ({ column, name: headerField(header) }))
          .filter(({ name }) => {
            const field = name ? inputs.get(name) : undefined;
            return (
              !!field &&
              kinds.includes(field.kind) &&
              !field.unique &&
              !(def.uniqueTogether ?? []).some((names) => names.includes(name!))
            );
          });
        let done = false;
        for (const { column, name } of candidates) {
          const donors = file.rows
            .map((_cells, i) => i)
            .filter((i) => i > 0 && file.rows[i][column] !== '' && file.rows[i][column] !== file.rows[0][column])
            .slice(0, 4);
          for (const donor of donors) {
            const edited = await importFile(def, file.withCellFrom(0, column, donor), locale);
            if (edited.body.rows.invalid) continue; // the value breaks a rule of the row (a status's moves, a range)
            expect(edited.body.rows, `${name} from row ${donor}`).toMatchObject({ changed: 1, new: 0, invalid: 0 });
            expect(edited.body.changes[0].fields.map((f) => f.field)).toEqual([name]);
            expect(edited.body.changes[0].line).toBe(2);
            if (format === 'csv-excel' && locale === 'de') {
              const applied = await importFile(def, file.withCellFrom(0, column, donor), locale, false);
              expect(applied.body.applied, applied.text.slice(0, 300)).toBe(true);
              const [changed, source] = await Promise.all(
                [ids[0], ids[donor]].map(
                  async (id) =>
                    (await env.api.call<ApiRecord>('GET', `${pathOf(def)}/${id}`, { token: env.admin })).body,
                ),
              );
              expect(changed[name!]).toEqual(source[name!]);
              // Back as it was, for the next file.
              await importFile(def, bytes, locale, false);
            }
            done = true;
            break;
          }
          if (done) break;
        }
        if (done) made.set(def.name, (made.get(def.name) ?? new Set()).add(kind));
      }
    },
  );
});

/** The report's header → field matching, as the import made it. */
function columnsOf(text: string): Record<string, string | null> {
  const { columns } = JSON.parse(text) as { columns: { header: string; field: string | null }[] };
  return Object.fromEntries(columns.map((c) => [c.header, c.field]));
}
