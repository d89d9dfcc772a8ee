import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '@/domain/resources';
import type { SavedView } from '@/domain/views';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { VIEWS_PER_LIST } from '@/domain/viewLimits';
import { TestApi } from '../support/api';
import { createUser } from '../support/auth';
import { DEMO } from '../support/demo';
import { createRecord, pathOf, sampleRecord, type Sample } from '../support/samples';

/** /api/views: saved list views kept on the server, per person, shared by admins with a role. */

let api: TestApi;
let admin: string;
let otherAdmin: string;
let insurer: string;
let university: string;

const state = (status: string) => ({
  filter: { status },
  displayedFilters: { status: true },
  sort: { field: 'created_at', order: 'DESC' as const },
  perPage: 25,
  hiddenColumns: ['message'],
});

const views = (token: string, resource: string) =>
  api.call<SavedView[]>('GET', `/api/views?resource=${resource}`, { token });
const save = (token: string, body: Record<string, unknown>) =>
  api.call<SavedView & { errors?: Record<string, string> }>('POST', '/api/views', { token, body });

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  const { user, password } = await createUser(api, { user_type: 1 });
  otherAdmin = await api.login(user.email, password);
  insurer = await api.login(DEMO.insurer);
  university = await api.login(DEMO.university);
});
afterAll(() => api.close());

describe('saved views', () => {
  it('are kept for their owner across sign-out and a new sign-in, as saved', async () => {
    const created = await save(admin, { resource: 'enquiries', name: 'New ones', state: state('new') });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ name: 'New ones', mine: true, shared_with: null, state: state('new') });
    expect((await api.call('POST', '/api/logout', { token: admin, body: {} })).status).toBeLessThan(300);
    admin = await api.login(DEMO.admin);
    const list = await views(admin, 'enquiries');
    expect(list.status).toBe(200);
    expect(list.body.find((v) => v.id === created.body.id)).toMatchObject({ name: 'New ones', state: state('new') });
    // Another admin does not see a view that is not shared.
    expect((await views(otherAdmin, 'enquiries')).body.map((v) => v.id)).not.toContain(created.body.id);
  });

  it('an admin shares a view with a role: its users see it, read-only, with the owner named; other roles do not', async () => {
    const shared = await save(admin, {
      resource: 'enquiries',
      name: 'Team triage',
      state: state('in_progress'),
      shared_with: 'admin',
    });
    expect(shared.status, shared.text).toBe(201);
    const seen = (await views(otherAdmin, 'enquiries')).body.find((v) => v.id === shared.body.id);
    expect(seen).toMatchObject({ name: 'Team triage', mine: false, shared_with: 'admin' });
    expect(seen!.owner).toMatch(/\S/);
    expect((await views(insurer, 'enquiries')).body.map((v) => v.id)).not.toContain(shared.body.id);
    // The other admin may neither change nor delete it.
    const path = `/api/views/${shared.body.id}`;
    expect((await api.call('PUT', path, { token: otherAdmin, body: { name: 'Mine now' } })).status).toBe(403);
    expect((await api.call('DELETE', path, { token: otherAdmin })).status).toBe(403);
    // A partner who cannot see it gets a 404, not a hint that it exists.
    expect((await api.call('DELETE', path, { token: insurer })).status).toBe(404);
    // Unsharing hides it again.
    expect((await api.call('PUT', path, { token: admin, body: { shared_with: null } })).status).toBe(200);
    expect((await views(otherAdmin, 'enquiries')).body.map((v) => v.id)).not.toContain(shared.body.id);
  });

  it('shares with a partner role: every user of that role sees it, others not', async () => {
    const shared = await save(admin, {
      resource: 'enquiries',
      name: 'For insurers',
      state: state('new'),
      shared_with: 'insurance',
    });
    expect(shared.status, shared.text).toBe(201);
    expect((await views(insurer, 'enquiries')).body.map((v) => v.id)).toContain(shared.body.id);
    expect((await views(university, 'enquiries')).body.map((v) => v.id)).not.toContain(shared.body.id);
  });

  it('refuses a partner sharing, and sharing with a role that cannot open the list', async () => {
    const byPartner = await save(insurer, {
      resource: 'enquiries',
      name: 'Sneaky',
      state: state('new'),
      shared_with: 'insurance',
    });
    expect(byPartner.status).toBe(403);
    const mine = await save(insurer, { resource: 'enquiries', name: 'Mine', state: state('new') });
    expect(mine.status, mine.text).toBe(201);
    expect(
      (await api.call('PUT', `/api/views/${mine.body.id}`, { token: insurer, body: { shared_with: 'bank' } })).status,
    ).toBe(403);
    const users = await save(admin, { resource: 'users', name: 'Admins', state: state('x'), shared_with: 'bank' });
    expect(users.status).toBe(400);
    expect(users.body.errors).toHaveProperty('shared_with');
  });

  it("refuses a list the caller may not open, and never shows a partner's view to another partner", async () => {
    expect((await save(insurer, { resource: 'users', name: 'Users', state: state('x') })).status).toBe(403);
    expect((await views(insurer, 'users')).status).toBe(403);
    const own = await save(insurer, { resource: 'enquiries', name: 'Insurer only', state: state('new') });
    expect((await views(university, 'enquiries')).body.map((v) => v.id)).not.toContain(own.body.id);
    expect(
      (await api.call('PUT', `/api/views/${own.body.id}`, { token: university, body: { name: 'x' } })).status,
    ).toBe(404);
  });

  it('says which field is wrong: a name used twice, an empty name, an unknown list, a state too large', async () => {
    await save(admin, { resource: 'faqs', name: 'Twice', state: state('x') });
    const twice = await save(admin, { resource: 'faqs', name: 'Twice', state: state('x') });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.name).toBe('This value is already used by another record');
    const empty = await save(admin, { resource: 'faqs', name: '  ', state: state('x') });
    expect(empty.body.errors?.name).toBe('Required');
    const unknown = await save(admin, { resource: 'nothing', name: 'x', state: state('x') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('resource');
    const huge = await save(admin, { resource: 'faqs', name: 'Huge', state: state('x'.repeat(9000)) });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toHaveProperty('state');
    const badSort = await save(admin, { resource: 'faqs', name: 'Sort', state: { ...state('x'), sort: 'name' } });
    expect(badSort.status).toBe(400);
  });

  it(`keeps at most ${VIEWS_PER_LIST} views of a list per person`, async () => {
    const { user, password } = await createUser(api, { user_type: 1 });
    const token = await api.login(user.email, password);
    for (let i = 0; i < VIEWS_PER_LIST; i += 1)
      expect((await save(token, { resource: 'countries', name: `View ${i}`, state: state('x') })).status).toBe(201);
    const over = await save(token, { resource: 'countries', name: 'One more', state: state('x') });
    expect(over.status).toBe(400);
    expect(over.body.errors?.name).toBe(`At most ${VIEWS_PER_LIST} entries`);
  });

  it('the owner renames and deletes its view', async () => {
    const view = await save(admin, { resource: 'faqs', name: 'Old name', state: state('x') });
    const renamed = await api.call<SavedView>('PUT', `/api/views/${view.body.id}`, {
      token: admin,
      body: { name: 'New name' },
    });
    expect(renamed.body.name).toBe('New name');
    expect((await api.call('DELETE', `/api/views/${view.body.id}`, { token: admin })).status).toBe(204);
    expect((await views(admin, 'faqs')).body.map((v) => v.id)).not.toContain(view.body.id);
  });
});

describe('a view with a date relative to today', () => {
  const def = resourceByName('travel-advice')!;
  let yesterday: number;
  let tomorrow: number;

  /** The ids among the two records a list filter finds, read the day it is asked. */
  const found = async (filter: Record<string, unknown>) => {
    const reply = await api.call<Sample[]>(
      'GET',
      `${pathOf(def)}?filter=${encodeURIComponent(JSON.stringify({ ...filter, id: [yesterday, tomorrow] }))}`,
      { token: admin },
    );
    expect(reply.status, reply.text).toBe(200);
    return reply.body.map((row) => row.id);
  };

  beforeAll(async () => {
    const table = tableOf(def.name);
    const dueIn = async (n: number, days: number) => {
      const record = await createRecord(api, admin, def, await sampleRecord(api, admin, def, n));
      await api.db
        .update(table)
        .set({ review_by: sql`now() + make_interval(days => ${days})` })
        .where(eq(table.id, record.id as number));
      return record.id as number;
    };
    yesterday = await dueIn(901, -1);
    tomorrow = await dueIn(902, 1);
  });

  it('is stored and read back relative, and lists what is due on the day it is read', async () => {
    const dueState = {
      filter: { review_by_lte: { relative: 'today' } },
      displayedFilters: { review_by_lte: true },
      sort: { field: 'review_by', order: 'ASC' as const },
      perPage: 25,
    };
    const created = await save(admin, { resource: def.name, name: 'Due today', state: dueState });
    expect(created.status, created.text).toBe(201);
    const stored = (await views(admin, def.name)).body.find((v) => v.id === created.body.id);
    expect(stored?.state.filter).toEqual({ review_by_lte: { relative: 'today' } });
    expect(await found(stored!.state.filter)).toEqual([yesterday]);
    // Due within 30 days: from today up to today+30.
    expect(await found({ review_by_gte: { relative: 'today' }, review_by_lte: { relative: 'today+30d' } })).toEqual([
      tomorrow,
    ]);
    expect(await found({ review_by_lte: { relative: 'today-1d' } })).toEqual([yesterday]);
  });

  it('refuses a relative value it cannot read with a 400 naming the filter, in a list and in a view', async () => {
    for (const bad of [{ relative: 'tomorrow' }, { relative: 'today+30' }, { days: 3 }]) {
      const reply = await api.call<{ message: string }>(
        'GET',
        `${pathOf(def)}?filter=${encodeURIComponent(JSON.stringify({ review_by_lte: bad }))}`,
        { token: admin },
      );
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.message).toContain('review_by_lte');
    }
    const view = await save(admin, {
      resource: def.name,
      name: 'Broken',
      state: { ...state('new'), filter: { review_by_lte: { relative: 'next week' } } },
    });
    expect(view.status).toBe(400);
    expect(JSON.stringify(view.body.errors)).toContain('review_by_lte');
  });
});
