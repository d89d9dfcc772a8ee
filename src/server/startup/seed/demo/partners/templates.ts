import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { COVER_TYPES, PREMIUM_PERIODS } from '@/domain/areas/insurance';
import { LOAN_TYPES } from '@/domain/areas/credits';
import { BANK_TYPES, UNIVERSITY_TYPES } from '@/domain/areas/partners';
import { COURSE_LEVELS, STUDY_MODES } from '@/domain/areas/universities';
import { CONTENT_ICONS, CURRENCY_CODES } from '@/domain/pickers';
import { ROLE_BY_USER_TYPE, type OrgType } from '@/domain/roles';
import { issueMessage, V } from '@/domain/validation';
import { DEMO_ACCOUNTS } from '@/server/startup/seed/accounts';
import { english } from '@/server/startup/seed/demo/data';

/*
 * The templates of the demo partner directory (datasets/demo/partners/, see datasets/README.md): read once, each
 * file checked against its shape below, and every key one entry uses to name another (a city, a cover, a course,
 * an offer, a loan, a document) checked to name something.
 */

const PARTNER_DATA_DIR = 'datasets/demo/partners';

const text = z.string({ error: V.required }).min(1, { error: V.required });
const amount = (min: number) => z.number({ error: V.number }).min(min, { error: V.minValue });
const whole = (min: number) => z.number({ error: V.number }).int({ error: V.integer }).min(min, { error: V.minValue });
/** Days relative to the day of seeding (negative: in the past). */
const day = z.number({ error: V.number }).int({ error: V.integer });
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: V.choice });
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: V.invalid });
const flag = z.boolean({ error: V.invalid }).optional();
const entry = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, { error: V.invalid });
/** A template other entries name by its `key`. */
const keyed = <S extends z.ZodRawShape>(shape: S) => entry({ key: text, ...shape });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];
export const monthIndex = (month: Month) => MONTHS.indexOf(month);

const country = text.length(2, { error: V.exactLength });

const citiesFile = entry({
  countries: z.record(country, entry({ name: text, currency: choice(CURRENCY_CODES) })),
  /** Rough value of one euro in each currency, to scale prices written in euros (rounded afterwards). */
  perEuro: z.partialRecord(choice(CURRENCY_CODES), amount(0)),
  cities: list(
    keyed({
      city: text,
      district: text,
      state: text,
      country,
      lat: amount(-90).max(90, { error: V.maxValue }),
      lng: amount(-180).max(180, { error: V.maxValue }),
      /** Every `x` is replaced by a digit derived from what the number belongs to. */
      phone: text,
    }),
  ),
});

const advisersFile = entry({ openingHours: text, firstNames: list(text), lastNames: list(text) });

const faq = entry({ question: text, answer: text });
const document = keyed({ name: text, description: text, mandatory: flag, formats: list(text).optional() });
const office = entry({ label: text, city: text, address: text, hours: text.optional() });
const offer = keyed({ title: text, code: text, discount: whole(0).max(100, { error: V.maxValue }), description: text });
const offerPlan = entry({ offer: text, from: day, to: day, active: flag });

/** What every organisation has; the one a demo partner account runs is named by DEMO_ACCOUNTS, not here. */
const organisation = <S extends z.ZodRawShape>(shape: S) =>
  entry({
    name: text.optional(),
    demoAccount: z.literal(true, { error: V.invalid }).optional(),
    city: text,
    address: text,
    about: text,
    rating: amount(0).max(5, { error: V.maxValue }),
    published: flag,
    verified: flag,
    ...shape,
  });

/** An organisation has a name, or is the demo account's (never both). */
const oneName = <T extends z.ZodType<{ name?: string; demoAccount?: true }>>(schema: T) =>
  schema.refine((o) => (o.name === undefined) !== (o.demoAccount === undefined), {
    error: V.required,
    path: ['name'],
  });

const serviceOrganisation = <S extends z.ZodRawShape>(shape: S) =>
  organisation({
    staff: whole(1),
    offices: list(office),
    offers: list(offerPlan),
    faqs: whole(0).optional(),
    ...shape,
  });

const insurersFile = entry({
  mailbox: text,
  covers: list(
    keyed({
      name: text,
      type: choice(COVER_TYPES),
      summary: text,
      /** In euros; converted to the insurer's currency and scaled by its price factor. */
      sumInsured: amount(0),
      premium: amount(0),
      period: choice(PREMIUM_PERIODS),
      ages: z.tuple([whole(0), whole(0)], { error: V.invalid }),
      benefits: list(entry({ title: text, description: text })),
    }),
  ),
  generalBenefits: list(entry({ title: text, description: text })),
  reasons: list(entry({ title: text, description: text, icon: choice(CONTENT_ICONS) })),
  faqs: list(faq),
  insurers: list(
    oneName(organisation({ covers: list(text), reasons: whole(0), faqs: whole(0), priceFactor: amount(0) })),
  ),
});

const levels = <T extends z.ZodType>(value: T) => z.record(choice(COURSE_LEVELS), value);

const universitiesFile = entry({
  mailbox: text,
  texts: entry({ faculties: text, taughtLocally: text, taughtInEnglish: text }),
  /** Usual annual tuition for international students, in the country's currency, by level. */
  tuition: z.record(country, levels(amount(0))),
  /** The scale of universities other than public ones, where it differs. */
  privateTuition: z.record(country, levels(amount(0))),
  /** Where the state sets public universities' fees, the same for every course. */
  stateSetFees: list(country),
  courses: list(
    keyed({
      name: text,
      level: choice(COURSE_LEVELS),
      field: text,
      summary: text,
      ielts: amount(0).max(9, { error: V.maxValue }),
      toefl: whole(0).max(120, { error: V.maxValue }),
      mode: choice(STUDY_MODES).optional(),
      feeFactor: amount(0).optional(),
      oneIntake: flag,
    }),
  ),
  documents: list(document),
  faqs: list(faq),
  universities: list(
    oneName(
      organisation({
        kind: choice(UNIVERSITY_TYPES),
        established: whole(0),
        ranking: whole(1),
        intakes: list(choice(MONTHS)),
        feeFactor: amount(0),
        courses: list(text),
        local: entry({ language: text, test: text, courses: list(text) }).optional(),
        drafts: list(text).optional(),
        documents: list(text).optional(),
        faqs: whole(0).optional(),
      }),
    ),
  ),
});

/** A registration number: text, and numbers derived from the adviser (`from` + hash mod `modulo`, zero-padded). */
const numberPart = z.union([text, entry({ from: whole(0), modulo: whole(1), digits: whole(1).optional() })], {
  error: V.invalid,
});

const consultanciesFile = entry({
  mailbox: text,
  staffTitles: entry({ first: text, unregulated: text, others: list(text) }),
  /** The regulated adviser of each country where advice is regulated, and the shape of their registration number. */
  regulatedAdvisers: z.record(country, entry({ title: text, number: list(numberPart) })),
  offers: list(offer),
  faqs: list(faq),
  consultancies: list(
    oneName(serviceOrganisation({ registration: text, regulator: text, services: list(text), languages: list(text) })),
  ),
});

const languageSchoolsFile = entry({
  mailbox: text,
  texts: entry({ exams: text }),
  staffTitles: list(text),
  offers: list(offer),
  faqs: list(faq),
  schools: list(
    oneName(
      serviceOrganisation({
        languages: list(text).min(1, { error: V.required }),
        exams: list(text).min(1, { error: V.required }),
        modes: list(text),
      }),
    ),
  ),
});

const banksFile = entry({
  mailbox: text,
  loans: list(keyed({ name: text, type: choice(LOAN_TYPES), eligibility: text })),
  documents: list(document),
  faqs: list(faq),
  banks: list(
    oneName(
      organisation({
        kind: choice(BANK_TYPES),
        /** Interest rate range (% a year), amount range (in the bank's currency), longest term, fee. */
        products: list(
          entry({
            loan: text,
            rate: z.tuple([amount(0), amount(0)], { error: V.invalid }),
            amount: z.tuple([amount(0), amount(0)], { error: V.invalid }),
            months: whole(1),
            fee: amount(0),
            collateral: flag,
            published: flag,
          }),
        ),
        consultants: list(office),
        documents: list(text).optional(),
        faqs: whole(0).optional(),
      }),
    ),
  ),
});

const PARTNER_FILES = {
  'cities.json': citiesFile,
  'advisers.json': advisersFile,
  'insurers.json': insurersFile,
  'universities.json': universitiesFile,
  'consultancies.json': consultanciesFile,
  'language-schools.json': languageSchoolsFile,
  'banks.json': banksFile,
};
type PartnerFile = keyof typeof PARTNER_FILES;
type Contents<F extends PartnerFile> = z.infer<(typeof PARTNER_FILES)[F]>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `<file> <list> entry <index> (<key or name>)`, the way a problem names where it is. */
export function entryName(path: string, section: string, index: number, item: unknown): string {
  const title = isRecord(item) ? (item.key ?? item.name) : undefined;
  return `${path} ${section} entry ${index}${typeof title === 'string' ? ` (${title})` : ''}`;
}

/** Where an issue is: the entry of a list it is in and the field within it, or the file and the field. */
function issueWhere(path: string, data: unknown, at: readonly PropertyKey[]): { entry: string; field: string } {
  const [section, index, ...rest] = at;
  if (typeof section === 'string' && typeof index === 'number' && isRecord(data)) {
    const items = data[section];
    const item = Array.isArray(items) ? items[index] : undefined;
    return { entry: entryName(path, section, index, item), field: rest.map(String).join('.') || '_' };
  }
  return { entry: path, field: at.map(String).join('.') || '_' };
}

/** Reports the keys an entry uses (`keysOf`) that name no entry of a list (`known`; `what` for the message). */
type Check = <T>(
  section: string,
  items: readonly T[],
  keysOf: (item: T) => readonly string[] | undefined,
  known: readonly string[],
  what: string,
) => void;

const keys = (items: readonly { key: string }[]) => items.map((i) => i.key);

/** The keys other entries use to name something, by file: they must name an entry that exists. */
const REFERENCES: { [F in PartnerFile]: (data: Contents<F>, check: Check, cities: readonly string[]) => void } = {
  'cities.json': (d, check) => {
    check('cities', d.cities, (c) => [c.country], Object.keys(d.countries), 'country');
    const rated = Object.keys(d.perEuro);
    const countries = Object.entries(d.countries).map(([key, c]) => ({ key, ...c }));
    check('countries', countries, (c) => [c.currency], rated, 'rate (perEuro) for');
  },
  'advisers.json': () => {},
  'insurers.json': (d, check, cities) => {
    check('insurers', d.insurers, (o) => [o.city], cities, 'city');
    check('insurers', d.insurers, (o) => o.covers, keys(d.covers), 'cover');
  },
  'universities.json': (d, check, cities) => {
    check('universities', d.universities, (o) => [o.city], cities, 'city');
    check(
      'universities',
      d.universities,
      (o) => [...o.courses, ...(o.drafts ?? []), ...(o.local?.courses ?? [])],
      keys(d.courses),
      'course',
    );
    check('universities', d.universities, (o) => o.documents, keys(d.documents), 'document');
  },
  'consultancies.json': (d, check, cities) => {
    check('consultancies', d.consultancies, (o) => [o.city, ...o.offices.map((x) => x.city)], cities, 'city');
    check('consultancies', d.consultancies, (o) => o.offers.map((p) => p.offer), keys(d.offers), 'offer');
  },
  'language-schools.json': (d, check, cities) => {
    check('schools', d.schools, (o) => [o.city, ...o.offices.map((x) => x.city)], cities, 'city');
    check('schools', d.schools, (o) => o.offers.map((p) => p.offer), keys(d.offers), 'offer');
  },
  'banks.json': (d, check, cities) => {
    check('banks', d.banks, (o) => [o.city, ...o.consultants.map((x) => x.city)], cities, 'city');
    check('banks', d.banks, (o) => o.products.map((p) => p.loan), keys(d.loans), 'loan');
    check('banks', d.banks, (o) => o.documents, keys(d.documents), 'document');
  },
};

/**
 * The contents of a partner template file (`path` names it in messages), checked against its shape and its keys
 * against what they name. A bad entry throws, naming the file, the entry's list, index and key or name, and every
 * problem in words.
 */
export function checkPartnerFile<F extends PartnerFile>(
  file: F,
  data: unknown,
  cities: readonly string[] = CITY_KEYS,
  path = `${PARTNER_DATA_DIR}/${file}`,
): Contents<F> {
  const result = PARTNER_FILES[file].safeParse(data);
  const problems = new Map<string, string[]>();
  const add = (where: string, problem: string) => problems.set(where, [...(problems.get(where) ?? []), problem]);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        const { entry: where, field } = issueWhere(path, data, issue.path);
        for (const key of issue.keys)
          add(where, `${field === '_' ? key : `${field}.${key}`}: ${english(V.unknownField)}`);
        continue;
      }
      const { entry: where, field } = issueWhere(path, data, issue.path);
      add(where, `${field}: ${english(issueMessage(issue))}`);
    }
  } else {
    const check: Check = (section, items, keysOf, known, what) =>
      items.forEach((item, index) => {
        for (const key of new Set(keysOf(item)))
          if (!known.includes(key)) add(entryName(path, section, index, item), `no ${what} ${JSON.stringify(key)}`);
      });
    REFERENCES[file](result.data as Contents<F>, check, cities);
  }
  if (problems.size) throw new Error([...problems].map(([where, list]) => `${where}: ${list.join('; ')}`).join('\n'));
  return result.data as Contents<F>;
}

function readPartnerFile<F extends PartnerFile>(file: F, cities?: readonly string[]): Contents<F> {
  const path = `${PARTNER_DATA_DIR}/${file}`;
  return checkPartnerFile(file, JSON.parse(readFileSync(resolve(process.cwd(), path), 'utf8')), cities, path);
}

const cityFile = readPartnerFile('cities.json', []);
const CITY_KEYS = cityFile.cities.map((c) => c.key);

export interface City {
  city: string;
  district: string;
  state: string;
  country: string;
  iso2: string;
  lat: number;
  lng: number;
  phone: string;
}

export const CITIES: Record<string, City> = Object.fromEntries(
  cityFile.cities.map(({ key, country: iso2, ...c }) => [key, { ...c, country: cityFile.countries[iso2].name, iso2 }]),
);

/** The currency partners in each country quote prices in. */
export const currencyOf = (iso2: string) => cityFile.countries[iso2].currency;
export const PER_EURO = cityFile.perEuro;

/** The organisation of each demo partner account: named once, in DEMO_ACCOUNTS (src/server/startup/seed/accounts.ts). */
function demoOrganization(type: OrgType): string {
  const account = DEMO_ACCOUNTS.find((a) => a.org && ROLE_BY_USER_TYPE[a.userType].orgType === type);
  if (!account?.org) throw new Error(`seed: no demo account runs an organisation of type ${type}`);
  return account.org;
}

/** The organisations of a file with their names, the demo account's own among them. */
function named<T extends { name?: string; demoAccount?: true }>(type: OrgType, orgs: T[]) {
  return orgs.map(({ demoAccount: _, ...o }) => ({ ...o, name: o.name ?? demoOrganization(type) }));
}

const insurers = readPartnerFile('insurers.json');
const universities = readPartnerFile('universities.json');
const consultancies = readPartnerFile('consultancies.json');
const languageSchools = readPartnerFile('language-schools.json');
const banks = readPartnerFile('banks.json');

export const ADVISERS = readPartnerFile('advisers.json');
export const INSURER_DATA = { ...insurers, insurers: named('insurer', insurers.insurers) };
export const UNIVERSITY_DATA = { ...universities, universities: named('university', universities.universities) };
export const CONSULTANCY_DATA = { ...consultancies, consultancies: named('consultancy', consultancies.consultancies) };
export const LANGUAGE_SCHOOL_DATA = { ...languageSchools, schools: named('language_school', languageSchools.schools) };
export const BANK_DATA = { ...banks, banks: named('bank', banks.banks) };
