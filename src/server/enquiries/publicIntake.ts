import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ORG_TYPE_OF_KIND, PUBLIC_ENQUIRY_LIMIT, PUBLIC_ENQUIRY_MAX_BYTES, publicEnquirySchema, type PublicEnquiry,
} from '../../domain/areas/enquiries';
import { V, type FieldErrors } from '../../domain/validation';
import { audit } from '../audit';
import type { AppEnv, Deps } from '../context';
import type { Db } from '../db/client';
import { tableOf } from '../db/resourceTables';
import { organizations } from '../db/schema';
import { ApiError, MESSAGES, parseBody, validationError } from '../http';

/** The offer-like references an enquiry may name, and the resource each one points at. */
const LINKS = { course_id: 'courses', loan_product_id: 'loan-products', cover_id: 'insurance-covers', offer_id: 'offers' } as const;

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
  for (const [field, resource] of Object.entries(LINKS) as [keyof typeof LINKS, string][]) {
    const id = enquiry[field];
    if (id === undefined) continue;
    const table = tableOf(resource);
    const [row] = await db.select({ id: table.id }).from(table)
      .where(and(eq(table.id, id), eq(table.organization_id, enquiry.organization_id ?? -1))).limit(1);
    if (!row) errors[field] = V.referenceMissing;
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
  const enquiries = tableOf('enquiries');
  const app = new Hono<AppEnv>();
  app.post('/public/enquiries',
    bodyLimit({ maxSize: PUBLIC_ENQUIRY_MAX_BYTES, onError: (c) => c.json({ message: MESSAGES.tooLarge }, 413) }),
    async (c) => {
      const ip = c.get('ip');
      const claim = await deps.throttle.claim(`enquiry-ip:${ip}`, PUBLIC_ENQUIRY_LIMIT.minutes, PUBLIC_ENQUIRY_LIMIT.max);
      if (claim === null) throw new ApiError(429, MESSAGES.tooManyAttempts);
      const enquiry = await parseBody(c, publicEnquirySchema);
      if (enquiry.website) {
        await audit(db, { action: 'enquiry.honeypot', resource: 'enquiries', ip });
        return c.json({ status: 1 }, 201);
      }
      const errors = await checkTarget(db, enquiry);
      if (Object.keys(errors).length) throw validationError(errors, c.get('locale'));
      const { website: _honeypot, ...values } = enquiry;
      const [row] = await db.insert(enquiries).values({ ...values, status: 'new' }).returning({ id: enquiries.id });
      await audit(db, { action: 'create', resource: 'enquiries', recordId: row.id, ip, changes: { kind: enquiry.kind } });
      return c.json({ status: 1, id: row.id }, 201);
    });
  return app;
}
