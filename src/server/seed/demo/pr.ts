import { requiredDocuments } from '../../../domain/areas/content';
import { prBundles, prPathways, prPoints } from '../../../domain/areas/pr';
import type { Db } from '../../db/client';
import { PATHWAY_CODES, seedOccupations } from '../reference/occupations';
import type { RecordOfDef } from '../../../domain/record';
import type { InsertOf } from '../../db/tableBuilder';
import { idOf, insertRows, listHtml } from '../rows';

/*
 * Demo permanent-residence content: pathways with their real points tables as published in 2025,
 * the ANZSCO occupations linked to them and a few consultancy bundles. Not official advice: every pathway links to its
 * official page.
 */

interface PathwaySeed {
  iso2: string;
  name: string;
  code: string;
  category: RecordOfDef<typeof prPathways>['category'];
  summary: string;
  eligibility: string;
  pointsTested: boolean;
  minPoints?: number;
  ageLimit?: number;
  months: [number, number];
  fee: number;
  currency: string;
  url: string;
}

const AU_SKILLED_COMMON = [
  'an occupation on the relevant skilled occupation list and a suitable skills assessment',
  'under 45 years of age when invited to apply',
  'at least competent English (for example IELTS 6 in each band)',
  'at least 65 points on the points test',
];

const PATHWAYS: PathwaySeed[] = [
  {
    iso2: 'AU',
    name: 'Skilled Independent visa',
    code: PATHWAY_CODES.au189,
    category: 'skilled',
    summary:
      'Points-tested permanent visa for invited skilled workers who are not sponsored by an employer, a state or territory, or a family member. Lets you live and work anywhere in Australia.',
    eligibility: listHtml(
      'You need:',
      [
        ...AU_SKILLED_COMMON,
        'an occupation on the Medium and Long-term Strategic Skills List (MLTSSL)',
        'an invitation from SkillSelect after submitting an Expression of Interest',
      ],
      'Points for overseas and Australian employment combined are capped at 20.',
    ),
    pointsTested: true,
    minPoints: 65,
    ageLimit: 45,
    months: [6, 15],
    fee: 4910,
    currency: 'AUD',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189',
  },
  {
    iso2: 'AU',
    name: 'Skilled Nominated visa',
    code: PATHWAY_CODES.au190,
    category: 'skilled',
    summary:
      'Points-tested permanent visa for skilled workers nominated by an Australian state or territory government, which adds 5 points. Each state sets its own occupation lists and criteria.',
    eligibility: listHtml(
      'You need:',
      [
        ...AU_SKILLED_COMMON,
        'an occupation on the MLTSSL or the Short-term Skilled Occupation List (STSOL) or in demand in the state',
        'nomination by a state or territory government agency',
      ],
      'States usually expect you to live in the nominating state for at least 2 years.',
    ),
    pointsTested: true,
    minPoints: 65,
    ageLimit: 45,
    months: [4, 14],
    fee: 4910,
    currency: 'AUD',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-nominated-190',
  },
  {
    iso2: 'AU',
    name: 'Skilled Work Regional (Provisional) visa',
    code: PATHWAY_CODES.au491,
    category: 'skilled',
    summary:
      'Five-year provisional visa to live and work in regional Australia, nominated by a state or territory or sponsored by an eligible relative (15 points). After 3 years of regional living and income it leads to permanent residence through the subclass 191 visa.',
    eligibility: listHtml(
      'You need:',
      [
        ...AU_SKILLED_COMMON,
        'an occupation on the MLTSSL, STSOL or Regional Occupation List (ROL); MLTSSL only if family-sponsored',
        'state or territory nomination, or sponsorship by an eligible relative living in a designated regional area',
      ],
      'Permanent residence (subclass 191) requires at least 3 years of taxable income above the threshold while living in a designated regional area.',
    ),
    pointsTested: true,
    minPoints: 65,
    ageLimit: 45,
    months: [6, 18],
    fee: 4910,
    currency: 'AUD',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-work-regional-provisional-491',
  },
  {
    iso2: 'AU',
    name: 'Employer Nomination Scheme visa',
    code: PATHWAY_CODES.au186,
    category: 'employer',
    summary:
      'Permanent visa for skilled workers nominated by an Australian employer, through the Temporary Residence Transition stream (after 2 years with the sponsor) or the Direct Entry stream.',
    eligibility: listHtml('You usually need:', [
      'a nomination by an approved Australian employer for a full-time position',
      'to be under 45 (exemptions apply to some applicants)',
      'competent English',
      'for Direct Entry, a positive skills assessment and 3 years of relevant experience',
    ]),
    pointsTested: false,
    ageLimit: 45,
    months: [6, 14],
    fee: 4910,
    currency: 'AUD',
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/employer-nomination-scheme-186',
  },
  {
    iso2: 'CA',
    name: 'Express Entry – Federal Skilled Worker Program',
    code: PATHWAY_CODES.caFsw,
    category: 'skilled',
    summary:
      'Permanent residence for skilled workers with foreign work experience. You must score at least 67 of 100 points on the selection grid to enter the Express Entry pool, where the Comprehensive Ranking System (CRS) ranks candidates for invitations.',
    eligibility: listHtml('You need:', [
      'at least 1 year (1,560 hours) of continuous paid skilled work (TEER 0, 1, 2 or 3) in the last 10 years',
      'CLB 7 in all four abilities in English or French',
      'a Canadian education credential or an Educational Credential Assessment (ECA)',
      'proof of settlement funds (CAD 15,263 for a single person from 7 July 2025), unless you have a valid job offer and are authorised to work in Canada',
      'at least 67 points on the FSW selection grid',
    ]),
    pointsTested: true,
    minPoints: 67,
    months: [5, 8],
    fee: 1525,
    currency: 'CAD',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/who-can-apply/federal-skilled-workers.html',
  },
  {
    iso2: 'CA',
    name: 'Express Entry – Canadian Experience Class',
    code: PATHWAY_CODES.caCec,
    category: 'skilled',
    summary:
      'Permanent residence for skilled workers with at least 1 year of skilled work experience in Canada. Candidates are ranked in the Express Entry pool by their Comprehensive Ranking System (CRS) score.',
    eligibility: listHtml(
      'You need:',
      [
        'at least 1 year of skilled work experience in Canada (TEER 0–3) in the last 3 years, gained with work authorisation',
        'CLB 7 for TEER 0 or 1 jobs, or CLB 5 for TEER 2 or 3 jobs',
        'to plan to live outside Quebec',
      ],
      'There is no settlement funds requirement and no minimum CRS score; cut-offs vary from draw to draw.',
    ),
    pointsTested: true,
    months: [4, 8],
    fee: 1525,
    currency: 'CAD',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/who-can-apply/canadian-experience-class.html',
  },
  {
    iso2: 'NZ',
    name: 'Skilled Migrant Category Resident Visa',
    code: PATHWAY_CODES.nzSmc,
    category: 'skilled',
    summary:
      'Residence for skilled workers with a job or job offer in New Zealand, under the simplified 6-point system introduced in October 2023. Points come from occupational registration, qualifications or income, plus New Zealand work experience.',
    eligibility: listHtml('You need:', [
      'to be 55 or under',
      'a skilled job or job offer in New Zealand paying at least the required wage',
      'at least 6 points: 3–6 from one skill category plus up to 3 for skilled work in New Zealand',
      'English at IELTS 6.5 overall or equivalent',
    ]),
    pointsTested: true,
    minPoints: 6,
    ageLimit: 55,
    months: [3, 12],
    fee: 6450,
    currency: 'NZD',
    url: 'https://www.immigration.govt.nz/visas/skilled-migrant-category-resident-visa/',
  },
  {
    iso2: 'GB',
    name: 'Indefinite Leave to Remain (Skilled Worker)',
    code: PATHWAY_CODES.gbIlr,
    category: 'employer',
    summary:
      'Settlement for Skilled Worker visa holders after 5 years of continuous residence, with a continuing job at the required salary. The May 2025 White Paper proposed a longer qualifying period: check the current rules.',
    eligibility: listHtml('You usually need:', [
      '5 years of continuous residence on an eligible work route, with no more than 180 days outside the UK in any 12 months',
      'a sponsor confirming you are still needed and paid at least the applicable salary',
      'to pass the Life in the UK test and meet the English requirement (B1)',
    ]),
    pointsTested: false,
    months: [1, 6],
    fee: 3029,
    currency: 'GBP',
    url: 'https://www.gov.uk/settle-in-the-uk',
  },
];

type Points = [factor: RecordOfDef<typeof prPoints>['factor'], criterion: string, points: number][];

/** The Australian points test (Migration Regulations Schedule 6D), common to subclasses 189, 190 and 491. */
const AU_POINTS: Points = [
  ['age', 'Age 18–24', 25],
  ['age', 'Age 25–32', 30],
  ['age', 'Age 33–39', 25],
  ['age', 'Age 40–44', 15],
  ['english', 'Competent English (e.g. IELTS 6 in each band)', 0],
  ['english', 'Proficient English (e.g. IELTS 7 in each band)', 10],
  ['english', 'Superior English (e.g. IELTS 8 in each band)', 20],
  ['experience_overseas', 'Skilled employment outside Australia: 3–4 of the last 10 years', 5],
  ['experience_overseas', 'Skilled employment outside Australia: 5–7 of the last 10 years', 10],
  ['experience_overseas', 'Skilled employment outside Australia: 8–10 of the last 10 years', 15],
  ['experience_local', 'Skilled employment in Australia: 1–2 of the last 10 years', 5],
  ['experience_local', 'Skilled employment in Australia: 3–4 of the last 10 years', 10],
  ['experience_local', 'Skilled employment in Australia: 5–7 of the last 10 years', 15],
  ['experience_local', 'Skilled employment in Australia: 8–10 of the last 10 years', 20],
  ['education', 'Doctorate from an Australian institution or recognised overseas doctorate', 20],
  ['education', 'Bachelor or Masters degree from an Australian institution or recognised overseas', 15],
  ['education', 'Diploma or trade qualification completed in Australia', 10],
  ['education', 'Award or qualification recognised by the assessing authority for the nominated occupation', 10],
  [
    'specialist_education',
    'Specialist education: Masters by research or Doctorate by research from an Australian institution in a STEM field',
    10,
  ],
  ['local_study', 'Australian study requirement (at least 2 academic years in Australia)', 5],
  ['regional_study', 'Study in regional Australia', 5],
  ['community_language', 'Credentialled community language (NAATI)', 5],
  ['partner', 'Partner skills: partner under 45, competent English and a suitable skills assessment', 10],
  ['partner', 'Single, or partner is an Australian citizen or permanent resident', 10],
  ['partner', 'Partner has competent English', 5],
  ['professional_year', 'Professional Year in Australia completed', 5],
];

const AU_190_NOMINATION: Points = [['nomination', 'Nominated by a state or territory government (subclass 190)', 5]];
const AU_491_NOMINATION: Points = [
  [
    'nomination',
    'Nominated by a state or territory, or sponsored by an eligible relative, to live in a designated regional area (subclass 491)',
    15,
  ],
];

/** Federal Skilled Worker selection grid (100 points, pass mark 67). */
const FSW_GRID: Points = [
  ['english', 'First official language: CLB 9 or higher, per ability (4 abilities, max 24)', 6],
  ['english', 'First official language: CLB 8, per ability', 5],
  ['english', 'First official language: CLB 7, per ability', 4],
  ['english', 'First official language: below CLB 7 in any ability (not eligible)', 0],
  ['french', 'Second official language: at least CLB 5 in all four abilities', 4],
  ['education', 'Doctoral (PhD) level', 25],
  ['education', "Master's degree or professional degree needed to practise a licensed profession", 23],
  ['education', 'Two or more post-secondary credentials, one of them 3 years or longer', 22],
  ['education', 'Post-secondary credential of 3 years or longer', 21],
  ['education', 'Two-year post-secondary credential', 19],
  ['education', 'One-year post-secondary credential', 15],
  ['education', 'Secondary school (high school) diploma', 5],
  ['experience_overseas', 'Skilled work experience: 1 year', 9],
  ['experience_overseas', 'Skilled work experience: 2–3 years', 11],
  ['experience_overseas', 'Skilled work experience: 4–5 years', 13],
  ['experience_overseas', 'Skilled work experience: 6 years or more', 15],
  ['age', 'Age under 18', 0],
  ['age', 'Age 18–35', 12],
  ['age', 'Age 36', 11],
  ['age', 'Age 37', 10],
  ['age', 'Age 38', 9],
  ['age', 'Age 39', 8],
  ['age', 'Age 40', 7],
  ['age', 'Age 41', 6],
  ['age', 'Age 42', 5],
  ['age', 'Age 43', 4],
  ['age', 'Age 44', 3],
  ['age', 'Age 45', 2],
  ['age', 'Age 46', 1],
  ['age', 'Age 47 or older', 0],
  ['arranged_employment', 'Arranged employment: valid job offer of at least 1 year in Canada', 10],
  ['partner', "Adaptability: spouse or partner's language level CLB 4 or higher in all abilities", 5],
  ['local_study', 'Adaptability: your past study in Canada (at least 2 years full-time)', 5],
  ['partner', "Adaptability: spouse or partner's past study in Canada", 5],
  ['experience_local', 'Adaptability: your past skilled work in Canada (at least 1 year)', 10],
  ['partner', "Adaptability: spouse or partner's past work in Canada (at least 1 year)", 5],
  ['arranged_employment', 'Adaptability: arranged employment in Canada', 5],
  [
    'sibling',
    'Adaptability: relative in Canada (parent, grandparent, child, grandchild, sibling, aunt, uncle, niece or nephew)',
    5,
  ],
];

/** Comprehensive Ranking System: core/human-capital factors for a candidate without a spouse, plus additional points. */
const CRS_POINTS: Points = [
  ['age', 'CRS age: 17 or younger', 0],
  ['age', 'CRS age: 18', 99],
  ['age', 'CRS age: 19', 105],
  ['age', 'CRS age: 20–29', 110],
  ['age', 'CRS age: 30', 105],
  ['age', 'CRS age: 31', 99],
  ['age', 'CRS age: 32', 94],
  ['age', 'CRS age: 33', 88],
  ['age', 'CRS age: 34', 83],
  ['age', 'CRS age: 35', 77],
  ['age', 'CRS age: 36', 72],
  ['age', 'CRS age: 37', 66],
  ['age', 'CRS age: 38', 61],
  ['age', 'CRS age: 39', 55],
  ['age', 'CRS age: 40', 50],
  ['age', 'CRS age: 41', 39],
  ['age', 'CRS age: 42', 28],
  ['age', 'CRS age: 43', 17],
  ['age', 'CRS age: 44', 6],
  ['age', 'CRS age: 45 or older', 0],
  ['education', 'CRS education: less than secondary school', 0],
  ['education', 'CRS education: secondary diploma', 30],
  ['education', 'CRS education: one-year post-secondary program', 90],
  ['education', 'CRS education: two-year post-secondary program', 98],
  ['education', "CRS education: bachelor's degree or program of 3 years or more", 120],
  ['education', 'CRS education: two or more credentials, one of them 3 years or more', 128],
  ['education', "CRS education: master's or entry-to-practice professional degree", 135],
  ['education', 'CRS education: doctoral degree (PhD)', 150],
  ['english', 'CRS first official language, per ability: below CLB 4', 0],
  ['english', 'CRS first official language, per ability: CLB 4 or 5', 6],
  ['english', 'CRS first official language, per ability: CLB 6', 9],
  ['english', 'CRS first official language, per ability: CLB 7', 17],
  ['english', 'CRS first official language, per ability: CLB 8', 23],
  ['english', 'CRS first official language, per ability: CLB 9', 31],
  ['english', 'CRS first official language, per ability: CLB 10 or more', 34],
  ['french', 'CRS second official language, per ability: CLB 4 or less', 0],
  ['french', 'CRS second official language, per ability: CLB 5 or 6', 1],
  ['french', 'CRS second official language, per ability: CLB 7 or 8', 3],
  ['french', 'CRS second official language, per ability: CLB 9 or more (max 24 in total)', 6],
  ['experience_local', 'CRS Canadian work experience: less than 1 year', 0],
  ['experience_local', 'CRS Canadian work experience: 1 year', 40],
  ['experience_local', 'CRS Canadian work experience: 2 years', 53],
  ['experience_local', 'CRS Canadian work experience: 3 years', 64],
  ['experience_local', 'CRS Canadian work experience: 4 years', 72],
  ['experience_local', 'CRS Canadian work experience: 5 years or more', 80],
  ['provincial_nomination', 'CRS additional: provincial or territorial nomination', 600],
  ['french', 'CRS additional: NCLC 7 or more in French and CLB 4 or lower in English', 25],
  ['french', 'CRS additional: NCLC 7 or more in French and CLB 5 or higher in English', 50],
  ['local_study', 'CRS additional: Canadian post-secondary credential of 1 or 2 years', 15],
  ['local_study', 'CRS additional: Canadian post-secondary credential of 3 years or more', 30],
  ['sibling', 'CRS additional: brother or sister living in Canada (citizen or permanent resident)', 15],
];

/** New Zealand Skilled Migrant Category, 6-point system (from 9 October 2023). */
const NZ_SMC_POINTS: Points = [
  ['other', 'NZ occupational registration requiring at least 6 years of training or experience', 6],
  ['other', 'NZ occupational registration requiring at least 5 years of training or experience', 5],
  ['other', 'NZ occupational registration requiring at least 4 years of training or experience', 4],
  ['other', 'NZ occupational registration requiring at least 2 years of training or experience', 3],
  ['education', 'Level 10 doctoral degree', 6],
  ['education', "Level 9 master's degree", 5],
  ['education', 'Level 8 bachelor honours degree or postgraduate diploma', 4],
  ['education', "Level 7 bachelor's degree or level 8 postgraduate certificate", 3],
  ['other', 'Income: job or job offer paying at least 3 times the median wage', 6],
  ['other', 'Income: job or job offer paying at least 2 times the median wage', 4],
  ['other', 'Income: job or job offer paying at least 1.5 times the median wage', 3],
  ['experience_local', 'Skilled work experience in New Zealand: 1 year', 1],
  ['experience_local', 'Skilled work experience in New Zealand: 2 years', 2],
  ['experience_local', 'Skilled work experience in New Zealand: 3 years or more', 3],
];

const POINTS_BY_PATHWAY: [code: string, points: Points][] = [
  [PATHWAY_CODES.au189, AU_POINTS],
  [PATHWAY_CODES.au190, [...AU_POINTS, ...AU_190_NOMINATION]],
  [PATHWAY_CODES.au491, [...AU_POINTS, ...AU_491_NOMINATION]],
  [PATHWAY_CODES.caFsw, FSW_GRID],
  [PATHWAY_CODES.caCec, CRS_POINTS],
  [PATHWAY_CODES.nzSmc, NZ_SMC_POINTS],
];

const PR_DOCUMENTS: [code: string, name: string, description: string, mandatory: boolean][] = [
  [
    PATHWAY_CODES.au189,
    'Skills assessment outcome',
    'Positive assessment from the assessing authority for your nominated occupation, valid at the time of invitation.',
    true,
  ],
  [
    PATHWAY_CODES.au189,
    'English test results',
    'IELTS, PTE Academic, TOEFL iBT, OET or Cambridge C1 Advanced, taken within the last 3 years.',
    true,
  ],
  [
    PATHWAY_CODES.au189,
    'Employment evidence',
    'Reference letters, contracts, payslips and tax records for every period you claim points for.',
    true,
  ],
  [
    PATHWAY_CODES.au189,
    'Police certificates',
    'From every country where you lived for 12 months or more in the last 10 years since turning 16.',
    true,
  ],
  [
    PATHWAY_CODES.caFsw,
    'Educational Credential Assessment (ECA)',
    'Report from a designated organisation such as WES, less than 5 years old.',
    true,
  ],
  [
    PATHWAY_CODES.caFsw,
    'Language test results',
    'CELPIP-General, IELTS General Training or PTE Core for English; TEF Canada or TCF Canada for French.',
    true,
  ],
  [
    PATHWAY_CODES.caFsw,
    'Proof of settlement funds',
    'Official bank letters showing the required funds, unless exempt.',
    true,
  ],
  [
    PATHWAY_CODES.nzSmc,
    'Employment agreement',
    'Signed agreement or offer showing the occupation, hours and pay.',
    true,
  ],
  [
    PATHWAY_CODES.nzSmc,
    'NZQA International Qualification Assessment',
    'If you claim points for an overseas qualification not on the exempt list.',
    false,
  ],
];

interface BundleSeed {
  name: string;
  description: string;
  codes: string[];
  price: number;
  currency: string;
  inclusions: string[];
  days: number;
  active?: boolean;
}

const BUNDLES: BundleSeed[] = [
  {
    name: 'Australia Skilled Migration – Complete',
    codes: [PATHWAY_CODES.au189, PATHWAY_CODES.au190, PATHWAY_CODES.au491],
    description:
      'End-to-end support for the points-tested skilled visas, from the first points check to the visa grant, by a registered migration agent.',
    price: 4950,
    currency: 'AUD',
    days: 365,
    inclusions: [
      'Points test and occupation review',
      'Skills assessment preparation and lodgement',
      'SkillSelect Expression of Interest',
      'Up to two state nomination applications',
      'Visa application lodgement and case management',
      'Responses to requests for further information',
    ],
  },
  {
    name: 'Express Entry Profile and PR Application',
    codes: [PATHWAY_CODES.caFsw, PATHWAY_CODES.caCec],
    description:
      'Eligibility assessment, CRS optimisation and a complete electronic application for permanent residence after an invitation to apply.',
    price: 3500,
    currency: 'CAD',
    days: 240,
    inclusions: [
      'FSW grid and CRS score assessment',
      'ECA and language test guidance',
      'Express Entry profile creation',
      'Document checklist and review',
      'Permanent residence application after the ITA',
    ],
  },
  {
    name: 'New Zealand Skilled Migrant Residence',
    codes: [PATHWAY_CODES.nzSmc],
    description:
      'Points claim review and residence application for candidates with a skilled job or job offer in New Zealand.',
    price: 4200,
    currency: 'NZD',
    days: 270,
    inclusions: [
      '6-point eligibility assessment',
      'Qualification recognition (NZQA) guidance',
      'Residence application preparation and lodgement',
      'Communication with Immigration New Zealand',
    ],
  },
  {
    name: 'UK Settlement (ILR) Review and Filing',
    codes: [PATHWAY_CODES.gbIlr],
    description:
      'Continuous-residence and absence calculation, sponsor liaison and filing of the settlement application for Skilled Worker visa holders.',
    price: 1450,
    currency: 'GBP',
    days: 90,
    inclusions: [
      'Absence and continuous residence calculation',
      'Document checklist',
      'Online application review',
      'Biometrics appointment guidance',
    ],
  },
  {
    name: 'PR Strategy Session',
    codes: [
      PATHWAY_CODES.au189,
      PATHWAY_CODES.au190,
      PATHWAY_CODES.au491,
      PATHWAY_CODES.caFsw,
      PATHWAY_CODES.caCec,
      PATHWAY_CODES.nzSmc,
    ],
    description:
      'A one-hour video consultation comparing Australia, Canada and New Zealand for your profile, with a written summary.',
    price: 249,
    currency: 'AUD',
    days: 7,
    active: false,
    inclusions: ['60-minute consultation', 'Points estimate for each country', 'Written recommendation'],
  },
];

/**
 * PR pathways with their points tables, required documents, the ANZSCO occupations and consultancy bundles.
 * Returns the pathway ids by code (PATHWAY_CODES).
 */
export async function seedPrContent(db: Db, countryIds: Map<string, number>): Promise<Map<string, number>> {
  const country = idOf(countryIds, 'country');
  const pathways = await insertRows(
    db,
    prPathways,
    PATHWAYS.map((p) => ({
      country_id: country(p.iso2),
      name: p.name,
      code: p.code,
      category: p.category,
      summary: p.summary,
      eligibility: p.eligibility,
      is_points_tested: p.pointsTested,
      min_points: p.minPoints ?? null,
      age_limit: p.ageLimit ?? null,
      processing_months_min: p.months[0],
      processing_months_max: p.months[1],
      fee_amount: p.fee,
      fee_currency: p.currency,
      official_url: p.url,
      is_published: true,
    })),
  );
  const ids = new Map(PATHWAYS.map((p, i) => [p.code, pathways[i].id]));
  const pathway = idOf(ids, 'pathway');

  const points: InsertOf<typeof prPoints>[] = POINTS_BY_PATHWAY.flatMap(([code, rows]) =>
    rows.map(([factor, criterion, value], i) => ({
      pr_pathway_id: pathway(code),
      factor,
      criterion,
      points: value,
      sort_order: (i + 1) * 10,
    })),
  );
  await insertRows(db, prPoints, points);

  await insertRows(
    db,
    requiredDocuments,
    PR_DOCUMENTS.map(([code, name, description, mandatory], i) => ({
      scope: 'pr',
      pr_pathway_id: pathway(code),
      name,
      description,
      is_mandatory: mandatory,
      accepted_formats: ['PDF', 'JPG', 'PNG'],
      sort_order: (i + 1) * 10,
    })),
  );

  await seedOccupations(db, countryIds, ids);

  await insertRows(
    db,
    prBundles,
    BUNDLES.map((b) => ({
      name: b.name,
      description: b.description,
      pr_pathway_ids: b.codes.map(pathway),
      price: b.price,
      currency: b.currency,
      inclusions: b.inclusions,
      duration_days: b.days,
      is_active: b.active ?? true,
    })),
  );

  return ids;
}
