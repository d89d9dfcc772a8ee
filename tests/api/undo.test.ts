import { describe, expect, it } from 'vitest';
import { listAs, setUpTestApi, type ApiRecord } from '../support/api';
import { DEMO } from '../support/demo';

/*
 * POST <base>/<resource>/undo {changeSets}: a person takes back their own in-place edits, bulk edits and deletes,
 * all or nothing, while no later change touched the records (the optimistic lock's rule, for the whole change).
 */

const env = setUpTestApi();

type Rec = ApiRecord;

const list = listAs(env);
const one = (path: string, id: number, token = env.admin) => env.api.call<Rec>('GET', `${path}/${id}`, { token });
const put = (path: string, record: Rec, changes: Record<string, unknown>, token = env.admin) =>
  env.api.call<Rec>('PUT', `${path}/${record.id}`, { token, body: { ...record, ...changes } });
const undo = (path: string, changeSets: unknown, token = env.admin) =>
  env.api.call<{ undone?: number; message?: string; errors?: Record<string, string> }>('POST', `${path}/undo`, {
    token,
    body: { changeSets },
  });
const changeSet = (reply: { headers: Headers }) => reply.headers.get('x-change-set') ?? '';

describe('undo of an edit', () => {
  it('a PUT names its change set; undoing it puts the old values back as a new version, once', async () => {
    const [faq] = await list('/api/faqs');
    const edited = await put('/api/faqs', faq!, { question: 'Changed by mistake?' });
    expect(edited.status).toBe(200);
    expect(changeSet(edited)).toMatch(/^[0-9a-f-]{36}$/);

    const reply = await undo('/api/faqs', [changeSet(edited)]);
    expect(reply.status).toBe(200);
    expect(reply.body.undone).toBe(1);
    const after = (await one('/api/faqs', faq!.id)).body;
    expect(after.question).toBe(faq!.question);
    expect(after.version).toBe(faq!.version + 2);
    // The undo's own change set: an undo can itself be undone.
    expect(changeSet(reply)).toMatch(/^[0-9a-f-]{36}$/);
    expect(changeSet(reply)).not.toBe(changeSet(edited));

    const again = await undo('/api/faqs', [changeSet(edited)]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Someone changed these records since: this change can no longer be undone.');
  });

  it('is refused with 409 once a later change touched the record, and changes nothing', async () => {
    const [, faq] = await list('/api/faqs');
    const mine = await put('/api/faqs', faq!, { question: 'Mine?' });
    const theirs = await put('/api/faqs', mine.body, { answer: 'Someone else’s answer' });
    expect(theirs.status).toBe(200);
    const reply = await undo('/api/faqs', [changeSet(mine)]);
    expect(reply.status).toBe(409);
    const after = (await one('/api/faqs', faq!.id)).body;
    expect({ question: after.question, answer: after.answer, version: after.version }).toEqual({
      question: 'Mine?',
      answer: 'Someone else’s answer',
      version: theirs.body.version,
    });
  });

  it('a bulk edit is undone as one: each record gets its own previous value back', async () => {
    const records = (await list('/api/faqs')).slice(2, 5);
    const [a, b, c] = records as [Rec, Rec, Rec];
    await put('/api/faqs', b, { is_published: !a.is_published });
    const bulk = await env.api.call('POST', '/api/faqs/bulk-update', {
      token: env.admin,
      body: { ids: [a.id, b.id, c.id], field: 'is_published', value: true },
    });
    expect(bulk.status).toBe(200);
    const before = Object.fromEntries(
      await Promise.all([a, b, c].map(async (r) => [r.id, (await one('/api/faqs', r.id)).body.is_published])),
    );
    expect(Object.values(before)).toEqual([true, true, true]);
    const reply = await undo('/api/faqs', [changeSet(bulk)]);
    expect(reply.status).toBe(200);
    expect(reply.body.undone).toBe(3);
    expect((await one('/api/faqs', a.id)).body.is_published).toBe(a.is_published);
    expect((await one('/api/faqs', b.id)).body.is_published).toBe(!a.is_published);
    expect((await one('/api/faqs', c.id)).body.is_published).toBe(c.is_published);
  });
});

describe("undo of the enquiries' bulk status change", () => {
  it('moves each enquiry back to the status it had', async () => {
    const [a, b] = await list('/api/enquiries', { status: 'new' });
    const moved = await env.api.call<{ updated: number[] }>('POST', '/api/enquiries/bulk-status', {
      token: env.admin,
      body: { ids: [a!.id, b!.id], status: 'in_progress' },
    });
    expect(moved.body.updated.sort()).toEqual([a!.id, b!.id].sort());
    const reply = await undo('/api/enquiries', [changeSet(moved)]);
    expect(reply.status).toBe(200);
    expect(reply.body.undone).toBe(2);
    for (const id of [a!.id, b!.id]) expect((await one('/api/enquiries', id)).body.status).toBe('new');
  });
});

describe('undo of a delete', () => {
  it('puts the record back under its own id, with its values', async () => {
    const created = await env.api.call<Rec>('POST', '/api/faqs', {
      token: env.admin,
      body: { scope: 'visa', question: 'Deleted by mistake?', answer: '<p>Yes.</p>', is_published: false },
    });
    expect(created.status).toBe(201);
    const deleted = await env.api.call('DELETE', `/api/faqs/${created.body.id}`, { token: env.admin });
    expect(deleted.status).toBe(200);
    expect((await one('/api/faqs', created.body.id)).status).toBe(404);

    const reply = await undo('/api/faqs', [changeSet(deleted)]);
    expect(reply.status).toBe(200);
    const back = (await one('/api/faqs', created.body.id)).body;
    expect({ id: back.id, question: back.question, answer: back.answer }).toEqual({
      id: created.body.id,
      question: 'Deleted by mistake?',
      answer: '<p>Yes.</p>',
    });
  });

  it('several deletes (a bulk delete) are undone together', async () => {
    const ids: number[] = [];
    const sets: string[] = [];
    for (const n of [1, 2]) {
      const created = await env.api.call<Rec>('POST', '/api/faqs', {
        token: env.admin,
        body: { scope: 'visa', question: `Bulk deleted ${n}?`, answer: '<p>Yes.</p>' },
      });
      ids.push(created.body.id);
      sets.push(changeSet(await env.api.call('DELETE', `/api/faqs/${created.body.id}`, { token: env.admin })));
    }
    expect((await undo('/api/faqs', sets)).body.undone).toBe(2);
    for (const id of ids) expect((await one('/api/faqs', id)).status).toBe(200);
  });

  it("a user's delete is not undone (their sessions and factors went with them)", async () => {
    const created = await env.api.call<Rec>('POST', '/api/users', {
      token: env.admin,
      body: { email: 'undo.me@example.org', first_name: 'Undo', last_name: 'Me', user_type: 1 },
    });
    expect(created.status).toBe(201);
    const deleted = await env.api.call('DELETE', `/api/users/${created.body.id}`, { token: env.admin });
    expect(deleted.status).toBe(200);
    const reply = await undo('/api/users', [changeSet(deleted)]);
    expect(reply.status).toBe(409);
    expect((await one('/api/users', created.body.id)).status).toBe(404);
  });
});

describe('who may undo what', () => {
  it("nobody undoes another person's change, and a partner cannot reach another organisation's change set", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const [faq] = await list('/api/faqs');
    const edited = await put('/api/faqs', faq!, { question: 'The admin’s edit?' });
    expect((await undo('/api/faqs', [changeSet(edited)], insurer)).status).toBe(403);
    expect((await one('/api/faqs', faq!.id)).body.question).toBe('The admin’s edit?');

    const university = await env.api.login(DEMO.university);
    const [listed] = await list('/api/courses', {}, university);
    // An unpublished course: the university's edit is made at once (one of a live course waits for review).
    const course = (await put('/api/courses', listed!, { is_published: false })).body;
    const mine = await put('/api/courses', course, { name: 'Renamed by the university' }, university);
    expect(mine.status).toBe(200);
    // Another partner, and an admin, cannot take the university's change back.
    expect((await undo('/api/courses', [changeSet(mine)], insurer)).status).toBe(403);
    expect((await undo('/api/courses', [changeSet(mine)])).status).toBe(403);
    expect((await undo('/api/courses', [changeSet(mine)], university)).status).toBe(200);
  });

  it('answers 404 for an unknown change set and 400 for a malformed body, never 500', async () => {
    expect((await undo('/api/faqs', ['00000000-0000-4000-8000-000000000000'])).status).toBe(404);
    const bad = await undo('/api/faqs', ['not-a-uuid']);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBeTruthy();
    expect((await undo('/api/faqs', [])).status).toBe(400);
    expect((await undo('/api/faqs', 'x')).status).toBe(400);
    expect((await env.api.call('POST', '/api/faqs/undo', { body: { changeSets: [] } })).status).toBe(401);
  });
});
