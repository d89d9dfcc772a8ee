import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { ORG_TYPE_OF_KIND, PUBLIC_ENQUIRY_MAX_BYTES, enquiries as enquiryDef } from '@/domain/areas/enquiries';
import { publicEnquirySchema, type PublicEnquiry } from '@/domain/areas/enquiryIntake';
import { fieldErrors, unstorableStrings, V, type FieldErrors } from '@/domain/validation';
import { audit } from '@/server/infrastructure/audit';
import { limitBody } from '@/server/middleware/bodyLimit';
import { DEFAULT_PUBLIC_ENQUIRY_LIMIT } from '@/server/infrastructure/config';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import type { Db } from '@/server/infrastructure/db/client';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { organizations } from '@/server/infrastructure/db/schema';
import { publishEvent } from '@/server/infrastructure/events';
import { ApiError, MESSAGES, readJson, validationError } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';
import { referencedOwners } from '@/server/engine/routes';
import { notifyNewEnquiry } from './notifications';

/** The target organisation exists, is published and is of the kind's type; named offers are its own. */
async function checkTarget(db: Db, enquiry: PublicEnquiry): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const orgType = ORG_TYPE_OF_KIND[enquiry.kind];
  if (orgType && enquiry.organization_id !== undefined) {
    const [org] = await db
      .select({ type: organizations.type, published: organizations.is_published })
      .from(organizations)
      .where(eq(organizations.id, enquiry.organization_id))
      .limit(1);
    if (!org || !org.published) errors.organization_id = V.referenceMissing;
    else if (org.type !== orgType) errors.organization_id = V.orgType;
  }
  // A course, loan product, cover or offer of another organisation (or of none named) is, to the public, missing.
  for (const [field, org] of await referencedOwners(db, enquiryDef, enquiry)) {
    if (org === undefined || org !== enquiry.organization_id) errors[field] = V.referenceMissing;
  }
  return errors;
}

/**
 * POST /api/public/enquiries: the public website's forms, without a token. Capped at 16 KB, validated by the
 * domain schema, limited per client address, and a filled-in honeypot is answered like a success but stored
 * nowhere (a bot learns nothing). Staff-only fields are not in the schema, so they cannot be set from outside.
 */
const submitEnquiry = defineRoute({
  method: 'post',
  path: '/api/public/enquiries',
  tag: 'enquiries',
  operationId: 'submitPublicEnquiry',
  public: true,
  // Read by the route itself: the throttle counts a request before its body is read, and any text sent (a field
  // the schema drops included) must be storable.
  body: { schema: publicEnquirySchema },
  summary: `The public website's enquiry forms (at most ${PUBLIC_ENQUIRY_MAX_BYTES / 1024} KB, limited per client address)`,
  description:
    'The organisation named must exist, be published and be of the type the kind needs. A filled-in `website` field (a honeypot) is answered like a success and stored nowhere.',
  responses: {
    201: { description: 'Recorded', schema: z.object({ status: z.literal(1), id: z.number().int().optional() }) },
    400: ERRORS.invalid,
    413: errorAnswer('Too large'),
    415: ERRORS.notJson,
    429: errorAnswer('Too many enquiries'),
  },
});

export const publicIntakeRouteDeclarations = [submitEnquiry];

export function publicIntakeRoutes(deps: Deps) {
  const { db } = deps.database;
  const enquiries = typedTableOf(enquiryDef);
  const limit = deps.config.publicEnquiryLimit ?? DEFAULT_PUBLIC_ENQUIRY_LIMIT;
  const app = new Hono<AppEnv>();
  mountRoutes(app, '/api')(submitEnquiry, [limitBody(PUBLIC_ENQUIRY_MAX_BYTES)], async (c) => {
    const ip = c.get('ip');
    // Every request counts against the higher ceiling; only an accepted enquiry against the limit, so that
    // correcting a refused form costs nothing.
    const claim = (key: string, max: number) =>
      deps.throttle.claim(`${key}:${ip}`, limit.minutes, max).then((id) => {
        if (id === null) throw new ApiError(429, MESSAGES.tooManyAttempts);
      });
    await claim('enquiry-request', limit.attempts);
    // Any text the public sends (a field the schema drops included) is text PostgreSQL can store.
    const body = await readJson(c);
    const parsed = publicEnquirySchema.safeParse(body);
    const invalid = { ...unstorableStrings(body), ...(parsed.success ? {} : fieldErrors(parsed.error)) };
    if (!parsed.success || Object.keys(invalid).length) throw validationError(invalid, c.get('locale'));
    const enquiry = parsed.data;
    if (enquiry.website) {
      await claim('enquiry-ip', limit.accepted); // answered like an accepted enquiry, limited like one
      await audit(db, { action: 'enquiry.honeypot', resource: enquiryDef.name, ip });
      return c.json({ status: 1 }, 201);
    }
    const errors = await checkTarget(db, enquiry);
    if (Object.keys(errors).length) throw validationError(errors, c.get('locale'));
    await claim('enquiry-ip', limit.accepted);
    const { website: _honeypot, ...values } = enquiry;
    const [row] = await db
      .insert(enquiries)
      .values({ ...values, locale: values.locale ?? c.get('locale'), status: 'new', waiting_since: sql`now()` })
      .returning({ id: enquiries.id, organization_id: enquiries.organization_id, full_name: enquiries.full_name });
    await audit(db, {
      action: 'create',
      resource: enquiryDef.name,
      recordId: row.id,
      ip,
      changes: { kind: enquiry.kind },
    });
    await publishEvent(db, { type: 'enquiry.created', enquiry_id: row.id, organization_id: row.organization_id });
    await notifyNewEnquiry(deps, row);
    return c.json({ status: 1, id: row.id }, 201);
  });
  return app;
}
