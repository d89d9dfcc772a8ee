import type { UNIVERSITY_TYPES } from '@/domain/areas/partners';
import { faqs, requiredDocuments } from '@/domain/areas/content';
import { courses, type COURSE_LEVELS, type STUDY_MODES } from '@/domain/areas/universities';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import {
  CITIES,
  CURRENCY,
  demoOrganization,
  documentRows,
  escapeHtml,
  faqRows,
  organizationRow,
  roundTo,
  type DocumentSeed,
  type FaqSeed,
  type OrgSeed,
  type OrganizationRow,
  type SeedContext,
} from './common';

/* Universities: invented institutions in the main study destinations, with their courses. */

type Level = (typeof COURSE_LEVELS)[number];
type Month = 'January' | 'February' | 'April' | 'July' | 'September' | 'October';
const MONTH_INDEX: Record<Month, number> = { January: 0, February: 1, April: 3, July: 6, September: 8, October: 9 };

interface CourseTemplate {
  name: string;
  level: Level;
  field: string;
  summary: string;
  ielts: number;
  toefl: number;
  mode?: (typeof STUDY_MODES)[number];
  /** Fee compared with the level's usual fee in the country (an MBA costs more than an MSc). */
  feeFactor?: number;
  /** Only the first intake of the year. */
  oneIntake?: boolean;
}

const COURSES = {
  foundation: {
    name: 'Foundation Certificate in Science and Engineering',
    level: 'certificate',
    field: 'Foundation studies',
    ielts: 5.5,
    toefl: 60,
    oneIntake: true,
    summary:
      'A two-semester pathway into first-year science, engineering and IT degrees, covering mathematics, physics and academic English.',
  },
  gradCertPm: {
    name: 'Graduate Certificate in Project Management',
    level: 'certificate',
    field: 'Business and management',
    ielts: 6.5,
    toefl: 79,
    mode: 'part_time',
    summary:
      'Four postgraduate units in project planning, risk and agile delivery, which count towards the Master of Business Administration.',
  },
  gradCertData: {
    name: 'Graduate Certificate in Data Analytics',
    level: 'certificate',
    field: 'Computing and IT',
    ielts: 6.5,
    toefl: 79,
    mode: 'online',
    summary:
      'A short online postgraduate qualification in statistics, Python and data visualisation for working professionals.',
  },
  dipIt: {
    name: 'Diploma of Information Technology',
    level: 'diploma',
    field: 'Computing and IT',
    ielts: 5.5,
    toefl: 60,
    summary:
      'A first-year-equivalent diploma in programming, networking and databases, with guaranteed entry to the second year of the Bachelor of Computer Science.',
  },
  dipBusiness: {
    name: 'Diploma of Business',
    level: 'diploma',
    field: 'Business and management',
    ielts: 5.5,
    toefl: 60,
    summary:
      "Foundations of accounting, marketing and management, with credit towards the bachelor's degrees in business and commerce.",
  },
  gradDipEd: {
    name: 'Graduate Diploma in Education (Secondary)',
    level: 'diploma',
    field: 'Education',
    ielts: 7.5,
    toefl: 102,
    oneIntake: true,
    summary: 'Initial teacher education for graduates, with 60 days of supervised placement in secondary schools.',
  },
  bsCs: {
    name: 'Bachelor of Computer Science',
    level: 'bachelor',
    field: 'Computing and IT',
    ielts: 6.5,
    toefl: 79,
    summary:
      'Software engineering, algorithms, artificial intelligence and cyber security, with an industry project in the final year.',
  },
  bba: {
    name: 'Bachelor of Business Administration',
    level: 'bachelor',
    field: 'Business and management',
    ielts: 6.0,
    toefl: 72,
    summary:
      'Majors in marketing, finance, international business and entrepreneurship, with an optional internship semester.',
  },
  nursing: {
    name: 'Bachelor of Nursing',
    level: 'bachelor',
    field: 'Health and nursing',
    ielts: 7.0,
    toefl: 94,
    oneIntake: true,
    feeFactor: 1.05,
    summary:
      'A professionally accredited nursing degree with more than 800 hours of clinical placement, leading to registration as a nurse.',
  },
  civil: {
    name: 'Bachelor of Engineering (Honours) in Civil Engineering',
    level: 'bachelor',
    field: 'Engineering',
    ielts: 6.5,
    toefl: 79,
    feeFactor: 1.05,
    summary: 'Structures, geotechnics, water and transport engineering, accredited under the Washington Accord.',
  },
  mechanical: {
    name: 'Bachelor of Engineering (Honours) in Mechanical Engineering',
    level: 'bachelor',
    field: 'Engineering',
    ielts: 6.5,
    toefl: 79,
    feeFactor: 1.05,
    summary:
      'Thermodynamics, mechanics, design and manufacturing, with a year-long capstone project built with industry partners.',
  },
  psychology: {
    name: 'Bachelor of Science in Psychology',
    level: 'bachelor',
    field: 'Psychology',
    ielts: 6.5,
    toefl: 90,
    summary:
      'An accredited psychology degree covering cognition, development, research methods and clinical foundations.',
  },
  design: {
    name: 'Bachelor of Design',
    level: 'bachelor',
    field: 'Creative arts and design',
    ielts: 6.0,
    toefl: 72,
    summary: 'Studio-based study in communication, interaction and product design, ending with a graduate exhibition.',
  },
  environment: {
    name: 'Bachelor of Environmental Science',
    level: 'bachelor',
    field: 'Environmental science',
    ielts: 6.0,
    toefl: 79,
    summary: 'Ecology, climate science and environmental management, with field trips every semester.',
  },
  accounting: {
    name: 'Bachelor of Commerce (Accounting)',
    level: 'bachelor',
    field: 'Accounting and finance',
    ielts: 6.5,
    toefl: 79,
    summary:
      'A degree accredited by the major professional accounting bodies, covering financial reporting, audit and tax.',
  },
  intlRelations: {
    name: 'Bachelor of Arts in International Relations',
    level: 'bachelor',
    field: 'Humanities and social sciences',
    ielts: 6.5,
    toefl: 90,
    summary: 'Politics, diplomacy, international law and a foreign language, with an exchange semester abroad.',
  },
  dataScience: {
    name: 'Master of Data Science',
    level: 'master',
    field: 'Computing and IT',
    ielts: 6.5,
    toefl: 90,
    summary:
      'Machine learning, statistics, big data engineering and data ethics, with a capstone project for an industry partner.',
  },
  mba: {
    name: 'Master of Business Administration',
    level: 'master',
    field: 'Business and management',
    ielts: 6.5,
    toefl: 90,
    mode: 'blended',
    feeFactor: 1.4,
    summary:
      'A general management MBA for professionals with at least three years of experience, taught in intensive blocks.',
  },
  mit: {
    name: 'Master of Information Technology',
    level: 'master',
    field: 'Computing and IT',
    ielts: 6.5,
    toefl: 79,
    summary:
      "A conversion master's for graduates of any field, with specialisations in software development, networks and cyber security.",
  },
  cyber: {
    name: 'Master of Science in Cyber Security',
    level: 'master',
    field: 'Computing and IT',
    ielts: 6.5,
    toefl: 88,
    summary:
      'Network defence, cryptography, digital forensics and security governance, with access to a cyber range laboratory.',
  },
  renewable: {
    name: 'Master of Engineering (Renewable Energy)',
    level: 'master',
    field: 'Engineering',
    ielts: 6.5,
    toefl: 90,
    feeFactor: 1.05,
    summary: 'Solar, wind and storage systems, grid integration and energy policy, for engineering graduates.',
  },
  publicHealth: {
    name: 'Master of Public Health',
    level: 'master',
    field: 'Health and nursing',
    ielts: 7.0,
    toefl: 94,
    summary: 'Epidemiology, biostatistics, health policy and global health, with a practicum in a health agency.',
  },
  finance: {
    name: 'Master of Science in Finance',
    level: 'master',
    field: 'Accounting and finance',
    ielts: 6.5,
    toefl: 92,
    feeFactor: 1.15,
    summary: 'Corporate finance, asset pricing, financial modelling and fintech, aligned with the CFA curriculum.',
  },
  tesol: {
    name: 'Master of Education (TESOL)',
    level: 'master',
    field: 'Education',
    ielts: 7.0,
    toefl: 100,
    mode: 'part_time',
    summary:
      'Teaching English to speakers of other languages: second language acquisition, assessment and classroom practice.',
  },
  ai: {
    name: 'Master of Science in Artificial Intelligence',
    level: 'master',
    field: 'Computing and IT',
    ielts: 6.5,
    toefl: 90,
    summary: 'Deep learning, natural language processing, robotics and responsible AI, with a research dissertation.',
  },
  architecture: {
    name: 'Master of Architecture',
    level: 'master',
    field: 'Architecture and built environment',
    ielts: 6.5,
    toefl: 79,
    feeFactor: 1.1,
    summary:
      'The professional degree leading to registration as an architect, centred on design studios and a thesis project.',
  },
  phdEngineering: {
    name: 'Doctor of Philosophy (Engineering)',
    level: 'doctorate',
    field: 'Engineering',
    ielts: 6.5,
    toefl: 90,
    summary:
      'Research in civil, mechanical, electrical or materials engineering under an academic supervisor, with stipend scholarships available.',
  },
  phdComputing: {
    name: 'Doctor of Philosophy (Computer Science)',
    level: 'doctorate',
    field: 'Computing and IT',
    ielts: 6.5,
    toefl: 90,
    summary:
      'Research in machine learning, systems, security or human-computer interaction, joining one of our research groups.',
  },
  phdHealth: {
    name: 'Doctor of Philosophy (Public Health)',
    level: 'doctorate',
    field: 'Health and nursing',
    ielts: 7.0,
    toefl: 94,
    summary:
      'Research in epidemiology, health services and global health, often in partnership with hospitals and health agencies.',
  },
} satisfies Record<string, CourseTemplate>;

type CourseKey = keyof typeof COURSES;

/** Usual annual tuition for international students, in the country's currency, by level. */
const TUITION: Record<string, Record<Level, number>> = {
  AU: { certificate: 29_000, diploma: 31_000, bachelor: 42_000, master: 46_000, doctorate: 44_000 },
  GB: { certificate: 14_000, diploma: 16_000, bachelor: 22_000, master: 24_000, doctorate: 23_000 },
  CA: { certificate: 22_000, diploma: 24_000, bachelor: 38_000, master: 32_000, doctorate: 20_000 },
  US: { certificate: 18_000, diploma: 20_000, bachelor: 42_000, master: 38_000, doctorate: 32_000 },
  // International doctoral candidates pay domestic fees in New Zealand.
  NZ: { certificate: 24_000, diploma: 27_000, bachelor: 36_000, master: 40_000, doctorate: 8_500 },
  IE: { certificate: 12_000, diploma: 14_000, bachelor: 19_000, master: 21_000, doctorate: 16_000 },
  // Public universities: no tuition in Germany (only the semester contribution); France's regulated fees for non-EU students.
  DE: { certificate: 0, diploma: 0, bachelor: 0, master: 0, doctorate: 0 },
  FR: { certificate: 2_895, diploma: 2_895, bachelor: 2_895, master: 3_941, doctorate: 397 },
  // Doctoral candidates in the Netherlands are employees and pay nothing.
  NL: { certificate: 11_000, diploma: 12_000, bachelor: 15_000, master: 19_000, doctorate: 0 },
};
const PRIVATE_DE: Record<Level, number> = {
  certificate: 9_000,
  diploma: 10_000,
  bachelor: 13_500,
  master: 16_000,
  doctorate: 15_000,
};

interface UniversitySeed extends OrgSeed {
  kind: (typeof UNIVERSITY_TYPES)[number];
  established: number;
  ranking: number;
  intakes: Month[];
  /** Tuition compared with the country's usual fee. */
  feeFactor: number;
  courses: CourseKey[];
  /** Courses taught in the local language (no IELTS or TOEFL; the language test is named in the description). */
  local?: { language: string; test: string; courses: CourseKey[] };
  /** Courses not yet published. */
  drafts?: CourseKey[];
  documents?: DocumentSeed[];
  faqs?: number;
}

const TRANSCRIPTS: DocumentSeed = {
  name: 'Academic transcripts',
  description:
    'Certified copies of transcripts and completion certificates from all previous studies, with certified English translations.',
};
const PASSPORT: DocumentSeed = {
  name: 'Passport copy',
  description: 'The photo page of a passport valid for the duration of the course.',
  formats: ['PDF', 'JPG', 'PNG'],
};
const ENGLISH: DocumentSeed = {
  name: 'English language test results',
  description: 'An IELTS Academic, TOEFL iBT, PTE Academic or Cambridge result no older than two years.',
};
const STATEMENT: DocumentSeed = {
  name: 'Statement of purpose',
  description: 'One to two pages on why you chose the course, your academic background and your career plans.',
};
const REFERENCES: DocumentSeed = {
  name: 'Two academic references',
  description: 'Letters from lecturers or supervisors who know your academic work, on letterhead and signed.',
  mandatory: false,
};
const CV: DocumentSeed = {
  name: 'Curriculum vitae',
  description: 'Education, work experience and publications, with dates.',
};
const PORTFOLIO: DocumentSeed = {
  name: 'Design portfolio',
  description: 'Up to 20 pages of recent work for design and architecture courses.',
  mandatory: false,
};
const PROPOSAL: DocumentSeed = {
  name: 'Research proposal',
  description:
    'Up to 2,000 words outlining the research question, methods and a suggested supervisor (doctoral applicants).',
};
const FUNDS: DocumentSeed = {
  name: 'Proof of funds',
  description:
    'Bank statements or a sponsor letter showing tuition and living costs for the first year, needed for the enrolment confirmation.',
};

const FAQS: FaqSeed[] = [
  {
    q: 'Can I apply before I have my English test results?',
    a: () =>
      '<p>Yes. We can make a conditional offer and you send the result before you accept it. The offer letter lists the score you still need.</p>',
  },
  {
    q: 'Do you offer scholarships to international students?',
    a: (n) =>
      `<p>${n} awards merit scholarships of 10 to 30 percent of tuition to high-achieving applicants. You are considered automatically when you apply; no separate form is needed.</p>`,
  },
  {
    q: 'Can I work while I study?',
    a: () =>
      '<p>Most student visas allow part-time work during semesters and full-time work in the breaks. Our careers service lists on-campus jobs and helps with your CV.</p>',
  },
  {
    q: 'Is accommodation guaranteed?',
    a: () =>
      '<p>First-year international students who apply by the accommodation deadline are guaranteed a room in a residence hall or partner residence.</p>',
  },
];

export const UNIVERSITIES: UniversitySeed[] = [
  {
    name: demoOrganization('university'),
    city: 'perth',
    address: '30 Lake Street',
    rating: 4.5,
    kind: 'public',
    established: 1962,
    ranking: 212,
    intakes: ['February', 'July'],
    feeFactor: 1,
    about:
      'A research-intensive public university on the edge of the Perth city centre, known for engineering, health sciences and its partnerships with the resources industry.',
    courses: [
      'foundation',
      'dipIt',
      'bsCs',
      'nursing',
      'civil',
      'mechanical',
      'accounting',
      'dataScience',
      'mba',
      'renewable',
      'publicHealth',
      'cyber',
      'phdEngineering',
      'phdHealth',
    ],
    drafts: ['cyber'],
    documents: [TRANSCRIPTS, PASSPORT, ENGLISH, STATEMENT, REFERENCES, PROPOSAL],
    faqs: 4,
  },
  {
    name: 'Harbourview University',
    city: 'sydney',
    address: '88 Harris Street',
    rating: 3.9,
    kind: 'private',
    established: 1999,
    ranking: 1240,
    intakes: ['February', 'July'],
    feeFactor: 0.9,
    verified: false,
    about:
      "A private university in Sydney's technology precinct with small classes and industry-led business and IT degrees.",
    courses: ['dipBusiness', 'dipIt', 'bba', 'bsCs', 'mit', 'mba', 'gradCertPm'],
    documents: [TRANSCRIPTS, PASSPORT, ENGLISH],
    faqs: 2,
  },
  {
    name: 'Kingsmere University',
    city: 'bristol',
    address: 'Tyndall Avenue',
    rating: 4.6,
    kind: 'public',
    established: 1909,
    ranking: 96,
    intakes: ['September', 'January'],
    feeFactor: 1.15,
    about:
      'A historic research university in Bristol, ranked among the top 100 worldwide, with strong engineering, law and social sciences.',
    courses: [
      'civil',
      'mechanical',
      'psychology',
      'intlRelations',
      'accounting',
      'ai',
      'finance',
      'renewable',
      'architecture',
      'phdEngineering',
      'phdComputing',
    ],
    documents: [TRANSCRIPTS, PASSPORT, ENGLISH, STATEMENT, REFERENCES, PORTFOLIO],
  },
  {
    name: 'Caledon University',
    city: 'edinburgh',
    address: '15 Chambers Street',
    rating: 4.3,
    kind: 'public',
    established: 1964,
    ranking: 318,
    intakes: ['September'],
    feeFactor: 1,
    about:
      "A modern Scottish university in Edinburgh's Old Town offering four-year undergraduate degrees and one-year taught masters.",
    courses: ['bsCs', 'psychology', 'design', 'environment', 'dataScience', 'publicHealth', 'tesol', 'phdHealth'],
    faqs: 2,
  },
  {
    name: 'Coast Mountain University',
    city: 'vancouver',
    address: '555 Seymour Street',
    rating: 4.4,
    kind: 'public',
    established: 1971,
    ranking: 405,
    intakes: ['September', 'January'],
    feeFactor: 1,
    about:
      'A public university in downtown Vancouver whose programmes qualify graduates for the Post-Graduation Work Permit.',
    courses: [
      'dipBusiness',
      'bba',
      'bsCs',
      'nursing',
      'environment',
      'accounting',
      'mit',
      'dataScience',
      'publicHealth',
      'phdComputing',
    ],
    documents: [TRANSCRIPTS, PASSPORT, ENGLISH, FUNDS],
  },
  {
    name: 'Atlantic Coast University',
    city: 'galway',
    address: 'University Road',
    rating: 4.2,
    kind: 'public',
    established: 1968,
    ranking: 560,
    intakes: ['September'],
    feeFactor: 1,
    about:
      'A public university on the west coast of Ireland with marine science, medical technology and a growing computing faculty.',
    courses: ['bsCs', 'environment', 'mechanical', 'dataScience', 'ai', 'cyber', 'phdEngineering'],
  },
  {
    name: 'Technische Hochschule Spreetal',
    city: 'berlin',
    address: 'Invalidenstraße 117',
    rating: 4.5,
    kind: 'public',
    established: 1879,
    ranking: 178,
    intakes: ['October', 'April'],
    feeFactor: 1,
    about:
      "A public technical university in Berlin Mitte. Bachelor's programmes are taught in German; most master's programmes are taught in English and charge no tuition fees.",
    courses: [
      'civil',
      'mechanical',
      'bsCs',
      'ai',
      'renewable',
      'dataScience',
      'architecture',
      'phdEngineering',
      'phdComputing',
    ],
    local: {
      language: 'German',
      test: 'TestDaF level 4 in all sections or DSH-2',
      courses: ['civil', 'mechanical', 'bsCs'],
    },
    documents: [TRANSCRIPTS, PASSPORT, ENGLISH, CV],
    faqs: 3,
  },
  {
    name: 'Universität Mainfeld',
    city: 'frankfurt',
    address: 'Bockenheimer Landstraße 51',
    rating: 3.7,
    kind: 'private',
    established: 2004,
    ranking: 1890,
    intakes: ['October', 'April'],
    feeFactor: 1,
    published: false,
    verified: false,
    about: "A private business school in Frankfurt's financial district, teaching finance and management in English.",
    courses: ['bba', 'accounting', 'finance', 'mba', 'gradCertPm', 'dataScience'],
    drafts: ['gradCertPm'],
  },
  {
    name: 'Université de la Garonne',
    city: 'bordeaux',
    address: '35 place Pey-Berland',
    rating: 4.1,
    kind: 'public',
    established: 1441,
    ranking: 520,
    intakes: ['September'],
    feeFactor: 1,
    about:
      "One of France's oldest universities, in the heart of Bordeaux. Most bachelor's courses are taught in French; several master's courses are taught in English.",
    courses: [
      'intlRelations',
      'psychology',
      'environment',
      'bba',
      'dataScience',
      'publicHealth',
      'renewable',
      'phdHealth',
    ],
    local: {
      language: 'French',
      test: 'DELF B2 or TCF level B2',
      courses: ['intlRelations', 'psychology', 'environment', 'bba'],
    },
    documents: [TRANSCRIPTS, PASSPORT, STATEMENT],
  },
  {
    name: 'Pacific Crest University',
    city: 'seattle',
    address: '4100 University Way NE',
    rating: 4.7,
    kind: 'private',
    established: 1891,
    ranking: 64,
    intakes: ['September', 'January'],
    feeFactor: 1.3,
    about:
      'A private research university in Seattle with leading computer science, design and public health schools, and STEM programmes eligible for OPT extension.',
    courses: [
      'bsCs',
      'design',
      'psychology',
      'bba',
      'intlRelations',
      'ai',
      'dataScience',
      'cyber',
      'finance',
      'mba',
      'publicHealth',
      'architecture',
      'gradCertData',
      'phdComputing',
      'phdHealth',
    ],
    documents: [TRANSCRIPTS, PASSPORT, ENGLISH, STATEMENT, REFERENCES, FUNDS],
    faqs: 4,
  },
  {
    name: 'Tasman Bay University',
    city: 'auckland',
    address: '34 Princes Street',
    rating: 4.3,
    kind: 'public',
    established: 1883,
    ranking: 289,
    intakes: ['February', 'July'],
    feeFactor: 1,
    about:
      "New Zealand's largest university, in central Auckland, with pathways from foundation studies to doctoral research.",
    courses: [
      'foundation',
      'bsCs',
      'nursing',
      'civil',
      'environment',
      'gradDipEd',
      'mit',
      'publicHealth',
      'tesol',
      'phdEngineering',
      'phdHealth',
    ],
    drafts: ['tesol'],
  },
  {
    name: 'Amstel University of Applied Sciences',
    city: 'amsterdam',
    address: 'Wibautstraat 80',
    rating: 4.0,
    kind: 'public',
    established: 1993,
    ranking: 2350,
    intakes: ['September', 'February'],
    feeFactor: 0.95,
    about:
      "A university of applied sciences in Amsterdam with practice-oriented English-taught bachelor's programmes and compulsory internships.",
    courses: ['bba', 'design', 'bsCs', 'gradCertData', 'mit', 'dataScience'],
  },
];

function tuition(university: UniversitySeed, course: CourseTemplate): number {
  const iso2 = CITIES[university.city].iso2;
  // Fees set by the state (public universities in France and Germany) are the same for every course.
  if (university.kind === 'public' && (iso2 === 'FR' || iso2 === 'DE')) return TUITION[iso2][course.level];
  const table = iso2 === 'DE' ? PRIVATE_DE : TUITION[iso2];
  return roundTo(table[course.level] * university.feeFactor * (course.feeFactor ?? 1), 50);
}

/** Typical programme length: four-year bachelors in North America, Ireland and Scotland (and honours engineering in Australia and New Zealand), seven semesters for German engineering, one-year masters in the UK and Ireland. */
function durationMonths(university: UniversitySeed, key: CourseKey, course: CourseTemplate): number {
  const iso2 = CITIES[university.city].iso2;
  const scotland = CITIES[university.city].state === 'Scotland';
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
    while (Date.UTC(year, MONTH_INDEX[intake] - monthsBefore, 15) < soonest) year++;
    return Date.UTC(year, MONTH_INDEX[intake] - monthsBefore, 15);
  });
  return new Date(Math.min(...candidates)).toISOString().slice(0, 10);
}

export function universityRow(university: UniversitySeed, ctx: SeedContext): OrganizationRow {
  const fields = [...new Set(university.courses.map((k) => COURSES[k].field))];
  const description = `<p>${escapeHtml(university.about)}</p><p>Faculties and schools: ${escapeHtml(fields.join(', '))}.</p>`;
  return {
    ...organizationRow('university', university, 'admissions', description, ctx),
    university_type: university.kind,
    established_year: university.established,
    world_ranking: university.ranking,
    intakes: university.intakes,
  };
}

export function courseRows(ctx: SeedContext): InsertOf<typeof courses>[] {
  return UNIVERSITIES.flatMap((university) =>
    university.courses.map((key) => {
      const course: CourseTemplate = COURSES[key];
      const local = university.local?.courses.includes(key) ? university.local : undefined;
      const intakes = course.oneIntake ? university.intakes.slice(0, 1) : university.intakes;
      const city = CITIES[university.city];
      const entry = local
        ? `Taught in ${local.language}: applicants need ${local.test}.`
        : `Taught in English at our ${city.city} campus.`;
      return {
        organization_id: ctx.orgId(university.name),
        name: course.name,
        level: course.level,
        field_of_study: course.field,
        duration_months: durationMonths(university, key, course),
        tuition_fee: tuition(university, course),
        currency: CURRENCY[city.iso2],
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
    }),
  );
}

export function universityDocumentRows(ctx: SeedContext): InsertOf<typeof requiredDocuments>[] {
  return UNIVERSITIES.flatMap((university) => documentRows('university', university.documents ?? [], university, ctx));
}

export function universityFaqRows(ctx: SeedContext): InsertOf<typeof faqs>[] {
  return UNIVERSITIES.flatMap((university, n) => faqRows('university', FAQS, university, n, university.faqs ?? 0, ctx));
}
