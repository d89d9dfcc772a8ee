import {
  demoOrganization,
  escapeHtml,
  organizationRow,
  type FaqSeed,
  type OrganizationRow,
  type SeedContext,
} from './common';
import type { OfferTemplate, ServiceOrgSeed, ServiceProviders } from './advisers';

/* Language schools: general and exam-preparation courses in the destinations' languages. */

const OFFERS = {
  earlyBird: {
    title: 'Early-bird 15% off 12-week courses',
    code: 'EARLY15',
    discount: 15,
    description:
      'Book a general or academic course of 12 weeks or more at least eight weeks before it starts and save 15 percent on tuition.',
  },
  trial: {
    title: 'Free placement test and trial lesson',
    code: 'TRIAL',
    discount: 100,
    description: 'Take the online placement test and join a class for a day at no cost before you enrol.',
  },
  exam: {
    title: '20% off exam preparation',
    code: 'EXAM20',
    discount: 20,
    description:
      'Twenty percent off our exam preparation courses, including two full mock exams with examiner feedback.',
  },
  summer: {
    title: 'Summer intensive: 4 weeks for the price of 3',
    code: 'SUMMER25',
    discount: 25,
    description: 'Thirty lessons a week over the summer, with the fourth week free.',
  },
  longStay: {
    title: 'Long-stay discount',
    code: 'LONG10',
    discount: 10,
    description: 'Ten percent off courses of 24 weeks or more, for students preparing for university or a work visa.',
  },
  online: {
    title: 'Online evening classes: first month half price',
    code: 'ONLINE50',
    discount: 50,
    description: 'Live online classes three evenings a week, with the first month at half price.',
  },
} satisfies Record<string, OfferTemplate>;

type OfferKey = keyof typeof OFFERS;

const FAQS: FaqSeed[] = [
  {
    q: 'How do I know my level?',
    a: () =>
      '<p>Take our free online placement test before you arrive. On your first morning a teacher confirms the level with a short speaking test.</p>',
  },
  {
    q: 'Can I study on a visitor visa or visa waiver?',
    a: () =>
      '<p>Usually yes for courses of up to 12 weeks, as long as study is not the main purpose of a long stay. Longer courses need a student visa; we issue the enrolment letter it asks for.</p>',
  },
  {
    q: 'Do you help with accommodation?',
    a: (n) =>
      `<p>${n} arranges homestays with local families and rooms in shared student residences. Book at least four weeks before your course starts.</p>`,
  },
];

interface LanguageSchoolSeed extends ServiceOrgSeed<OfferKey> {
  languages: string[];
  exams: string[];
  modes: string[];
  faqs?: number;
}

export const LANGUAGE_SCHOOLS: LanguageSchoolSeed[] = [
  {
    name: demoOrganization('language_school'),
    city: 'berlin',
    address: 'Chausseestraße 10',
    rating: 4.6,
    about:
      'German and English courses in Berlin Mitte for students, professionals and future nurses, from beginner to C2, with official Goethe and telc exams on site.',
    languages: ['German', 'English'],
    exams: ['Goethe-Zertifikat', 'telc Deutsch', 'TestDaF', 'IELTS Academic'],
    modes: ['In person', 'Online', 'Intensive', 'Evening classes'],
    staff: 8,
    offices: [
      ['Berlin Mitte campus', 'berlin', 'Chausseestraße 10', 'Mon–Fri 8:00–20:00'],
      ['Hamburg campus', 'hamburg', 'Mönckebergstraße 7'],
      ['Munich campus', 'munich', 'Schellingstraße 22'],
    ],
    offers: [
      ['earlyBird', -30, 90],
      ['trial', -120, 240],
      ['summer', -330, -240],
      ['exam', 14, 74],
    ],
    faqs: 3,
  },
  {
    name: 'Harbourside English College',
    city: 'sydney',
    address: 'Level 3, 383 Kent Street',
    rating: 4.4,
    about:
      'A CRICOS-registered English college in central Sydney offering General English, IELTS and Cambridge preparation and academic pathways.',
    languages: ['English'],
    exams: ['IELTS Academic', 'PTE Academic', 'Cambridge B2 First', 'Cambridge C1 Advanced'],
    modes: ['In person', 'Intensive', 'Evening classes'],
    staff: 7,
    offices: [['Sydney campus', 'sydney', 'Level 3, 383 Kent Street', 'Mon–Fri 8:00–19:00']],
    offers: [
      ['exam', -20, 40],
      ['longStay', -200, -50],
    ],
    faqs: 2,
  },
  {
    name: 'Waitematā English School',
    city: 'auckland',
    address: '44 Customs Street East',
    rating: 4.5,
    about:
      "English language school on Auckland's waterfront, with small classes and activities around the city every week.",
    languages: ['English'],
    exams: ['IELTS Academic', 'IELTS General Training', 'Cambridge B2 First'],
    modes: ['In person', 'Online'],
    staff: 5,
    offices: [
      ['Auckland campus', 'auckland', '44 Customs Street East'],
      ['Wellington campus', 'wellington', '32 Cuba Street'],
    ],
    offers: [
      ['summer', -40, 50],
      ['trial', -10, 20],
    ],
  },
  {
    name: 'Granville Language Centre',
    city: 'vancouver',
    address: '777 Hornby Street, 2nd Floor',
    rating: 4.2,
    about:
      'English and French courses in downtown Vancouver, including CELPIP and IELTS General preparation for immigration.',
    languages: ['English', 'French'],
    exams: ['IELTS General Training', 'CELPIP-General', 'TEF Canada'],
    modes: ['In person', 'Online', 'Evening classes'],
    staff: 6,
    offices: [
      ['Vancouver campus', 'vancouver', '777 Hornby Street, 2nd Floor'],
      ['Montréal campus', 'montreal', '1255 Rue Peel, Bureau 400'],
    ],
    offers: [
      ['exam', -60, 30],
      ['online', 0, 60],
    ],
    faqs: 2,
  },
  {
    name: 'Institut Rive Gauche',
    city: 'parisLatin',
    address: '21 rue des Écoles',
    rating: 4.7,
    about:
      'French language institute in the Latin Quarter with courses for university entry, professionals and summer visitors.',
    languages: ['French'],
    exams: ['DELF', 'DALF', 'TCF', 'TEF'],
    modes: ['In person', 'Intensive', 'Online'],
    staff: 6,
    offices: [['Latin Quarter campus', 'parisLatin', '21 rue des Écoles']],
    offers: [
      ['earlyBird', -15, 75],
      ['summer', -300, -210],
      ['longStay', -30, 150],
    ],
  },
  {
    name: 'Atelier de Langue Lyon',
    city: 'lyon',
    address: '8 rue de la Charité',
    rating: 4.1,
    about: 'A friendly French school in central Lyon, known for its cooking and culture workshops alongside classes.',
    languages: ['French'],
    exams: ['DELF', 'TCF'],
    modes: ['In person', 'Evening classes'],
    staff: 3,
    offices: [['Lyon campus', 'lyon', '8 rue de la Charité']],
    offers: [['trial', -90, 0]],
  },
  {
    name: 'Sprachschule Alster',
    city: 'hamburg',
    address: 'Jungfernstieg 30',
    rating: 4.3,
    about:
      'German courses for newcomers in Hamburg, including integration courses and German for nursing and healthcare.',
    languages: ['German'],
    exams: ['Goethe-Zertifikat', 'telc Deutsch', 'telc Deutsch B1-B2 Pflege'],
    modes: ['In person', 'Online', 'Intensive'],
    staff: 5,
    offices: [
      ['Hamburg campus', 'hamburg', 'Jungfernstieg 30'],
      ['Online school', 'hamburg', 'Jungfernstieg 30', 'Mon–Sat 7:00–21:00 (online classes)'],
    ],
    offers: [
      ['online', -45, 45],
      ['earlyBird', -365, -270],
    ],
  },
  {
    name: 'Camden Lane English School',
    city: 'london',
    address: '210 Euston Road',
    rating: 4.5,
    about:
      "An accredited English school near King's Cross offering General English, IELTS, Cambridge and English for work.",
    languages: ['English'],
    exams: ['IELTS Academic', 'IELTS for UKVI', 'Cambridge C1 Advanced', 'Trinity ISE'],
    modes: ['In person', 'Online', 'Intensive', 'Evening classes'],
    staff: 7,
    offices: [
      ["King's Cross campus", 'london', '210 Euston Road'],
      ['Bristol campus', 'bristol', '41 Park Row'],
      ['Edinburgh campus', 'edinburgh', '5 George IV Bridge'],
    ],
    offers: [
      ['exam', -10, 50],
      ['longStay', -5, 120],
      ['trial', -500, -400],
      ['summer', 30, 120],
    ],
    faqs: 3,
  },
  {
    name: 'Castle Rock English',
    city: 'edinburgh',
    address: '9 Lothian Road',
    rating: 3.7,
    published: false,
    verified: false,
    about: 'A new English school in Edinburgh offering summer courses and IELTS preparation.',
    languages: ['English'],
    exams: ['IELTS Academic'],
    modes: ['In person'],
    staff: 3,
    offices: [['Edinburgh campus', 'edinburgh', '9 Lothian Road']],
    offers: [['summer', 20, 110, false]],
  },
  {
    name: "Ha'penny Bridge English Academy",
    city: 'dublin',
    address: '17 Wellington Quay',
    rating: 4.3,
    about:
      'ILEP-listed English courses in Dublin whose 25-week programmes qualify non-EU students for Stamp 2 permission.',
    languages: ['English'],
    exams: ['IELTS Academic', 'Cambridge B2 First', 'Duolingo English Test'],
    modes: ['In person', 'Intensive', 'Evening classes'],
    staff: 6,
    offices: [
      ['Temple Bar campus', 'dublin', '17 Wellington Quay'],
      ['Cork campus', 'cork', '3 Grand Parade'],
    ],
    offers: [
      ['longStay', -60, 30],
      ['earlyBird', 0, 90],
    ],
    faqs: 2,
  },
  {
    name: 'Hudson Language Institute',
    city: 'newYork',
    address: '5 West 37th Street, 9th Floor',
    rating: 3.9,
    verified: false,
    about:
      'SEVP-certified English school in Midtown Manhattan; full-time students receive a Form I-20 for the F-1 visa.',
    languages: ['English', 'Spanish'],
    exams: ['TOEFL iBT', 'IELTS Academic', 'Duolingo English Test'],
    modes: ['In person', 'Online'],
    staff: 4,
    offices: [
      ['Midtown campus', 'newYork', '5 West 37th Street, 9th Floor'],
      ['Boston campus', 'boston', '99 Summer Street'],
    ],
    offers: [['exam', -25, 5]],
  },
  {
    name: 'Utrecht Taalinstituut',
    city: 'utrecht',
    address: 'Oudegracht 245',
    rating: 4.2,
    about: 'Dutch and English courses for internationals in Utrecht, from first words to the state exam NT2.',
    languages: ['Dutch', 'English'],
    exams: ['Staatsexamen NT2', 'Inburgeringsexamen', 'IELTS Academic'],
    modes: ['In person', 'Online', 'Evening classes'],
    staff: 4,
    offices: [
      ['Utrecht campus', 'utrecht', 'Oudegracht 245'],
      ['Amsterdam campus', 'amsterdam', 'Nieuwezijds Voorburgwal 120'],
    ],
    offers: [
      ['online', -70, -7],
      ['trial', -7, 53],
    ],
  },
];

function languageSchoolRow(s: LanguageSchoolSeed, ctx: SeedContext): OrganizationRow {
  const description = `<p>${escapeHtml(s.about)}</p><p>Exam preparation: ${escapeHtml(s.exams.join(', '))}.</p>`;
  return {
    ...organizationRow('language_school', s, 'enrol', description, ctx),
    languages_taught: s.languages,
    exams: s.exams,
    modes: s.modes,
  };
}

export const LANGUAGE_SCHOOL_PROVIDERS: ServiceProviders<LanguageSchoolSeed, OfferKey> = {
  orgs: LANGUAGE_SCHOOLS,
  offers: OFFERS,
  faqScope: 'language',
  faqs: FAQS,
  faqCount: (s) => s.faqs ?? 0,
  organizationRow: languageSchoolRow,
  staffTitles: (s) => {
    const [main, second] = s.languages;
    return [
      'Director of Studies',
      'Academic Manager',
      `Senior ${main} Teacher`,
      `${s.exams[0]} Preparation Teacher`,
      'Student Services Coordinator',
      `${second ?? main} Teacher`,
      'Admissions Officer',
      'Accommodation and Welfare Officer',
    ];
  },
  staffLanguages: (s) => s.languages,
};
