import { faqs, requiredDocuments } from '@/domain/areas/content';
import { organizations } from '@/domain/areas/partners';
import { courses, type COURSE_LEVELS } from '@/domain/areas/universities';
import {
  cityOf,
  documentRows,
  escapeHtml,
  faqRows,
  fill,
  organizationRow,
  roundTo,
  sourced,
  type SeedContext,
  type Sourced,
} from './common';
import { currencyOf, entryName, monthIndex, UNIVERSITY_DATA, type Month } from './templates';

/* Universities (datasets/demo/partners/universities.json): invented institutions with their courses. */

const FILE = 'datasets/demo/partners/universities.json';
const { courses: COURSES, documents: DOCUMENTS, faqs: FAQS, texts: TEXTS } = UNIVERSITY_DATA;

type Level = (typeof COURSE_LEVELS)[number];
type UniversitySeed = (typeof UNIVERSITY_DATA.universities)[number];
type CourseTemplate = (typeof COURSES)[number];

export const UNIVERSITIES: readonly UniversitySeed[] = UNIVERSITY_DATA.universities;

const from = (n: number) => entryName(FILE, 'universities', n, UNIVERSITIES[n]);

function courseOf(key: string): CourseTemplate {
  const course = COURSES.find((c) => c.key === key);
  if (!course) throw new Error(`seed: no course ${key}`);
  return course;
}

function tuitionTable(table: Readonly<Record<string, Record<Level, number>>>, iso2: string): Record<Level, number> {
  const fees = table[iso2];
  if (!fees) throw new Error(`seed: no tuition for ${iso2}`);
  return fees;
}

function tuition(university: UniversitySeed, course: CourseTemplate): number {
  const iso2 = cityOf(university.city).iso2;
  const { tuition: fees, privateTuition, stateSetFees } = UNIVERSITY_DATA;
  // Fees set by the state are the same for every course.
  if (university.kind === 'public' && stateSetFees.includes(iso2)) return tuitionTable(fees, iso2)[course.level];
  const table = iso2 in privateTuition ? tuitionTable(privateTuition, iso2) : tuitionTable(fees, iso2);
  return roundTo(table[course.level] * university.feeFactor * (course.feeFactor ?? 1), 50);
}

/** Typical programme length: four-year bachelors in North America, Ireland and Scotland (and honours engineering in Australia and New Zealand), seven semesters for German engineering, one-year masters in the UK and Ireland. */
function durationMonths(university: UniversitySeed, key: string, course: CourseTemplate): number {
  const iso2 = cityOf(university.city).iso2;
  const scotland = cityOf(university.city).state === 'Scotland';
  switch (course.level) {
    case 'certificate':
      return key === 'foundation' ? 9 : 6;
    case 'diploma':
      return 12;
    case 'bachelor': {
      const engineering = key === 'civil' || key === 'mechanical';
      if (['US', 'CA', 'IE'].includes(iso2) || scotland || (engineering && ['AU', 'NZ'].includes(iso2))) return 48;
      return engineering && iso2 === 'DE' ? 42 : 36;
    }
    case 'master':
      if (key === 'mba') return iso2 === 'US' ? 24 : 18;
      return ['GB', 'IE'].includes(iso2) ? 12 : 24;
    case 'doctorate':
      return ['GB', 'AU', 'NZ'].includes(iso2) ? 42 : 48;
  }
}

/**
 * The application deadline of the next intake that can still be applied for: on the 15th, three months before the
 * intake starts (five for doctorates, whose scholarships close earlier), and at least a month after today.
 */
function deadline(today: Date, intakes: readonly Month[], level: Level): string {
  const monthsBefore = level === 'doctorate' ? 5 : 3;
  const soonest = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 30);
  const candidates = intakes.map((intake) => {
    let year = today.getUTCFullYear();
    while (Date.UTC(year, monthIndex(intake) - monthsBefore, 15) < soonest) year++;
    return Date.UTC(year, monthIndex(intake) - monthsBefore, 15);
  });
  return new Date(Math.min(...candidates)).toISOString().slice(0, 10);
}

export const universityRows = (ctx: SeedContext): Sourced<typeof organizations>[] =>
  UNIVERSITIES.map((university, n) => {
    const fields = [...new Set(university.courses.map((k) => courseOf(k).field))];
    const faculties = escapeHtml(fill(TEXTS.faculties, { fields: fields.join(', ') }));
    const description = `<p>${escapeHtml(university.about)}</p><p>${faculties}</p>`;
    const row = {
      ...organizationRow('university', university, UNIVERSITY_DATA.mailbox, description, ctx),
      university_type: university.kind,
      established_year: university.established,
      world_ranking: university.ranking,
      intakes: university.intakes,
    };
    return { from: from(n), row };
  });

export const courseRows = (ctx: SeedContext): Sourced<typeof courses>[] =>
  UNIVERSITIES.flatMap((university, n) =>
    university.courses.map((key) => {
      const course = courseOf(key);
      const local = university.local?.courses.includes(key) ? university.local : undefined;
      const intakes = course.oneIntake ? university.intakes.slice(0, 1) : university.intakes;
      const city = cityOf(university.city);
      const entry = local
        ? fill(TEXTS.taughtLocally, { language: local.language, test: local.test })
        : fill(TEXTS.taughtInEnglish, { city: city.city });
      const row = {
        organization_id: ctx.orgId(university.name),
        name: course.name,
        level: course.level,
        field_of_study: course.field,
        duration_months: durationMonths(university, key, course),
        tuition_fee: tuition(university, course),
        currency: currencyOf(city.iso2),
        intakes,
        study_mode: course.mode ?? 'full_time',
        language_of_instruction: local?.language ?? 'English',
        min_ielts: local ? null : course.ielts,
        min_toefl: local ? null : course.toefl,
        application_deadline: deadline(ctx.today, intakes, course.level),
        description: `<p>${escapeHtml(course.summary)}</p><p>${escapeHtml(entry)}</p>`,
        is_published: !university.drafts?.includes(key),
        created_by: null,
        updated_by: null,
      };
      return { from: `${from(n)}, course ${JSON.stringify(key)}`, row };
    }),
  );

const documentOf = (key: string) => {
  const document = DOCUMENTS.find((d) => d.key === key);
  if (!document) throw new Error(`seed: no document ${key}`);
  return document;
};

export const universityDocumentRows = (ctx: SeedContext): Sourced<typeof requiredDocuments>[] =>
  UNIVERSITIES.flatMap((university, n) =>
    sourced(from(n), documentRows('university', (university.documents ?? []).map(documentOf), university, ctx)),
  );

export const universityFaqRows = (ctx: SeedContext): Sourced<typeof faqs>[] =>
  UNIVERSITIES.flatMap((university, n) =>
    sourced(from(n), faqRows('university', FAQS, university, n, university.faqs ?? 0, ctx)),
  );
