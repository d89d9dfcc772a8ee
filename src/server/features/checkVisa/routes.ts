import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { V, type FieldErrors } from '@/domain/validation';
import { assertCan, requireAuth } from '@/server/middleware/guard';
import type { AppEnv, Deps } from '@/server/infrastructure/context';
import { visaRequirements } from '@/domain/areas/checkVisa';
import { faqs as faqDef, requiredDocuments } from '@/domain/areas/content';
import { countries as countryDef, countryVisas, visaTypes } from '@/domain/areas/visa';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';

const ISO2 = /^[A-Za-z]{2}$/;

/**
 * The check-my-visa lookup under /api/visa. (The requirement matrix's CSV import is the generic import's, with the
 * passport-index body of passportIndexImport.ts.)
 */
export function checkVisaRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  // GET /api/visa/check?passport=XX&destination=YY
  app.get('/check', auth, async (c) => {
    await assertCan(c, deps, 'visa-requirements', 'list');
    const locale = c.get('locale');
    const codes = {
      passport: c.req.query('passport')?.trim() ?? '',
      destination: c.req.query('destination')?.trim() ?? '',
    };
    const errors: FieldErrors = {};
    for (const [field, code] of Object.entries(codes)) {
      if (!code) errors[field] = V.required;
      else if (!ISO2.test(code)) errors[field] = V.invalid;
    }
    if (Object.keys(errors).length) throw validationError(errors, locale);
    const passportCode = codes.passport.toUpperCase();
    const destinationCode = codes.destination.toUpperCase();
    if (passportCode === destinationCode) throw validationError({ destination: V.mustDiffer }, locale);

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

    const countryVisa = await matchingVisa(requirement.country_visa_id, destination.id);
    const [documents, faqs] = [await documentsOf(countryVisa), await faqsOf(destination.id)];
    return c.json({
      id: requirement.id,
      passport,
      destination,
      requirement: requirement.requirement,
      max_stay_days: requirement.max_stay_days,
      notes: requirement.notes,
      source: requirement.source,
      checked_at: requirement.checked_at,
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
    return row ? { ...row.visa, visa_type: row.type } : null;
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
