import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ENQUIRY_LIMIT, PUBLIC_ENQUIRY_MAX_BYTES } from '@/domain/areas/enquiries';
import { domainEn } from '@/domain/messages/en';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { auditLog, organizations } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';

/** POST /api/public/enquiries: validated, size-capped, rate-limited, honeypot; staff fields never set. */

let api: TestApi;
const enquiries = tableOf('enquiries');
const courses = tableOf('courses');
let university: number;
let otherUniversity: number;
let course: number;
let insurer: number;
let unpublished: number;
let address = 0;
/** A fresh client address per request, so the per-address limit only bites where a test wants it. */
const fresh = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

const v = domainEn.vp.validation;

const rows = async () => (await api.db.select({ n: count() }).from(enquiries))[0].n;
const send = (body: unknown, headers: Record<string, string> = fresh()) =>
  api.call<{ status?: number; id?: number; message?: string; errors?: Record<string, string> }>(
    'POST',
    '/api/public/enquiries',
    { body, headers },
  );
const valid = (extra: Record<string, unknown> = {}) => ({
  kind: 'university',
  organization_id: university,
  full_name: 'Jürgen Müller',
  email: 'juergen@example.com',
  message: 'Is there a January intake?',
  nationality: 'de',
  ...extra,
});

beforeAll(async () => {
  api = await TestApi.start();
  const orgs = await api.db
    .select({ id: organizations.id, type: organizations.type, published: organizations.is_published })
    .from(organizations);
  const unis = orgs.filter((o) => o.type === 'university' && o.published);
  const [c] = await api.db.select({ id: courses.id, org: courses.organization_id }).from(courses).limit(1);
  course = c.id as number;
  university = c.org as number;
  otherUniversity = unis.find((o) => o.id !== university)!.id;
  insurer = orgs.find((o) => o.type === 'insurer' && o.published)!.id;
  const [hidden] = await api.db
    .insert(organizations)
    .values({ type: 'university', name: 'Hidden College', slug: 'hidden-college-intake', is_published: false })
    .returning({ id: organizations.id });
  unpublished = hidden.id;
});
afterAll(() => api.close());

describe('public enquiry intake', () => {
  it('stores a valid enquiry as new, with what was sent', async () => {
    const before = await rows();
    const reply = await send(valid({ course_id: course }));
    expect(reply.status).toBe(201);
    expect(await rows()).toBe(before + 1);
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, reply.body.id!));
    expect(row).toMatchObject({
      kind: 'university',
      organization_id: university,
      course_id: course,
      full_name: 'Jürgen Müller',
      nationality: 'DE',
      status: 'new',
    });
  });

  it('ignores staff fields: status, first response and assignee stay new and empty', async () => {
    const reply = await send(
      valid({ status: 'closed', first_response_at: '2026-01-01T00:00:00Z', waiting_since: null, assigned_to: 1 }),
    );
    expect(reply.status).toBe(201);
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, reply.body.id!));
    expect(row.status).toBe('new');
    expect(row.first_response_at).toBeNull();
    expect(row.waiting_since).not.toBeNull();
    expect(row.assigned_to).toBeNull();
  });

  it("keeps the enquirer's language: the one sent, else the request's Accept-Language", async () => {
    const sent = await send(valid({ locale: 'fr' }));
    const guessed = await send(valid(), { ...fresh(), 'accept-language': 'de-DE,de;q=0.9' });
    const bad = await send(valid({ locale: 'es' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('locale');
    const locales = await api.db
      .select({ id: enquiries.id, locale: enquiries.locale })
      .from(enquiries)
      .where(inArray(enquiries.id, [sent.body.id!, guessed.body.id!]));
    expect(Object.fromEntries(locales.map((r) => [r.id, r.locale]))).toEqual({
      [sent.body.id!]: 'fr',
      [guessed.body.id!]: 'de',
    });
  });

  it('refuses missing and malformed fields with a message on each, storing nothing', async () => {
    const before = await rows();
    const missing = await send({ kind: 'university' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ full_name: v.required, email: v.email_required, message: v.required });
    const noOrganisation = await send(valid({ organization_id: undefined }));
    expect(noOrganisation.status).toBe(400);
    expect(noOrganisation.body.errors).toEqual({ organization_id: v.required });
    const malformed = await send(
      valid({ kind: 'telepathy', email: 'not-an-email', nationality: 'Germany', source_url: 'javascript:alert(1)' }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toMatchObject({ kind: v.choice, email: v.email_invalid });
    expect(malformed.body.errors?.nationality).toEqual(expect.any(String));
    expect(malformed.body.errors?.source_url).toEqual(expect.any(String));
    const partner = await send({ kind: 'partner', full_name: 'A B', email: 'a@example.com', message: 'List us' });
    expect(partner.status).toBe(400);
    expect(partner.body.errors).toMatchObject({ company_name: v.required, partner_type: v.required });
    const website = await send({
      kind: 'website',
      organization_id: university,
      full_name: 'A B',
      email: 'a@example.com',
      message: 'Hi',
    });
    expect(website.status).toBe(400);
    expect(website.body.errors?.organization_id).toEqual(expect.any(String));
    expect(await rows()).toBe(before);
  });

  it('refuses an oversize body with 413', async () => {
    const before = await rows();
    const reply = await send(valid({ message: 'x'.repeat(PUBLIC_ENQUIRY_MAX_BYTES) }));
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe('Request body too large');
    expect(await rows()).toBe(before);
  });

  it("refuses an organisation of the wrong type, a missing or unpublished one, and another organisation's course", async () => {
    const before = await rows();
    const wrongType = await send(valid({ organization_id: insurer }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors?.organization_id).toBe(v.org_type);
    const missing = await send(valid({ organization_id: 999_999_999 }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.organization_id).toBe(v.reference_missing);
    const hidden = await send(valid({ organization_id: unpublished }));
    expect(hidden.status).toBe(400);
    expect(hidden.body.errors?.organization_id).toBe(v.reference_missing);
    const foreignCourse = await send(valid({ organization_id: otherUniversity, course_id: course }));
    expect(foreignCourse.status).toBe(400);
    expect(foreignCourse.body.errors?.course_id).toBe(v.reference_missing);
    expect(await rows()).toBe(before);
  });

  it('answers a filled-in honeypot like a success but stores nothing', async () => {
    const before = await rows();
    const reply = await send(valid({ website: 'http://spam.example' }));
    expect(reply.status).toBe(201);
    expect(reply.body.id).toBeUndefined();
    expect(await rows()).toBe(before);
    const [trace] = await api.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'enquiry.honeypot'));
    expect(trace.n).toBeGreaterThan(0);
  });

  it('limits a burst from one address with 429, storing nothing once refused', async () => {
    const one = { 'x-forwarded-for': '192.0.2.200' };
    for (let i = 0; i < PUBLIC_ENQUIRY_LIMIT.max; i++) expect((await send(valid(), one)).status).toBe(201);
    const before = await rows();
    const refused = await send(valid(), one);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Try again later.');
    expect(await rows()).toBe(before);
    // Another address is not affected.
    expect((await send(valid())).status).toBe(201);
  });
});
