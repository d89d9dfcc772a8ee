import { describe, expect, it } from 'vitest';
import { listAs, setUpTestApi, type ApiRecord } from '../support/api';
import { DEMO } from '../support/demo';
import { auditSince, claimsOf, lastAuditId } from '../support/auth';

const env = setUpTestApi();

type Rec = ApiRecord;

const list = listAs(env);
const one = async (path: string, id: number) =>
  (await env.api.call<Rec>('GET', `${path}/${id}`, { token: env.admin })).body;
const bulk = (path: string, body: unknown, token = env.admin) =>
  env.api.call<{ updated?: number[]; count?: number; message?: string; errors?: Record<string, string> }>(
    'POST',
    `${path}/bulk-update`,
    { token, body },
  );

describe('POST /api/<resource>/bulk-update', () => {
  it('sets one field on every selected record in one go, each through its own update: version bumped, one audit row each', async () => {
    const [a, b, untouched] = (await list('/api/faqs', { is_published: true })).slice(0, 3);
    const since = await lastAuditId(env.api);
    const reply = await bulk('/api/faqs', { ids: [a.id, b.id], field: 'is_published', value: false });
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(2);
    expect(reply.body.updated?.sort()).toEqual([a.id, b.id].sort());
    for (const before of [a, b]) {
      const after = await one('/api/faqs', before.id);
      expect(after.is_published).toBe(false);
      expect(after.version).toBe(before.version + 1);
      expect(after.question).toBe(before.question);
    }
    expect((await one('/api/faqs', untouched.id)).is_published).toBe(true);
    const rows = await auditSince(env.api, since, 'update');
    expect(rows.map((r) => [r.resource, Number(r.record_id), r.changes]).sort()).toEqual(
      [
        ['faqs', a.id, { is_published: { from: true, to: false } }],
        ['faqs', b.id, { is_published: { from: true, to: false } }],
      ].sort(),
    );
  });

  it('validates every record as its own update does: one record the change does not suit is a 400 and nothing changes', async () => {
    const [fresh, other] = await list('/api/enquiries', { status: 'new' });
    // Spam can only go back to "new", not be closed (the enquiries' workflow hook).
    const spamReply = await bulk('/api/enquiries', { ids: [other.id], field: 'status', value: 'spam' });
    expect(spamReply.status).toBe(200);
    const since = await lastAuditId(env.api);
    const reply = await bulk('/api/enquiries', { ids: [fresh.id, other.id], field: 'status', value: 'closed' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.status).toBeTruthy();
    expect((await one('/api/enquiries', fresh.id)).status).toBe('new');
    expect((await one('/api/enquiries', other.id)).status).toBe('spam');
    expect(await auditSince(env.api, since, 'update')).toEqual([]);
  });

  it('an invalid value is a 400 on the field, and nothing changes', async () => {
    const [a] = await list('/api/faqs');
    const reply = await bulk('/api/faqs', { ids: [a.id], field: 'scope', value: 'nonsense' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.scope).toBeTruthy();
    expect((await one('/api/faqs', a.id)).scope).toBe(a.scope);
  });

  it('an unknown field, a derived one, or one the bulk edit does not offer is a 400', async () => {
    const [a] = await list('/api/faqs');
    for (const field of ['nonsense', 'id', 'version', 'question', 'organization_id']) {
      const reply = await bulk('/api/faqs', { ids: [a.id], field, value: 1 });
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors?.field, field).toBeTruthy();
    }
    expect((await bulk('/api/faqs', { ids: [], field: 'is_published', value: true })).status).toBe(400);
  });

  it("a partner's ids outside its organisation are refused and nothing changes, not even its own records", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const org = claimsOf(insurer).org!;
    const own = (await list('/api/insurance-covers', {}, insurer))[0];
    const foreign = (await list('/api/insurance-covers')).find((r) => r.organization_id !== org)!;
    expect(own && foreign).toBeTruthy();
    const value = !own.is_recommended;
    const reply = await bulk(
      '/api/insurance-covers',
      { ids: [own.id, foreign.id], field: 'is_recommended', value },
      insurer,
    );
    expect(reply.status).toBe(404);
    expect((await one('/api/insurance-covers', own.id)).is_recommended).toBe(own.is_recommended);
    expect((await one('/api/insurance-covers', foreign.id)).is_recommended).toBe(foreign.is_recommended);
    // Its own records alone: done.
    const mine = await bulk('/api/insurance-covers', { ids: [own.id], field: 'is_recommended', value }, insurer);
    expect(mine.status).toBe(200);
    expect((await one('/api/insurance-covers', own.id)).is_recommended).toBe(value);
  });

  it('a field a partner may not change is a 403, and nothing changes', async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const org = claimsOf(insurer).org!;
    const before = await one('/api/insurers', org);
    const reply = await bulk(
      '/api/insurers',
      { ids: [org], field: 'is_published', value: !before.is_published },
      insurer,
    );
    expect(reply.status).toBe(403);
    expect((await one('/api/insurers', org)).is_published).toBe(before.is_published);
  });

  it('a read-only resource refuses it', async () => {
    const [row] = await list('/api/audit-log');
    expect((await bulk('/api/audit-log', { ids: [row.id], field: 'action', value: 'x' })).status).toBe(403);
  });
});
