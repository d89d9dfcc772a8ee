import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ORG_TYPE_OF_KIND, PUBLIC_ENQUIRY_LIMIT, PUBLIC_ENQUIRY_MAX_BYTES, enquiries as enquiryDef, publicEnquirySchema, type PublicEnquiry,
} from '../../domain/areas/enquiries';
import { V, type FieldErrors } from '../../domain/validation';
import { audit } from '../audit';
import type { AppEnv, Deps } from '../context';
import type { Db } from '../db/client';
import { tableOf } from '../db/resourceTables';
import { organizations } from '../db/schema';
import { ApiError, MESSAGES, errorJson, parseBody, validationError } from '../http';
import { referencedOwners } from '../resources/routes';

/** The target organisation exists, is published and is of the kind's type; named offers are its own. */
async function checkTarget(db: Db, enquiry: PublicEnquiry): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const orgType = ORG_TYPE_OF_KIND[enquiry.kind];
  if (orgType && enquiry.organization_id !== undefined) {
    const [org] = await db.select({ type: organizations.type, published: organizations.is_published })
      .from(organizations).where(eq(organizations.id, enquiry.organization_id)).limit(1);
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
export function publicIntakeRoutes(deps: Deps) {
  const { db } = deps.database;
  const enquiries = tableOf(enquiryDef.name);
  const app = new Hono<AppEnv>();
  app.post('/public/enquiries',
    bodyLimit({ maxSize: PUBLIC_ENQUIRY_MAX_BYTES, onError: (c) => errorJson(c, 413, MESSAGES.tooLarge) }),
    async (c) => {
      const ip = c.get('ip');
      const claim = await deps.throttle.claim(`enquiry-ip:${ip}`, PUBLIC_ENQUIRY_LIMIT.minutes, PUBLIC_ENQUIRY_LIMIT.max);
      if (claim === null) throw new ApiError(429, MESSAGES.tooManyAttempts);
      const enquiry = await parseBody(c, publicEnquirySchema);
      if (enquiry.website) {
        await audit(db, { action: 'enquiry.honeypot', resource: enquiryDef.name, ip });
        return c.json({ status: 1 }, 201);
      }
      const errors = await checkTarget(db, enquiry);
      if (Object.keys(errors).length) throw validationError(errors, c.get('locale'));
      const { website: _honeypot, ...values } = enquiry;
      const [row] = await db.insert(enquiries).values({ ...values, status: 'new' }).returning({ id: enquiries.id });
      await audit(db, { action: 'create', resource: enquiryDef.name, recordId: row.id, ip, changes: { kind: enquiry.kind } });
      return c.json({ status: 1, id: row.id }, 201);
    });
  return app;
}
