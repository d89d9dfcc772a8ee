import { listHtml } from '@/server/infrastructure/db/rows';
import {
  CITIES,
  demoOrganization,
  escapeHtml,
  hash,
  organizationRow,
  type FaqSeed,
  type OrganizationRow,
  type SeedContext,
} from './common';
import type { OfferTemplate, ServiceOrgSeed, ServiceProviders } from './advisers';

/* Migration and education consultancies. Regulators are real; firms, people and numbers are invented. */

const OFFERS = {
  assessment: {
    title: 'Free visa eligibility assessment',
    code: 'ASSESS',
    discount: 100,
    description:
      'A free 30-minute video consultation in which a registered adviser reviews your options and the documents you will need.',
  },
  student: {
    title: '10% off student visa applications',
    code: 'STUDY10',
    discount: 10,
    description:
      'Ten percent off our professional fee for a student visa application lodged with a partner institution offer.',
  },
  skilled: {
    title: 'Skilled migration package',
    code: 'SKILL15',
    discount: 15,
    description:
      'Skills assessment, expression of interest and visa application handled together, at 15 percent off the separate fees.',
  },
  partner: {
    title: 'Partner visa fixed-fee bundle',
    code: 'PARTNER12',
    discount: 12,
    description:
      'A fixed professional fee for the whole partner visa process, including the evidence review and follow-up requests.',
  },
  referral: {
    title: 'Refer a friend: 20% off for both',
    code: 'FRIEND20',
    discount: 20,
    description:
      'When a friend you refer signs an engagement, both of you get 20 percent off your next professional fee.',
  },
  intake: {
    title: 'Early intake: free university applications',
    code: 'INTAKE25',
    discount: 25,
    description:
      'Apply to up to five partner universities for the next intake at no charge and get 25 percent off the visa fee.',
  },
  graduate: {
    title: 'Graduate visa to residence review',
    code: 'GRAD50',
    discount: 50,
    description:
      'Half price on a written plan from a post-study work visa to permanent residence, for recent graduates.',
  },
} satisfies Record<string, OfferTemplate>;

type OfferKey = keyof typeof OFFERS;

/** The regulated adviser of each country where advice is regulated, and the shape of their registration number. */
const ADVISERS: Record<string, { title: string; number: (n: number) => string }> = {
  AU: { title: 'Registered Migration Agent', number: (n) => `MARN ${1_700_000 + (n % 299_999)}` },
  CA: { title: 'Regulated Canadian Immigration Consultant', number: (n) => `R${700_000 + (n % 99_999)}` },
  GB: {
    title: 'Immigration Adviser (Level 3)',
    number: (n) => `F${2015 + (n % 10)}${String(n % 100_000).padStart(5, '0')}`,
  },
  NZ: {
    title: 'Licensed Immigration Adviser',
    number: (n) => `${2010 + (n % 14)}${String(n % 100_000).padStart(5, '0')}`,
  },
  US: { title: 'DOJ Accredited Representative', number: (n) => `EOIR-R&A ${10_000 + (n % 89_999)}` },
};

const OTHER_TITLES = [
  'Senior Immigration Consultant',
  'Education Counsellor',
  'Case Manager',
  'Student Visa Specialist',
  'Client Services Coordinator',
  'Office Manager',
];

const FAQS: FaqSeed[] = [
  {
    q: 'Are your advisers registered?',
    a: (n) =>
      `<p>Yes. Everyone at ${n} who gives immigration advice is registered with the regulator of the country they advise on; their numbers are listed on our staff page.</p>`,
  },
  {
    q: 'How much does a consultation cost?',
    a: () =>
      '<p>The first 30-minute eligibility assessment is free. After it you receive a written quote with a fixed professional fee; government fees are charged at cost.</p>',
  },
  {
    q: 'Can you guarantee that my visa will be granted?',
    a: () =>
      '<p>No adviser can: the decision belongs to the immigration authority. We make sure the application is complete and well evidenced, which is what avoids most refusals.</p>',
  },
];

interface ConsultancySeed extends ServiceOrgSeed<OfferKey> {
  registration: string;
  regulator: string;
  services: string[];
  languages: string[];
  faqs?: number;
}

const OMARA = 'Office of the Migration Agents Registration Authority (OMARA)';
const CICC = 'College of Immigration and Citizenship Consultants (CICC)';
const IAA_UK = 'Immigration Advice Authority (IAA, formerly OISC)';
const IAA_NZ = 'Immigration Advisers Authority (IAA)';

export const CONSULTANCIES: ConsultancySeed[] = [
  {
    name: demoOrganization('consultancy'),
    city: 'sydney',
    address: 'Level 9, 60 Margaret Street',
    rating: 4.7,
    about:
      'Registered migration agents helping students, skilled workers and families with Australian visas since 2008, from offices in Sydney and Parramatta.',
    registration: 'MARN 1798765',
    regulator: OMARA,
    services: [
      'Student visas',
      'Skilled migration',
      'Employer sponsorship',
      'Partner and family visas',
      'Visa refusals and appeals',
      'University admissions',
    ],
    languages: ['English', 'Hindi', 'Mandarin', 'Nepali', 'French'],
    staff: 8,
    offices: [
      ['Sydney head office', 'sydney', 'Level 9, 60 Margaret Street', 'Mon–Fri 9:00–17:30, Sat 10:00–14:00'],
      ['Parramatta office', 'parramatta', 'Suite 4, 130 George Street'],
      ['Melbourne office', 'melbourne', 'Level 3, 350 Collins Street'],
    ],
    offers: [
      ['assessment', -60, 120],
      ['student', -20, 40],
      ['skilled', -200, -30],
      ['graduate', 10, 100],
    ],
    faqs: 3,
  },
  {
    name: 'Bluegum Visa Consultants',
    city: 'melbourne',
    address: 'Level 11, 456 Lonsdale Street',
    rating: 4.3,
    about:
      'A Melbourne migration practice specialising in skilled and regional visas for nurses, engineers and tradespeople.',
    registration: 'MARN 1912044',
    regulator: OMARA,
    services: ['Skilled migration', 'Regional visas', 'Skills assessments', 'Employer sponsorship'],
    languages: ['English', 'Vietnamese', 'Tagalog'],
    staff: 5,
    offices: [['Melbourne office', 'melbourne', 'Level 11, 456 Lonsdale Street']],
    offers: [
      ['skilled', -30, 60],
      ['referral', -400, -200],
    ],
  },
  {
    name: 'Trillium Immigration Consulting',
    city: 'toronto',
    address: '100 King Street West, Suite 5600',
    rating: 4.5,
    about:
      'Regulated Canadian immigration consultants for Express Entry, provincial nominee programmes and study permits.',
    registration: 'R706512',
    regulator: CICC,
    services: [
      'Express Entry',
      'Provincial nominee programmes',
      'Study permits',
      'Post-graduation work permits',
      'Family sponsorship',
    ],
    languages: ['English', 'Punjabi', 'Urdu', 'French'],
    staff: 6,
    offices: [
      ['Toronto head office', 'toronto', '100 King Street West, Suite 5600'],
      ['Ottawa office', 'ottawa', '150 Elgin Street, 10th Floor'],
    ],
    offers: [
      ['assessment', -90, 90],
      ['student', -10, 80],
      ['graduate', -300, -120],
    ],
    faqs: 2,
  },
  {
    name: 'Cedar Coast Immigration',
    city: 'vancouver',
    address: '1055 West Georgia Street, Suite 1500',
    rating: 4.1,
    about:
      'A Vancouver consultancy guiding international students from admission to permanent residence in British Columbia.',
    registration: 'R718390',
    regulator: CICC,
    services: ['Study permits', 'BC Provincial Nominee Program', 'Work permits', 'Visitor visas'],
    languages: ['English', 'Mandarin', 'Cantonese', 'Korean'],
    staff: 4,
    offices: [
      ['Vancouver office', 'vancouver', '1055 West Georgia Street, Suite 1500'],
      ['Calgary office', 'calgary', '333 17 Avenue SW, Suite 210'],
    ],
    offers: [['intake', -15, 75]],
  },
  {
    name: 'Thames Gateway Immigration Advisers',
    city: 'london',
    address: "200 Gray's Inn Road",
    rating: 4.4,
    about:
      'IAA-regulated advisers for UK Student, Skilled Worker, Graduate and family visas, with a team in London and Manchester.',
    registration: 'F201900456',
    regulator: IAA_UK,
    services: [
      'Student visas',
      'Skilled Worker visas',
      'Graduate route',
      'Family visas',
      'Indefinite leave to remain',
      'Sponsor licences',
    ],
    languages: ['English', 'Bengali', 'Arabic', 'Polish'],
    staff: 7,
    offices: [
      ['London office', 'london', "200 Gray's Inn Road"],
      ['Manchester office', 'manchester', '55 Portland Street'],
      ['Birmingham office', 'birmingham', '2 Colmore Row'],
    ],
    offers: [
      ['assessment', -120, 60],
      ['student', -45, 15],
      ['partner', -365, -180],
    ],
    faqs: 3,
  },
  {
    name: 'Pennine Visa Services',
    city: 'manchester',
    address: '101 Deansgate',
    rating: 3.8,
    verified: false,
    about:
      'A small Manchester practice handling student and visitor visas for applicants from South Asia and West Africa.',
    registration: 'F202300871',
    regulator: IAA_UK,
    services: ['Student visas', 'Visitor visas', 'Graduate route'],
    languages: ['English', 'Urdu', 'Yoruba'],
    staff: 3,
    offices: [['Manchester office', 'manchester', '101 Deansgate']],
    offers: [['referral', -20, 70]],
  },
  {
    name: 'Kauri Immigration Advisers',
    city: 'auckland',
    address: 'Level 6, 21 Queen Street',
    rating: 4.6,
    about: 'Licensed immigration advisers for New Zealand residence, accredited employer work visas and student visas.',
    registration: '201800912',
    regulator: IAA_NZ,
    services: ['Skilled Migrant Category', 'Accredited Employer Work Visa', 'Student visas', 'Partnership visas'],
    languages: ['English', 'Samoan', 'Hindi', 'Mandarin'],
    staff: 5,
    offices: [
      ['Auckland office', 'auckland', 'Level 6, 21 Queen Street'],
      ['Christchurch office', 'christchurch', '100 Cathedral Square'],
    ],
    offers: [
      ['skilled', -50, 50],
      ['partner', 5, 95],
    ],
    faqs: 2,
  },
  {
    name: 'Brücke Relocation und Visa',
    city: 'berlin',
    address: 'Friedrichstraße 68',
    rating: 4.2,
    about:
      'Relocation and residence permit support in Germany: EU Blue Card, skilled worker and student permits, appointments at the Ausländerbehörde included.',
    registration: 'HRB 218734 B',
    regulator: 'Handelsregister, Amtsgericht Berlin-Charlottenburg',
    services: [
      'EU Blue Card',
      'Skilled worker residence permits',
      'Opportunity Card',
      'Student residence permits',
      'Relocation support',
    ],
    languages: ['English', 'German', 'Turkish', 'Russian'],
    staff: 6,
    offices: [
      ['Berlin office', 'berlin', 'Friedrichstraße 68'],
      ['Munich office', 'munich', 'Ludwigstraße 8'],
    ],
    offers: [
      ['assessment', -10, 110],
      ['skilled', -240, -60],
    ],
  },
  {
    name: 'Seine Conseil Immigration',
    city: 'paris',
    address: "18 avenue de l'Opéra",
    rating: 4.0,
    about:
      'Advice on French long-stay visas, talent passports and student residence, from application to renewal at the préfecture.',
    registration: 'RCS Paris 912 345 678',
    regulator: 'Registre du commerce et des sociétés de Paris',
    services: ['Talent passport', 'Student visas', 'Residence permit renewals', 'Family reunification'],
    languages: ['French', 'English', 'Arabic', 'Portuguese'],
    staff: 4,
    offices: [
      ['Paris office', 'paris', "18 avenue de l'Opéra"],
      ['Lyon office', 'lyon', '12 rue de la République'],
    ],
    offers: [['student', -25, 35]],
  },
  {
    name: 'Empire Gateway Immigration Services',
    city: 'newYork',
    address: '350 Fifth Avenue, Suite 4800',
    rating: 3.6,
    published: false,
    verified: false,
    about:
      'A non-profit immigration service in New York with DOJ-accredited representatives for student and exchange visitor matters.',
    registration: 'EOIR R-2021-0345',
    regulator: 'U.S. Department of Justice, EOIR Recognition and Accreditation Program',
    services: ['F-1 and J-1 visas', 'OPT and STEM OPT', 'Change of status'],
    languages: ['English', 'Spanish', 'Haitian Creole'],
    staff: 3,
    offices: [['New York office', 'newYork', '350 Fifth Avenue, Suite 4800']],
    offers: [['assessment', -30, 30, false]],
  },
  {
    name: 'Canal House Relocation',
    city: 'amsterdam',
    address: 'Keizersgracht 555',
    rating: 4.4,
    about:
      'Relocation and highly skilled migrant permit support for employees of recognised sponsors in the Netherlands.',
    registration: 'KvK 81234567',
    regulator: 'Kamer van Koophandel (Netherlands Chamber of Commerce)',
    services: [
      'Highly skilled migrant permits',
      'Orientation year',
      'Relocation and housing',
      '30% ruling applications',
    ],
    languages: ['English', 'Dutch', 'Spanish'],
    staff: 5,
    offices: [
      ['Amsterdam office', 'amsterdam', 'Keizersgracht 555'],
      ['Rotterdam office', 'rotterdam', 'Coolsingel 42'],
      ['Utrecht office', 'utrecht', 'Oudegracht 150'],
      ['Online consultations', 'amsterdam', 'Keizersgracht 555', 'Mon–Sat 8:00–20:00 (video calls)'],
    ],
    offers: [
      ['graduate', -60, 30],
      ['referral', 0, 180],
    ],
  },
  {
    name: 'Clover Visa and Study Advisers',
    city: 'dublin',
    address: '22 Fitzwilliam Square',
    rating: 4.2,
    about:
      'Study and work permit advice for Ireland, from college admission and Stamp 2 registration to Critical Skills employment permits.',
    registration: 'CRO 684213',
    regulator: 'Companies Registration Office (Ireland)',
    services: ['Study visas', 'Critical Skills Employment Permits', 'Stamp 1G', 'College admissions'],
    languages: ['English', 'Portuguese', 'Hindi', 'Irish'],
    staff: 4,
    offices: [
      ['Dublin office', 'dublin', '22 Fitzwilliam Square'],
      ['Cork office', 'cork', '14 South Mall'],
    ],
    offers: [
      ['intake', -100, -10],
      ['student', -5, 60],
    ],
  },
];

function consultancyRow(c: ConsultancySeed, ctx: SeedContext): OrganizationRow {
  const description = listHtml(escapeHtml(c.about), c.services.map(escapeHtml));
  return {
    ...organizationRow('consultancy', c, 'hello', description, ctx),
    registration_number: c.registration,
    regulator: c.regulator,
    services: c.services,
    languages_spoken: c.languages,
  };
}

export const CONSULTANCY_PROVIDERS: ServiceProviders<ConsultancySeed, OfferKey> = {
  orgs: CONSULTANCIES,
  offers: OFFERS,
  faqScope: 'consultant',
  faqs: FAQS,
  faqCount: (c) => c.faqs ?? 0,
  organizationRow: consultancyRow,
  staffTitles: (c) => {
    const adviser = ADVISERS[CITIES[c.city].iso2];
    return [
      'Managing Director',
      ...(adviser ? [adviser.title, adviser.title] : ['Immigration Consultant']),
      ...OTHER_TITLES,
    ];
  },
  staffLanguages: (c) => c.languages,
  // The director and the advisers are registered where advice is regulated.
  registration: (c, k) => {
    const adviser = ADVISERS[CITIES[c.city].iso2];
    return adviser && k < 3 ? adviser.number(hash(`${c.name}/${k}`)) : null;
  },
};
