import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { visaRequirements } from '@/domain/areas/checkVisa';
import { countryCodeParam } from '@/domain/countryCode';
import { faqs, requiredDocuments } from '@/domain/areas/content';
import { countries, countryVisas, visaTypes } from '@/domain/areas/visa';
import type { Locale } from '@/domain/locales';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import type { ResourceDef } from '@/domain/resourceDef';
import { V } from '@/domain/validation';
import type { Db } from '@/server/infrastructure/db/client';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { ApiError, MESSAGES, validationError } from '@/server/infrastructure/http';
import { defineRoute, ERRORS, errorAnswer } from '@/server/infrastructure/openapi/route';
import { publicColumns, publishedCondition } from './records';

export const publicCheckVisa = defineRoute({
  method: 'get',
  path: `${PUBLIC_API_BASE}/check-visa`,
  tag: 'public',
  operationId: 'getPublicVisaCheck',
  summary: 'Check my visa: what a passport holder needs to visit a destination, in the language asked for',
  public: true,
  query: z
    .object({
      passport: countryCodeParam,
      destination: countryCodeParam,
      locale: z.string().optional().describe('the language of the texts (en, de, fr)'),
    })
    .refine((codes) => codes.passport !== codes.destination, { path: ['destination'], error: V.mustDiffer }),
  responses: {
    200: {
      description:
        'The requirement with its proof, the countries, the matching visa, its documents and the FAQs: public records and fields only',
      schema: z.object({
        passport: z.record(z.string(), z.unknown()),
        destination: z.record(z.string(), z.unknown()),
        requirement: z.record(z.string(), z.unknown()),
        country_visa: z.record(z.string(), z.unknown()).nullable(),
        documents: z.array(z.record(z.string(), z.unknown())),
        faqs: z.array(z.record(z.string(), z.unknown())),
      }),
    },
    304: "Not modified: the If-None-Match tag is still the answer's",
    400: ERRORS.invalid,
    404: errorAnswer('No requirement recorded for the pair'),
  },
});

/** The tables the lookup reads (its ETag follows their writes). */
export const CHECK_VISA_TABLES = [countries, visaRequirements, countryVisas, visaTypes, requiredDocuments, faqs]
  .map((def) => def.table)
  .concat('organizations');

/** The public records of `def` matching `where`, in `locale`. */
function reader(db: Db, locale: Locale) {
  return (def: ResourceDef, where: SQL | undefined) => {
    const table = tableOf(def.name);
    return db
      .select(publicColumns(def, table, locale))
      .from(table)
      .where(and(publishedCondition(def, table), where));
  };
}

/** The lookup: the public counterpart of GET /api/visa/check. */
export async function checkVisa(db: Db, locale: Locale, passportCode: string, destinationCode: string) {
  const read = reader(db, locale);
  const c = tableOf(countries.name);
  const found = await read(countries, inArray(c.iso2, [passportCode, destinationCode]));
  const passport = found.find((row) => row.iso2 === passportCode);
  const destination = found.find((row) => row.iso2 === destinationCode);
  if (!passport || !destination)
    throw validationError(
      {
        ...(passport ? {} : { passport: V.referenceMissing }),
        ...(destination ? {} : { destination: V.referenceMissing }),
      },
      locale,
    );
  const r = tableOf(visaRequirements.name);
  const [requirement] = await read(
    visaRequirements,
    and(eq(r.passport_country_id, passport.id), eq(r.destination_country_id, destination.id)),
  ).limit(1);
  if (!requirement) throw new ApiError(404, MESSAGES.notFound);
  const v = tableOf(countryVisas.name);
  const t = tableOf(visaTypes.name);
  // The linked visa; otherwise the destination's best published one, a tourist visa first.
  const [countryVisa] =
    requirement.country_visa_id != null
      ? await read(countryVisas, eq(v.id, requirement.country_visa_id as number)).limit(1)
      : await read(countryVisas, eq(v.country_id, destination.id))
          .orderBy(
            sql`(select ${t.slug} = 'tourist' from ${t} where ${t.id} = ${v.visa_type_id}) desc nulls last`,
            asc(v.name),
            asc(v.id),
          )
          .limit(1);
  const d = tableOf(requiredDocuments.name);
  const documents = countryVisa
    ? await read(
        requiredDocuments,
        and(eq(d.country_visa_id, countryVisa.id), inArray(d.scope, ['check_visa', 'visa'])),
      ).orderBy(asc(d.sort_order), asc(d.id))
    : [];
  const f = tableOf(faqs.name);
  const questions = await read(
    faqs,
    and(
      eq(f.scope, 'check_visa'),
      isNull(f.organization_id),
      or(eq(f.country_id, destination.id), isNull(f.country_id)),
    ),
  ).orderBy(sql`${f.country_id} is null`, asc(f.sort_order), asc(f.id));
  return { passport, destination, requirement, country_visa: countryVisa ?? null, documents, faqs: questions };
}
