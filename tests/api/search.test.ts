import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '@/domain/search';
import { TestApi } from '../support/api';
import { userByEmail } from '../support/auth';
import { DEMO } from '../support/demo';

/** GET /api/search: records found by title across resources, within what each role's lists show. */

let api: TestApi;
let admin: string;
let university: string;
let universityOrg: number;
let ownCourse: number;
let foreignCourse: number;
let foreignUniversity: { id: number; name: string };
let offer: number;

async function rows<T>(query: string): Promise<T[]> {
  const result = await api.db.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

const search = (token: string | undefined, query: string) =>
  api.call<SearchHit[]>('GET', `/api/search?${query}`, { token });

beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.login(DEMO.admin);
  university = await api.login(DEMO.university);
  universityOrg = (await userByEmail(api, DEMO.university)).organization_id!;
  // Titles no seeded record has: one course of the partner's own university, one of another, one offer.
  [{ id: ownCourse }] = await rows<{ id: number }>(
    `update courses set name = 'Quixotic Own Studies' where id = (select min(id) from courses where organization_id = ${universityOrg}) returning id`,
  );
  [{ id: foreignCourse }] = await rows<{ id: number }>(
    `update courses set name = 'Quixotic Foreign Studies' where id = (select min(id) from courses where organization_id <> ${universityOrg}) returning id`,
  );
  [foreignUniversity] = await rows<{ id: number; name: string }>(
    `select id, name from organizations where type = 'university' and id <> ${universityOrg} order by id limit 1`,
  );
  [{ id: offer }] = await rows<{ id: number }>(
    `update offers set title = 'Quixotic Offer' where id = (select min(id) from offers) returning id`,
  );
});
afterAll(() => api.close());

describe('GET /api/search', () => {
  it('finds an admin the records of every resource whose title matches, each as resource, id and title', async () => {
    const reply = await search(admin, 'q=quixotic');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ resource: 'courses', id: ownCourse, title: 'Quixotic Own Studies' }),
        expect.objectContaining({ resource: 'courses', id: foreignCourse, title: 'Quixotic Foreign Studies' }),
        expect.objectContaining({ resource: 'offers', id: offer, title: 'Quixotic Offer' }),
      ]),
    );
    // An owned record's second line is its organisation's name.
    const [{ name: owner }] = await rows<{ name: string }>(
      `select o.name from courses c join organizations o on o.id = c.organization_id where c.id = ${foreignCourse}`,
    );
    expect(reply.body.find((hit) => hit.id === foreignCourse && hit.resource === 'courses')?.detail).toBe(owner);
    expect(reply.body.every((hit) => /quixotic/i.test(hit.title))).toBe(true);
  });

  it('finds by a part of the title ignoring case, titles starting with the text first', async () => {
    const reply = await search(admin, 'q=GERMAN');
    expect(reply.status, reply.text).toBe(200);
    const countries = reply.body.filter((hit) => hit.resource === 'countries');
    expect(countries[0]?.title).toBe('Germany');
    const middle = await search(admin, 'q=foreign%20stud');
    expect(middle.body).toContainEqual(
      expect.objectContaining({ resource: 'courses', id: foreignCourse, title: 'Quixotic Foreign Studies' }),
    );
  });

  it('takes one or two characters as the start of a title', async () => {
    const reply = await search(admin, 'q=qu&limit=20');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.length).toBeGreaterThan(0);
    expect(reply.body.every((hit) => hit.title.toLowerCase().startsWith('qu'))).toBe(true);
  });

  it('returns at most `limit` records per resource', async () => {
    const reply = await search(admin, 'q=a&limit=2');
    expect(reply.status, reply.text).toBe(200);
    const perResource = new Map<string, number>();
    for (const hit of reply.body) perResource.set(hit.resource, (perResource.get(hit.resource) ?? 0) + 1);
    expect(Math.max(...perResource.values())).toBe(2);
    expect(perResource.size).toBeGreaterThan(1);
  });

  it("finds a partner its own organisation's records and never another organisation's", async () => {
    const reply = await search(university, 'q=quixotic');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual([{ resource: 'courses', id: ownCourse, title: 'Quixotic Own Studies' }]);

    const foreign = await search(university, 'q=quixotic%20foreign');
    expect(foreign.status).toBe(200);
    expect(foreign.body).toEqual([]);

    const otherUniversity = await search(university, `q=${encodeURIComponent(foreignUniversity.name)}&limit=20`);
    expect(otherUniversity.status).toBe(200);
    expect(otherUniversity.body.filter((hit) => hit.id === foreignUniversity.id)).toEqual([]);
    const asAdmin = await search(admin, `q=${encodeURIComponent(foreignUniversity.name)}&limit=20`);
    expect(asAdmin.body).toContainEqual({
      resource: 'universities',
      id: foreignUniversity.id,
      title: foreignUniversity.name,
    });
  });

  it('looks into no resource the role may not list', async () => {
    // The offers belong to consultancies and language schools; users and the audit log are admins' alone.
    const offers = await search(university, 'q=quixotic%20offer');
    expect(offers.body).toEqual([]);
    const users = await search(university, 'q=visapath.test&limit=20');
    expect(users.status).toBe(200);
    expect(users.body.map((hit) => hit.resource)).not.toContain('users');
    const adminUsers = await search(admin, 'q=visapath.test&limit=20');
    expect(adminUsers.body.map((hit) => hit.resource)).toContain('users');
    const allowed = new Set(['countries', 'organizations', 'universities', 'courses', 'enquiries']);
    const anything = await search(university, 'q=e&limit=20');
    expect(anything.body.length).toBeGreaterThan(0);
    for (const hit of anything.body) expect(allowed, hit.resource).toContain(hit.resource);
  });

  it('takes a text with wildcards literally', async () => {
    const reply = await search(admin, 'q=%25');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.every((hit) => hit.title.startsWith('%'))).toBe(true);
  });

  it.each([
    ['q missing', '', 'q'],
    ['q empty', 'q=', 'q'],
    ['q blank', 'q=%20%20', 'q'],
    ['q too long', `q=${'a'.repeat(101)}`, 'q'],
    ['q with a NUL character', 'q=a%00b', 'q'],
    ['limit zero', 'q=a&limit=0', 'limit'],
    ['limit too large', 'q=a&limit=21', 'limit'],
    ['limit not a number', 'q=a&limit=many', 'limit'],
    ['limit not whole', 'q=a&limit=1.5', 'limit'],
  ])('answers 400 naming the field for %s', async (_name, query, field) => {
    const reply = await api.call<{ message: string; errors: Record<string, string> }>('GET', `/api/search?${query}`, {
      token: admin,
    });
    expect(reply.status, reply.text).toBe(400);
    expect(Object.keys(reply.body.errors)).toEqual([field]);
    expect(typeof reply.body.errors[field]).toBe('string');
  });

  it('writes the field message in the language asked for', async () => {
    const reply = await api.call<{ errors: Record<string, string> }>('GET', `/api/search?q=${'a'.repeat(101)}`, {
      token: admin,
      headers: { 'accept-language': 'de' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.q).toBe('Höchstens 100 Zeichen');
  });

  it('answers 401 without a token or with an invalid one', async () => {
    expect((await search(undefined, 'q=germany')).status).toBe(401);
    expect((await search('not-a-token', 'q=germany')).status).toBe(401);
  });
});
