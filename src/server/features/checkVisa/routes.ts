import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { V } from '@/domain/validation';
import { requireAuth, requireCan } from '@/server/middleware/guard';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { visaRequirements } from '@/domain/areas/checkVisa';
import { countryCodeParam } from '@/domain/countryCode';
import { faqs as faqDef, requiredDocuments } from '@/domain/areas/content';
import { countries as countryDef, countryVisas, visaTypes } from '@/domain/areas/visa';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { rfc3339Row } from '@/server/infrastructure/db/columns';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';
import { ERRORS, defineRoute, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';

/** A country code, blank or missing as required, read in capitals. */
const country = z.object({
  id: z.number().int(),
  iso2: z.string(),
  name: z.string(),
  name_de: z.string().nullable(),
  name_fr: z.string().nullable(),
});

const checkVisa = defineRoute({
  method: 'get',
  path: '/api/visa/check',
  tag: 'visa-requirements',
  operationId: 'getVisaCheck',
  summary: 'What a passport holder needs to visit a destination, with the matching visa, its documents and FAQs',
  query: z
    .object({ passport: countryCodeParam, destination: countryCodeParam })
    // Only once both are country codes.
    .refine((codes) => codes.passport !== codes.destination, { path: ['destination'], error: V.mustDiffer }),
  responses: {
    200: {
      description: 'The requirement',
      schema: z.object({
        id: z.number().int(),
        passport: country,
        destination: country,
        requirement: z.string(),
        max_stay_days: z.number().int().nullable(),
        notes: z.string().nullable(),
        source: z.string().nullable().describe('the name of the source'),
        source_url: z.string().nullable(),
        checked_at: z.string().nullable().describe('the day the requirement was last verified (YYYY-MM-DD)'),
        verified_at: z.string().nullable(),
        country_visa: z.record(z.string(), z.unknown()).nullable(),
        documents: z.array(z.record(z.string(), z.unknown())),
        faqs: z.array(z.record(z.string(), z.unknown())),
      }),
    },
    400: ERRORS.invalid,
    403: ERRORS.forbidden,
    404: errorAnswer('No requirement recorded for the pair'),
  },
});

export const checkVisaRouteDeclarations = [checkVisa];

/**
 * The check-my-visa lookup under /api/visa. (The requirement matrix's CSV import is the generic import's, with the
 * passport-index body of passportIndexImport.ts.)
 */
export function checkVisaRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const mount = mountRoutes(app, '/api/visa');
  // The role check answers before the codes are read (a 403, whatever they are).
  const mayList = requireCan(deps, 'visa-requirements', 'list');

  // GET /api/visa/check?passport=XX&destination=YY
  mount(checkVisa, [auth, mayList], async (c, { query: { passport: passportCode, destination: destinationCode } }) => {
    const locale = c.get('locale');
    const countries = typedTableOf(countryDef);
    const found = await db
      .select({
        id: countries.id,
        iso2: countries.iso2,
        name: countries.name,
        name_de: countries.name_de,
        name_fr: countries.name_fr,
      })
      .from(countries)
      .where(inArray(countries.iso2, [passportCode, destinationCode]));
    const passport = found.find((r) => r.iso2 === passportCode);
    const destination = found.find((r) => r.iso2 === destinationCode);
    if (!passport || !destination) {
      throw validationError(
        {
          ...(passport ? {} : { passport: V.referenceMissing }),
          ...(destination ? {} : { destination: V.referenceMissing }),
        },
        locale,
      );
    }

    const requirements = typedTableOf(visaRequirements);
    const [requirement] = await db
      .select()
      .from(requirements)
      .where(
        and(eq(requirements.passport_country_id, passport.id), eq(requirements.destination_country_id, destination.id)),
      )
      .limit(1);
    if (!requirement) throw new ApiError(404, MESSAGES.notFound);

    // As every API timestamp: RFC 3339 in UTC (the day it was checked is that of UTC too).
    const { verified_at: verified } = rfc3339Row(getTableColumns(requirements), requirement);
    const countryVisa = await matchingVisa(requirement.country_visa_id, destination.id);
    const [documents, faqs] = [await documentsOf(countryVisa), await faqsOf(destination.id)];
    return c.json({
      id: requirement.id,
      passport,
      destination,
      requirement: requirement.requirement,
      max_stay_days: requirement.max_stay_days,
      notes: requirement.notes,
      source: requirement.source_name,
      source_url: requirement.source_url,
      checked_at: verified?.slice(0, 10) ?? null,
      verified_at: verified,
      country_visa: countryVisa,
      documents,
      faqs,
    });
  });

  /** The linked visa; otherwise the destination's best published one, a tourist visa first. */
  async function matchingVisa(linkedId: number | null, destinationId: number) {
    const visas = typedTableOf(countryVisas);
    const types = typedTableOf(visaTypes);
    const query = db
      .select({ visa: visas, type: { id: types.id, name: types.name, slug: types.slug } })
      .from(visas)
      .innerJoin(types, eq(types.id, visas.visa_type_id));
    const [row] =
      linkedId != null
        ? await query.where(eq(visas.id, linkedId)).limit(1)
        : await query
            .where(and(eq(visas.country_id, destinationId), eq(visas.is_published, true)))
            .orderBy(sql`(${types.slug} = 'tourist') desc`, asc(types.sort_order), asc(visas.name), asc(visas.id))
            .limit(1);
    return row ? { ...rfc3339Row(getTableColumns(visas), row.visa), visa_type: row.type } : null;
  }

  async function documentsOf(countryVisa: { id: number } | null) {
    if (!countryVisa) return [];
    const docs = typedTableOf(requiredDocuments);
    return db
      .select({
        id: docs.id,
        scope: docs.scope,
        name: docs.name,
        description: docs.description,
        is_mandatory: docs.is_mandatory,
        accepted_formats: docs.accepted_formats,
        sort_order: docs.sort_order,
      })
      .from(docs)
      .where(and(eq(docs.country_visa_id, countryVisa.id), inArray(docs.scope, ['check_visa', 'visa'])))
      .orderBy(asc(docs.sort_order), asc(docs.id));
  }

  async function faqsOf(destinationId: number) {
    const faqs = typedTableOf(faqDef);
    return (
      db
        .select({
          id: faqs.id,
          question: faqs.question,
          answer: faqs.answer,
          country_id: faqs.country_id,
          sort_order: faqs.sort_order,
        })
        .from(faqs)
        .where(
          and(
            eq(faqs.scope, 'check_visa'),
            eq(faqs.is_published, true),
            isNull(faqs.organization_id),
            or(eq(faqs.country_id, destinationId), isNull(faqs.country_id)),
          ),
        )
        // The destination's own questions first, then the general ones.
        .orderBy(sql`${faqs.country_id} is null`, asc(faqs.sort_order), asc(faqs.id))
    );
  }

  return app;
}
