import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { V, type FieldErrors } from '../../domain/validation';
import { assertCan, requireAuth } from '../auth/guard';
import type { AppEnv, Ctx, Deps } from '../context';
import { limitBody } from '../bodyLimit';
import { visaRequirements } from '../../domain/areas/checkVisa';
import { faqs as faqDef, requiredDocuments } from '../../domain/areas/content';
import { countries as countryDef, countryVisas, visaTypes } from '../../domain/areas/visa';
import { typedTableOf } from '../db/resourceTables';
import { ApiError, MESSAGES, apiMessage, errorJson, validationError } from '../http';
import { decodeCsv } from '../csv';
import { importRequirements } from './importer';

/** Largest CSV the import accepts (the real 199 × 199 matrix is about 0.6 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_INVALID_MESSAGE = 'vp.api.import_invalid';
const ISO2 = /^[A-Za-z]{2}$/;

/**
 * The check-my-visa endpoints under /api/visa: the requirement lookup and the CSV import of the
 * requirement matrix. Mounted ahead of the API-wide 1 MB body limit, because the import has its own 5 MB cap;
 * each route therefore also applies the starting-up gate itself.
 */
export function checkVisaRoutes(deps: Deps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  const ready = createMiddleware<AppEnv>(async (c, next) => {
    if (!deps.isReady()) return errorJson(c, 503, MESSAGES.starting);
    await next();
  });
  const auth = requireAuth(deps);
  const limit = limitBody(IMPORT_MAX_BYTES);

  // POST /api/visa/visa-requirements/import?apply=true|false, body text/csv (or JSON {csv}).
  app.post('/visa-requirements/import', ready, auth, limit, async (c, next) => {
    // A file sent as a form is the generic import's (src/server/resources/import), mounted after this one.
    if ((c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data')) return next();
    await assertCan(c, deps, 'visa-requirements', 'create');
    const apply = parseApply(c);
    const csv = await readCsv(c);
    const principal = c.get('principal');
    const result = await importRequirements(db, csv, { apply, userId: principal.userId, ip: c.get('ip') });
    if (apply && !result.applied) return c.json({ ...apiMessage(c, IMPORT_INVALID_MESSAGE), ...result }, 400);
    return c.json(result);
  });

  // GET /api/visa/check?passport=XX&destination=YY
  app.get('/check', ready, auth, async (c) => {
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

function parseApply(c: Ctx): boolean {
  const value = c.req.query('apply');
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw validationError({ apply: V.invalid }, c.get('locale'));
}

/** The CSV from a text/csv (or text/plain) body, or from a JSON body `{csv: "..."}`. */
async function readCsv(c: Ctx): Promise<string> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new ApiError(400, MESSAGES.malformedJson);
    }
    const csv = (body as { csv?: unknown } | null)?.csv;
    if (typeof csv !== 'string') throw validationError({ csv: V.required }, c.get('locale'));
    return csv;
  }
  if (type.includes('text/csv') || type.includes('text/plain'))
    return decodeCsv(new Uint8Array(await c.req.arrayBuffer()));
  throw new ApiError(415, MESSAGES.csvRequired);
}
