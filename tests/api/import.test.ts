import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { IMPORT_MAX_BYTES } from '@/server/engine/import/routes';
import { listAs, setUpTestApi, type ApiRecord } from '../support/api';
import { auditSince, lastAuditId } from '../support/auth';
import { DEMO } from '../support/demo';
import { xlsx } from '../support/xlsx';

/*
 * POST <base>/<resource>/import: a CSV (any separator, UTF-8 or Windows-1252) or .xlsx file, matched by header in
 * any UI language, dry run by default, applied all or nothing under one change set that undo takes back.
 */

const env = setUpTestApi();
const list = listAs(env);
const covers = tableOf('insurance-covers');

interface Report {
  columns: { header: string; field: string | null }[];
  rows: { total: number; new: number; changed: number; unchanged: number; skipped: number; invalid: number };
  invalid: { line: number; field: string; message: string; value?: string }[];
  rejected: { line: number; cells: string[] }[];
  applied: boolean;
  changeSet?: string;
  message?: string;
}

async function importFile(
  path: string,
  file: string | Uint8Array<ArrayBuffer>,
  options: {
    dryRun?: boolean;
    skipInvalid?: boolean;
    mapping?: Record<string, string | null>;
    token?: string;
    locale?: string;
  } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'data.csv');
  if (options.mapping) form.append('mapping', JSON.stringify(options.mapping));
  form.append('dryRun', String(options.dryRun ?? true));
  if (options.skipInvalid) form.append('skipInvalid', 'true');
  const res = await env.api.app.fetch(
    new Request(`http://visapath.test${path}/import`, {
      method: 'POST',
      body: form,
      headers: {
        authorization: `Bearer ${options.token ?? env.admin}`,
        'accept-language': options.locale ?? 'en',
        'x-forwarded-for': '203.0.113.9',
      },
    }),
  );
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Report, headers: res.headers };
}

/** Latin-1 text as Windows-1252 bytes (the two agree on every character used here). */
const windows1252 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

const coverCount = async () => (await env.api.db.select({ n: count() }).from(covers))[0].n;

async function insurerId() {
  return (await list('/api/insurers')).find((o) => o.name === 'Globe Shield Insurance')!.id;
}

describe('reading files', () => {
  it('reads German Excel’s CSV: `;`, a byte-order mark, German headers and labels, decimal commas', async () => {
    const text =
      '\uFEFFVersicherer;Name;Versicherungsart;Versicherungssumme;Währung;Beitrag ab;Beitrag pro;Mindestalter;Höchstalter;Empfohlen\r\n' +
      'Globe Shield Insurance;Import Reise Basis;Reise;1.500.000,00;EUR;12,50;Monat;18;65;ja\r\n' +
      'Globe Shield Insurance;Import Studierende;Studierende;50000;EUR;9,9;Jahr;;;nein\r\n';
    const reply = await importFile('/api/insurance-covers', text, { locale: 'de' });
    expect(reply.status).toBe(200);
    expect(reply.body.columns.map((c) => c.field)).toEqual([
      'organization_id',
      'name',
      'cover_type',
      'sum_insured',
      'currency',
      'premium_from',
      'premium_period',
      'min_age',
      'max_age',
      'is_recommended',
    ]);
    expect(reply.body.rows).toEqual({ total: 2, new: 2, changed: 0, unchanged: 0, skipped: 0, invalid: 0 });
    expect(reply.body.invalid).toEqual([]);
  });

  it('reads Windows-1252 umlauts and applies the rows with the values they mean', async () => {
    const text =
      'Versicherer;Name;Versicherungsart;Beitrag ab;Beitrag pro\r\nGlobe Shield Insurance;Müller Schutz für Größere;Kranken;1.234,56;Jahr\r\n';
    const reply = await importFile('/api/insurance-covers', windows1252(text), { dryRun: false });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ applied: true, rows: { new: 1 } });
    const [row] = await list('/api/insurance-covers', { q: 'Müller Schutz' });
    expect(row).toMatchObject({
      name: 'Müller Schutz für Größere',
      cover_type: 'health',
      premium_from: 1234.56,
      premium_period: 'year',
      organization_id: await insurerId(),
    });
  });

  it('matches French headers and labels', async () => {
    const text = 'Nom,Prime à partir de,Prime par\nAssurance française,"12,5",Mois\n';
    const reply = await importFile('/api/insurance-covers', text, { mapping: {} });
    expect(reply.body.columns.map((c) => c.field)).toEqual(['name', 'premium_from', 'premium_period']);
    // No insurer: the form's own message for a required owner.
    expect(reply.body.invalid).toEqual([{ line: 2, field: 'organization_id', message: 'Required' }]);
  });

  it('reads an .xlsx workbook (numbers as numbers, a date as the sheet’s day number)', async () => {
    const org = await insurerId();
    const file = xlsx([
      ['organization_id', 'name', 'premium_from', 'min_age', 'is_recommended'],
      [org, 'Sheet cover', 19.5, 21, 'true'],
    ]);
    const reply = await importFile('/api/insurance-covers', file, { dryRun: false });
    expect(reply.status).toBe(200);
    expect(reply.body.rows).toMatchObject({ total: 1, new: 1, invalid: 0 });
    const [row] = await list('/api/insurance-covers', { q: 'Sheet cover' });
    expect(row).toMatchObject({ premium_from: 19.5, min_age: 21, is_recommended: true });
  });

  it('uses the mapping for a column it cannot match, and ignores a column mapped to null', async () => {
    const org = await insurerId();
    const text = `Versicherer,Tarifname,Notiz\n${org},Mapped cover,ignore me\n`;
    const guessed = await importFile('/api/insurance-covers', text);
    expect(guessed.body.columns).toEqual([
      { header: 'Versicherer', field: 'organization_id' },
      { header: 'Tarifname', field: null },
      { header: 'Notiz', field: null },
    ]);
    const mapped = await importFile('/api/insurance-covers', text, { mapping: { Tarifname: 'name', Notiz: null } });
    expect(mapped.body.columns[1]).toEqual({ header: 'Tarifname', field: 'name' });
    expect(mapped.body.rows).toMatchObject({ new: 1, invalid: 0 });
  });

  it('answers 400 with a clear message to a file that is not CSV or .xlsx, empty, or leaves a quote open', async () => {
    const binary = await importFile('/api/insurance-covers', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]));
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe('Send a CSV or .xlsx file');
    const zipNoBook = await importFile('/api/insurance-covers', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]));
    expect(zipNoBook.status).toBe(400);
    const empty = await importFile('/api/insurance-covers', '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file has no header line');
    const quote = await importFile('/api/insurance-covers', 'name,premium_from\n"Open,1\n', { dryRun: false });
    expect(quote.status).toBe(400);
    expect(quote.body.message).toBe('A quoted field opened on line 2 is never closed');
    const mapping = await importFile('/api/insurance-covers', 'a\n1\n', { mapping: { a: 'password_hash' } });
    expect(mapping.status).toBe(400);
    expect(mapping.body.message).toBe('The column mapping is not valid');
  });

  it('refuses a file over the import’s limit with a 413 that names the limit, in the user’s language', async () => {
    const big = 'name\n' + 'x'.repeat(IMPORT_MAX_BYTES);
    const reply = await importFile('/api/insurance-covers', big, { locale: 'fr' });
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('Le fichier est trop volumineux : 32\u202fMo au plus');
  });
});

describe('dry run and apply', () => {
  it('lists invalid rows by line, field and the forms’ messages, and writes nothing of a file with one', async () => {
    const org = await insurerId();
    const before = await coverCount();
    const text = [
      'organization_id,name,cover_type,premium_from,min_age,max_age',
      `${org},Fine one,travel,10,18,30`,
      `${org},,nonsense,abc,40,30`,
      `${org},Fine two,Reise,11,,`,
      '',
    ].join('\r\n');
    const dry = await importFile('/api/insurance-covers', text);
    expect(dry.body.rows).toEqual({ total: 3, new: 2, changed: 0, unchanged: 0, skipped: 0, invalid: 1 });
    expect(dry.body.invalid).toEqual(
      expect.arrayContaining([
        { line: 3, field: 'name', message: 'Required' },
        { line: 3, field: 'cover_type', value: 'nonsense', message: expect.any(String) },
        { line: 3, field: 'premium_from', value: 'abc', message: expect.any(String) },
        { line: 3, field: 'max_age', value: '30', message: expect.any(String) },
      ]),
    );
    expect(dry.body.invalid.every((cell) => cell.line === 3)).toBe(true);
    const applied = await importFile('/api/insurance-covers', text, { dryRun: false });
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({ applied: false, message: 'The file has invalid rows: nothing was imported.' });
    expect(await coverCount()).toBe(before);
  });

  it('names the value found and the values allowed, in the request’s language', async () => {
    const org = await insurerId();
    const text = `organization_id,name,cover_type\n${org},Odd cover,Raumfahrt\n`;
    const en = await importFile('/api/insurance-covers', text);
    expect(en.body.invalid).toEqual([
      {
        line: 2,
        field: 'cover_type',
        value: 'Raumfahrt',
        message: expect.stringMatching(/^«Raumfahrt» is not one of: .*\bTravel\b/),
      },
    ]);
    const de = await importFile('/api/insurance-covers', text, { locale: 'de' });
    expect(de.body.invalid[0].message).toMatch(/^„Raumfahrt“ ist keiner der Werte: .*\bReise\b/);
    const fr = await importFile('/api/insurance-covers', text, { locale: 'fr' });
    expect(fr.body.invalid[0].message).toMatch(/^« Raumfahrt » ne fait pas partie de : .*\bVoyage\b/);
  });

  it('writes the valid rows and leaves the invalid ones out when asked, offering them back whole', async () => {
    const org = await insurerId();
    const before = await coverCount();
    const since = await lastAuditId(env.api);
    const text = [
      'organization_id,name,cover_type,premium_from',
      `${org},Skip test one,travel,10`,
      `${org},Skip test two,nonsense,abc`,
      `${org},Skip test three,Reise,11`,
    ].join('\r\n');
    const dry = await importFile('/api/insurance-covers', text);
    expect(dry.body.rejected).toEqual([{ line: 3, cells: [String(org), 'Skip test two', 'nonsense', 'abc'] }]);
    const applied = await importFile('/api/insurance-covers', text, { dryRun: false, skipInvalid: true });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, rows: { new: 2, invalid: 1 } });
    expect(applied.body.rejected.map((r) => r.line)).toEqual([3]);
    expect(await coverCount()).toBe(before + 2);
    const names = (await list('/api/insurance-covers', { organization_id: org })).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Skip test one', 'Skip test three']));
    expect(names).not.toContain('Skip test two');
    const [audit] = await auditSince(env.api, since, 'import');
    expect(audit).toMatchObject({ resource: 'insurance-covers', changes: { new: 2, invalid: 1 } });
  });

  it('names the text of a reference that matches no record, in the request’s language', async () => {
    const text = 'organization_id,name,cover_type\nAtlantis Assurance,Sunken cover,travel\n';
    const en = await importFile('/api/insurance-covers', text);
    expect(en.body.invalid).toEqual([
      {
        line: 2,
        field: 'organization_id',
        value: 'Atlantis Assurance',
        message: 'No record is called “Atlantis Assurance”',
      },
    ]);
    const de = await importFile('/api/insurance-covers', text, { locale: 'de' });
    expect(de.body.invalid[0].message).toBe('Kein Datensatz heißt „Atlantis Assurance“');
  });

  it('reports the messages in the request’s language', async () => {
    const reply = await importFile('/api/insurance-covers', 'name\nOhne Versicherer\n', { locale: 'de' });
    expect(reply.body.invalid).toEqual([{ line: 2, field: 'organization_id', message: 'Pflichtfeld' }]);
  });

  it('re-imports an export unchanged: keys, codes and ids (RFC CSV), and German labels with `;` and decimal commas', async () => {
    const rows = await list('/api/insurance-covers');
    const fields = ['organization_id', 'name', 'cover_type', 'sum_insured', 'currency', 'premium_from'] as const;
    const quote = (v: unknown) => (v == null ? '' : `"${String(v).replace(/"/g, '""')}"`);
    const rfc = [
      ['id', ...fields, 'created_at'].join(','),
      ...rows.map((r) => [r.id, ...fields.map((f) => r[f]), r.created_at].map(quote).join(',')),
    ].join('\r\n');
    const keyed = await importFile('/api/insurance-covers', rfc);
    expect(keyed.body.rows).toEqual({
      total: rows.length,
      new: 0,
      changed: 0,
      unchanged: rows.length,
      skipped: 0,
      invalid: 0,
    });
    expect(keyed.body.columns.at(-1)).toEqual({ header: 'created_at', field: null });

    const de = (v: unknown) => (typeof v === 'number' ? String(v).replace('.', ',') : v);
    const covers = new Map((await list('/api/insurers')).map((o: ApiRecord) => [o.id, o.name]));
    const german = [
      'ID;Versicherer;Name;Versicherungssumme;Beitrag ab',
      ...rows.map((r) =>
        [r.id, covers.get(r.organization_id as number), r.name, de(r.sum_insured), de(r.premium_from)]
          .map((v) => (v == null ? '' : `"${String(v)}"`))
          .join(';'),
      ),
    ].join('\r\n');
    const labelled = await importFile('/api/insurance-covers', '\uFEFF' + german);
    expect(labelled.body.invalid).toEqual([]);
    expect(labelled.body.rows).toMatchObject({ new: 0, changed: 0, unchanged: rows.length });
  });

  it('matches rows without id by a unique field or combination, and flags the same record twice', async () => {
    const countries = tableOf('countries');
    const [country] = await env.api.db.select().from(countries).where(eq(countries.iso2, 'DE'));
    const text = `iso2,name\nDE,${country.name}\nDE,${country.name}\n`;
    const reply = await importFile('/api/visa/countries', text);
    expect(reply.body.rows).toMatchObject({ unchanged: 1, invalid: 1 });
    expect(reply.body.invalid[0]).toMatchObject({ line: 3, field: 'iso2', firstLine: 2 });
  });
});

describe('undo', () => {
  const undo = (changeSets: string[]) =>
    env.api.call('POST', '/api/insurance-covers/undo', { token: env.admin, body: { changeSets } });

  it('takes a whole import back: deletes the records it created and restores the ones it changed', async () => {
    const org = await insurerId();
    const [target] = await list('/api/insurance-covers', { organization_id: org });
    const before = await coverCount();
    const since = await lastAuditId(env.api);
    const text = `id,organization_id,name\n${target!.id},${org},Renamed by import\n,${org},Created by import A\n,${org},Created by import B\n`;
    const reply = await importFile('/api/insurance-covers', text, { dryRun: false });
    expect(reply.body).toMatchObject({ applied: true, rows: { new: 2, changed: 1 } });
    expect(reply.body.changeSet).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.headers.get('x-change-set')).toBe(reply.body.changeSet);
    expect(await coverCount()).toBe(before + 2);
    // Besides each record's own audit row, one row says who imported what.
    const [summary] = await auditSince(env.api, since, 'import');
    expect(summary).toMatchObject({
      resource: 'insurance-covers',
      changes: { total: 3, new: 2, changed: 1, unchanged: 0, change_set: reply.body.changeSet },
    });

    const undone = await undo([reply.body.changeSet!]);
    expect(undone.status).toBe(200);
    expect(undone.body.undone).toBe(3);
    expect(await coverCount()).toBe(before);
    const [after] = await env.api.db.select().from(covers).where(eq(covers.id, target!.id));
    expect(after.name).toBe(target!.name);
  });

  it('takes back an import of new records alone as a delete of each, audited with its values, and can be undone in turn', async () => {
    const org = await insurerId();
    const before = await coverCount();
    const names = ['Only new A', 'Only new B', 'Only new C'];
    const reply = await importFile(
      '/api/insurance-covers',
      `organization_id,name\n${names.map((n) => `${org},${n}`).join('\n')}\n`,
      {
        dryRun: false,
      },
    );
    expect(reply.body).toMatchObject({ applied: true, rows: { new: 3 } });
    const created = await env.api.db.select().from(covers).where(inArray(covers.name, names));
    const since = await lastAuditId(env.api);

    const undone = await undo([reply.body.changeSet!]);
    expect(undone.status).toBe(200);
    expect(undone.body.undone).toBe(3);
    expect(await coverCount()).toBe(before);
    const deletes = await auditSince(env.api, since, 'delete');
    expect(deletes.map((row) => [Number(row.record_id), (row.changes as { name: string }).name]).sort()).toEqual(
      created.map((row) => [row.id, row.name]).sort(),
    );
    expect(new Set(deletes.map((row) => row.change_set))).toEqual(new Set([undone.headers.get('x-change-set')]));

    const redone = await undo([undone.headers.get('x-change-set')!]);
    expect(redone.status).toBe(200);
    expect(
      (await env.api.db.select().from(covers).where(inArray(covers.name, names))).map((row) => row.id).sort(),
    ).toEqual(created.map((row) => row.id).sort());
  });

  it("an admin reviews a partner's import in the audit log, by its change set, and reverts it; the partner cannot", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const [target] = await list('/api/insurance-covers', {}, insurer);
    const text = `id,name\n${target!.id},Renamed by the insurer's import\n,Created by the insurer's import\n`;
    const reply = await importFile('/api/insurance-covers', text, { dryRun: false, token: insurer });
    expect(reply.body).toMatchObject({ applied: true, rows: { new: 1, changed: 1 } });
    const changeSet = reply.body.changeSet!;

    const entries = await list('/api/audit-log', { change_set: changeSet });
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    expect(entries.find((entry) => entry.action === 'update')!.changes).toMatchObject({
      name: { from: target!.name, to: "Renamed by the insurer's import" },
    });

    const revert = (token: string, body: unknown = { changeSet }) =>
      env.api.call<{ undone?: number }>('POST', '/api/insurance-covers/revert', { token, body });
    expect((await revert(insurer)).status).toBe(403);
    expect((await revert(env.admin, { changeSet: 'not-a-uuid' })).status).toBe(400);
    expect((await revert(env.admin, { changeSet: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const reverted = await revert(env.admin);
    expect(reverted.status).toBe(200);
    expect(reverted.body.undone).toBe(2);
    expect((await list('/api/insurance-covers', { id: target!.id }))[0]!.name).toBe(target!.name);
    expect(await list('/api/insurance-covers', { q: "Created by the insurer's import" })).toEqual([]);
    // Reverted once: the records have changed since, so a second revert is refused.
    expect((await revert(env.admin)).status).toBe(409);
  });

  it('takes nothing back when one of the new records has gone (a 404), leaving the others', async () => {
    const org = await insurerId();
    const reply = await importFile('/api/insurance-covers', `organization_id,name\n${org},Gone A\n${org},Gone B\n`, {
      dryRun: false,
    });
    const [gone] = await env.api.db.select().from(covers).where(eq(covers.name, 'Gone A'));
    await env.api.db.delete(covers).where(eq(covers.id, gone.id));
    const undone = await undo([reply.body.changeSet!]);
    expect(undone.status).toBe(404);
    expect(await env.api.db.select().from(covers).where(eq(covers.name, 'Gone B'))).toHaveLength(1);
  });

  it('is refused with 409 once a later change touched one of its records, and changes nothing', async () => {
    const org = await insurerId();
    const before = await coverCount();
    const reply = await importFile('/api/insurance-covers', `organization_id,name\n${org},Later edited\n`, {
      dryRun: false,
    });
    const [created] = await list('/api/insurance-covers', { q: 'Later edited' });
    const put = await env.api.call('PUT', `/api/insurance-covers/${created!.id}`, {
      token: env.admin,
      body: { ...created, name: 'Edited after the import' },
    });
    expect(put.status).toBe(200);
    const undone = await undo([reply.body.changeSet!]);
    expect(undone.status).toBe(409);
    expect(await coverCount()).toBe(before + 1);
  });
});

describe('partners', () => {
  let insurer = '';
  const asInsurer = async () => (insurer ||= await env.api.login(DEMO.insurer));

  it('import only into their own organisation: a new row lands there', async () => {
    const token = await asInsurer();
    const reply = await importFile('/api/insurance-covers', 'name,premium_from\nPartner cover,5\n', {
      token,
      dryRun: false,
    });
    expect(reply.body).toMatchObject({ applied: true, rows: { new: 1 } });
    const [row] = await list('/api/insurance-covers', { q: 'Partner cover' });
    expect(row!.organization_id).toBe(await insurerId());
  });

  it('cannot reach another organisation’s record by id, nor move a row to another organisation', async () => {
    const token = await asInsurer();
    const own = await insurerId();
    const [other] = (await list('/api/insurance-covers')).filter((r) => r.organization_id !== own);
    expect(other, 'a cover of another insurer in the seed').toBeDefined();
    const others = (await list('/api/insurers')).find((o) => o.id !== own)!;
    const before = await coverCount();
    const text = `id,organization_id,name\n${other!.id},,Hijacked\n,${others.id},Planted elsewhere\n`;
    const reply = await importFile('/api/insurance-covers', text, { token, dryRun: false });
    expect(reply.status).toBe(400);
    expect(reply.body.invalid).toEqual([
      { line: 2, field: 'id', value: String(other!.id), message: 'No such record (or not yours)' },
      { line: 3, field: 'organization_id', value: String(others.id), message: 'You may not change this field' },
    ]);
    expect(await coverCount()).toBe(before);
    const [stored] = await env.api.db.select().from(covers).where(eq(covers.id, other!.id));
    expect(stored.name).toBe(other!.name);
  });

  it('cannot change a field only an admin may change', async () => {
    const token = await asInsurer();
    const own = (await list('/api/insurers')).find((o) => o.name === 'Globe Shield Insurance')!;
    const text = `id,is_verified,rating\n${own.id},${!own.is_verified},${own.rating === 5 ? 4 : 5}\n`;
    const reply = await importFile('/api/insurers', text, { token, dryRun: false });
    expect(reply.status).toBe(400);
    expect(reply.body.invalid).toEqual([
      { line: 2, field: 'is_verified', value: String(!own.is_verified), message: 'You may not change this field' },
      { line: 2, field: 'rating', value: String(own.rating === 5 ? 4 : 5), message: 'You may not change this field' },
    ]);
  });

  it('cannot change a value its role always carries', async () => {
    const token = await asInsurer();
    const [faq] = await list('/api/faqs', {}, token);
    expect(faq, 'an FAQ of the insurer in the seed').toBeDefined();
    const reply = await importFile('/api/faqs', `id,scope,question\n${faq!.id},visa,${faq!.question}\n`, {
      token,
      dryRun: false,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.invalid).toEqual([
      { line: 2, field: 'scope', value: 'visa', message: 'You may not change this field' },
    ]);
  });

  it('gets 403 on a resource it may not write', async () => {
    const token = await asInsurer();
    const reply = await importFile('/api/visa/countries', 'iso2,name\nZZ,Nowhere\n', { token });
    expect(reply.status).toBe(403);
  });
});
