import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { restorableFields, type History } from '@/domain/revisions';
import { approved, TestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { createRecord, maxLength, pathOf, sampleRecord, type Sample } from '../support/samples';

/**
 * A record's history and its restore, for every resource written through the generic routes: each write is a
 * revision (who, when, each field's value before and after); a restore sets a field, or the whole record, back
 * to its value right after a revision, and is a revision in turn.
 */

const WRITABLE = RESOURCES.filter((def) => !def.readOnly);
let api: TestApi;
let admin: string;
let insurer: string;

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  insurer = await api.login(DEMO.insurer);
});
afterAll(() => api.close());

const historyOf = async (def: ResourceDef, id: unknown, token = admin) =>
  api.call<History>('GET', `${pathOf(def)}/${String(id)}/history`, { token });
const restore = (def: ResourceDef, id: unknown, body: unknown, token = admin) =>
  api.call<Sample>('POST', `${pathOf(def)}/${String(id)}/restore`, { token, body });
const put = (def: ResourceDef, record: Sample, changes: Sample, token = admin) =>
  api.call<Sample>('PUT', `${pathOf(def)}/${String(record.id)}`, { token, body: { ...record, ...changes } });

/** A plain text field any value of which its rules accept: the one the test changes and restores. */
function textField(def: ResourceDef): string | undefined {
  const restorable = restorableFields(def, 'admin');
  return Object.entries(def.fields).find(
    ([name, field]) =>
      restorable.includes(name) &&
      ['text', 'textarea'].includes(field.kind) &&
      !field.unique &&
      !field.choices &&
      !field.country,
  )?.[0];
}

const CHANGEABLE = WRITABLE.filter((def) => textField(def) !== undefined);

it('covers every resource written through the generic routes', () => {
  expect(CHANGEABLE.map((def) => def.name)).toEqual(WRITABLE.map((def) => def.name));
});

describe.each(CHANGEABLE.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const field = textField(def)!;
  const text = (word: string) => `${word} ${Date.now().toString(36)}`.slice(0, maxLength(def.fields[field]));
  let record: Sample;
  let original: unknown;
  let edited: Sample;

  it('shows each write as a revision, newest first, naming its author and each changed field', async () => {
    record = await createRecord(api, admin, def, await sampleRecord(api, admin, def, 1));
    original = record[field];
    const reply = await put(def, record, { [field]: text('Edited') });
    expect(reply.status, reply.text).toBe(200);
    edited = reply.body;
    const history = await historyOf(def, record.id);
    expect(history.status, history.text).toBe(200);
    const [update, create] = history.body.revisions;
    expect(history.body.total).toBe(2);
    expect(update).toMatchObject({ action: 'update', author: 'Ada Admin' });
    expect(update.changes[field]).toEqual({ from: original, to: edited[field] });
    expect(create.action).toBe('create');
    expect(create.changes[field]).toEqual({ from: null, to: original });
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
    // What a restore would change: nothing for the newest revision (today's values), the edited field for the create.
    expect(update.restorable).toEqual([]);
    expect(create.restorable).toEqual([field]);
  });

  it("restores one field to its value after an older revision; the restore is the history's newest revision", async () => {
    const [, create] = (await historyOf(def, record.id)).body.revisions;
    const reply = await restore(def, record.id, { revision: create.id, fields: [field], version: edited.version });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body[field]).toEqual(original);
    expect(reply.body.version).toBe(Number(edited.version) + 1);
    const { revisions, total } = (await historyOf(def, record.id)).body;
    expect(total).toBe(3);
    expect(revisions[0]).toMatchObject({ action: 'update', author: 'Ada Admin' });
    expect(revisions[0].changes[field]).toEqual({ from: edited[field], to: original });
  });

  it('restores the whole record to a revision, and refuses a stale version or a revision of another record', async () => {
    const { revisions } = (await historyOf(def, record.id)).body;
    const current = (await api.call<Sample>('GET', `${pathOf(def)}/${String(record.id)}`, { token: admin })).body;
    const stale = await restore(def, record.id, { revision: revisions[1].id, version: edited.version });
    expect(stale.status).toBe(409);
    const whole = await restore(def, record.id, { revision: revisions[1].id, version: current.version });
    expect(whole.status, whole.text).toBe(200);
    expect(whole.body[field]).toEqual(edited[field]);

    const other = await createRecord(api, admin, def, await sampleRecord(api, admin, def, 2));
    const foreign = (await historyOf(def, other.id)).body.revisions[0];
    const refused = await restore(def, record.id, { revision: foreign.id, version: whole.body.version });
    expect(refused.status).toBe(404);
  });
});

describe('who sees and restores what', () => {
  const faqs = RESOURCES.find((def) => def.name === 'faqs')!;
  const covers = RESOURCES.find((def) => def.name === 'insurance-covers')!;

  it("answers 404 for another organisation's record; a partner sees no author and restores only what it may set", async () => {
    const enquiries = RESOURCES.find((def) => def.name === 'enquiries')!;
    const bank = await api.login(DEMO.bank);
    const [enquiry] = (await api.call<Sample[]>('GET', `${pathOf(enquiries)}?range=[0,0]`, { token: insurer })).body;
    const body = { revision: 1, version: enquiry.version };
    expect((await historyOf(enquiries, enquiry.id, bank)).status).toBe(404);
    expect((await restore(enquiries, enquiry.id, body, bank)).status).toBe(404);

    const [cover] = (await api.call<Sample[]>('GET', `${pathOf(covers)}?range=[0,0]`, { token: insurer })).body;
    // A cover of its live listing: each edit waits for review, and the admin who approves it makes it live.
    const member = `${pathOf(covers)}/${String(cover.id)}`;
    const renamed = await approved(
      api,
      admin,
      member,
      await put(covers, cover, { name: 'Renamed by the insurer' }, insurer),
    );
    const again = await put(covers, renamed.body, { name: 'Renamed again' }, insurer);
    expect(again.status).toBe(202);
    expect((await approved(api, admin, member, again)).status).toBe(200);
    const own = await historyOf(covers, cover.id, insurer);
    expect(own.status).toBe(200);
    expect(own.body.revisions[1].changes.name).toEqual({ from: cover.name, to: 'Renamed by the insurer' });
    expect(own.body.revisions[1].restorable).toEqual(['name']);
    expect(own.body.revisions.every((revision) => revision.author === null)).toBe(true);
    expect((await historyOf(covers, cover.id)).body.revisions[0].author).toBe('Ada Admin');
    // The organisation is the admin's to set: a partner's restore naming it is refused by the field.
    const owner = await restore(
      covers,
      cover.id,
      { revision: own.body.revisions[1].id, version: Number(renamed.body.version) + 1, fields: [covers.owner!.column] },
      insurer,
    );
    expect(owner.status).toBe(400);
    expect(owner.body).toMatchObject({ errors: { fields: expect.any(String) } });
  });

  it('offers no restore to a partner reading a global record it cannot write', async () => {
    const replies = RESOURCES.find((def) => def.name === 'saved-replies')!;
    const [global] = (
      await api.call<Sample[]>('GET', `${pathOf(replies)}?filter={"organization_id":null}&range=[0,0]`, {
        token: admin,
      })
    ).body;
    const edited = await put(replies, global, { name: 'Edited global reply' });
    expect((await put(replies, edited.body, { name: 'Edited twice' })).status).toBe(200);
    expect((await historyOf(replies, global.id)).body.revisions[1].restorable).toEqual(['name']);
    const theirs = await historyOf(replies, global.id, insurer);
    expect(theirs.status).toBe(200);
    expect(theirs.body.revisions.map((revision) => revision.restorable)).toEqual([[], []]);
  });

  it('refuses a partner without the resource or outside its scope, and a field nobody may restore, by the field', async () => {
    const [seeded] = (await api.call<Sample[]>('GET', `${pathOf(faqs)}?range=[0,0]`, { token: admin })).body;
    const faq = (await put(faqs, seeded, { question: 'Which visa suits a working holiday?' })).body;
    const { revisions } = (await historyOf(faqs, faq.id)).body;
    const body = { revision: revisions[0].id, version: faq.version };
    // The bank has no FAQs; the insurer has its own, and this one is not among them.
    expect((await restore(faqs, faq.id, body, await api.login(DEMO.bank))).status).toBe(403);
    expect((await restore(faqs, faq.id, body, insurer)).status).toBe(404);
    const bad = await restore(faqs, faq.id, { revision: revisions[0].id, version: faq.version, fields: ['id'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { fields: expect.any(String) } });
    const missing = await restore(faqs, faq.id, { version: faq.version });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { revision: expect.any(String) } });
  });
});
