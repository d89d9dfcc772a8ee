import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/infrastructure/config';
import { organizations } from '@/server/infrastructure/db/schema';
import { TestApi } from '../support/api';

/**
 * The public intake's per-address limits: accepted enquiries count against the limit, every request (invalid
 * ones included) against a higher ceiling, so that a person correcting a mistyped form is not locked out. Both,
 * and their window, come from the environment.
 */

let api: TestApi;
let university: number;
let address = 0;
const nextAddress = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });
const limits = { accepted: 3, attempts: 8, minutes: 10 };

beforeAll(async () => {
  api = await TestApi.start({ publicEnquiryLimit: limits });
  const orgs = await api.db
    .select({ id: organizations.id, type: organizations.type, published: organizations.is_published })
    .from(organizations);
  university = orgs.find((o) => o.type === 'university' && o.published)!.id;
});
afterAll(() => api.close());

const valid = {
  kind: 'university',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Is there a January intake?',
};
const send = (body: unknown, headers: Record<string, string>) =>
  api.call('POST', '/api/public/enquiries', { body, headers });

describe('public intake limits', () => {
  it('lets a person correct invalid submissions: only accepted enquiries count against the limit', async () => {
    const one = nextAddress();
    for (let i = 0; i < limits.accepted; i++) {
      expect((await send({ ...valid, organization_id: university, email: 'not-an-email' }, one)).status).toBe(400);
      expect((await send({ ...valid, organization_id: university }, one)).status).toBe(201);
    }
    const refused = await send({ ...valid, organization_id: university }, one);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Try again later.');
  });

  it('still caps all requests from one address, invalid ones included, at the higher ceiling', async () => {
    const one = nextAddress();
    for (let i = 0; i < limits.attempts; i++) expect((await send({ ...valid, email: 'x' }, one)).status).toBe(400);
    expect((await send({ ...valid, email: 'x' }, one)).status).toBe(429);
    expect((await send({ ...valid, organization_id: university }, one)).status).toBe(429);
    expect((await send({ ...valid, organization_id: university }, nextAddress())).status).toBe(201);
  });
});

describe('public intake limits from the environment', () => {
  const env = (extra: Record<string, string>) => ({
    JWT_SECRET: 'x'.repeat(32),
    DATA_DIR: '/tmp/c-data/config',
    ...extra,
  });

  it('reads the limit, the ceiling and the window, with defaults of 5 accepted and 30 requests per 10 minutes', () => {
    expect(loadConfig(env({})).publicEnquiryLimit).toEqual({ accepted: 5, attempts: 30, minutes: 10 });
    expect(
      loadConfig(
        env({ PUBLIC_ENQUIRY_MAX: '2', PUBLIC_ENQUIRY_MAX_REQUESTS: '9', PUBLIC_ENQUIRY_WINDOW_MINUTES: '60' }),
      ).publicEnquiryLimit,
    ).toEqual({ accepted: 2, attempts: 9, minutes: 60 });
  });

  it('refuses values that are not positive whole numbers, or a ceiling below the limit', () => {
    const bads: Record<string, string>[] = [
      { PUBLIC_ENQUIRY_MAX: '0' },
      { PUBLIC_ENQUIRY_MAX: 'five' },
      { PUBLIC_ENQUIRY_WINDOW_MINUTES: '-1' },
      { PUBLIC_ENQUIRY_MAX: '10', PUBLIC_ENQUIRY_MAX_REQUESTS: '5' },
    ];
    for (const bad of bads) {
      expect(() => loadConfig(env(bad)), JSON.stringify(bad)).toThrow(ConfigError);
    }
  });
});
