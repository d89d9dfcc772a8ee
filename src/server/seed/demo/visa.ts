import type { ContentIcon } from '../../../domain/pickers';
import { dataVariables, faqs, requiredDocuments } from '../../../domain/areas/content';
import { countryVisas, customsInfo, travelAdvice, visaForms, visaTypes } from '../../../domain/areas/visa';
import type { Db } from '../../db/client';
import type { RecordOfDef } from '../../../domain/record';
import type { InsertOf } from '../../db/tableBuilder';
import { idOf, insertRows, listHtml } from '../rows';

/*
 * Demo visa content for the main destinations. Names, codes, fees and rules follow what the
 * destinations published in 2025, rounded where they vary; none of it is official advice, and every record
 * points at the official page to check.
 */

const VISA_TYPES: { slug: string; name: string; description: string; icon: ContentIcon }[] = [
  {
    slug: 'tourist',
    name: 'Tourist',
    icon: 'BeachAccess',
    description: 'Short visits for holidays, sightseeing and visiting family or friends. Work is not allowed.',
  },
  {
    slug: 'business',
    name: 'Business',
    icon: 'BusinessCenter',
    description:
      'Short business visits: meetings, conferences, negotiations and site visits, without taking up employment.',
  },
  {
    slug: 'student',
    name: 'Student',
    icon: 'School',
    description: 'Full-time study at a registered school, college or university, usually with limited work rights.',
  },
  {
    slug: 'work',
    name: 'Work',
    icon: 'Work',
    description: 'Employment with a sponsoring employer or under a skilled or talent route.',
  },
  {
    slug: 'transit',
    name: 'Transit',
    icon: 'ConnectingAirports',
    description: 'Passing through a country on the way to another destination, usually without leaving the airport.',
  },
  {
    slug: 'family',
    name: 'Family',
    icon: 'FamilyRestroom',
    description: 'Joining or visiting a partner, parent or child who is a citizen or resident.',
  },
  {
    slug: 'working-holiday',
    name: 'Working holiday',
    icon: 'Backpack',
    description:
      'Young adults (usually 18–30 or 18–35) holidaying for up to a year and working to fund the trip, under reciprocal agreements.',
  },
  {
    slug: 'investor',
    name: 'Investor',
    icon: 'TrendingUp',
    description:
      'Residence for people who invest in or start a business, or hold significant assets, in the destination.',
  },
];

interface VisaSeed {
  key: string;
  iso2: string;
  type: string;
  name: string;
  code?: string;
  summary: string;
  eligibility: string;
  days: [number, number];
  validity?: number;
  stay?: number;
  entries?: 'single' | 'double' | 'multiple';
  fee?: number;
  currency?: string;
  evisa: boolean;
  url: string;
  published?: boolean;
}

const SCHENGEN_ELIGIBILITY = listHtml(
  'You can apply if you:',
  [
    'hold a passport issued in the last 10 years and valid for at least 3 months after you plan to leave the Schengen area, with two blank pages',
    'have travel medical insurance covering at least EUR 30,000 for the whole Schengen area',
    'can show the purpose of the trip, accommodation and sufficient funds for the stay and the return',
    'give fingerprints (unless exempt) at the consulate or visa application centre',
  ],
  'Apply to the country where you will spend the longest time, or of first entry if the stays are equal. Stays are limited to 90 days in any 180-day period across all Schengen states.',
);

const VISAS: VisaSeed[] = [
  // Australia: every visa is granted electronically and linked to the passport.
  {
    key: 'AU-600',
    iso2: 'AU',
    type: 'tourist',
    name: 'Visitor visa (Tourist stream)',
    code: 'subclass 600',
    summary:
      'For holidays, visiting family or friends, or short courses of up to 3 months. Usually granted for 3, 6 or 12 months per stay; work is not allowed.',
    eligibility: listHtml('You may be eligible if you:', [
      'are visiting Australia for tourism or to see family and friends',
      'have enough money to support yourself during the stay',
      'meet the health and character requirements',
      'genuinely intend to stay temporarily and have no outstanding Australian visa debts',
    ]),
    days: [2, 35],
    validity: 365,
    stay: 90,
    entries: 'multiple',
    fee: 200,
    currency: 'AUD',
    evisa: true,
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600',
  },
  {
    key: 'AU-500',
    iso2: 'AU',
    type: 'student',
    name: 'Student visa',
    code: 'subclass 500',
    summary:
      'Full-time study in a course registered on CRICOS. Granted for the length of the course; work is limited to 48 hours per fortnight while the course is in session.',
    eligibility: listHtml('You may be eligible if you:', [
      'are enrolled in a CRICOS-registered course and hold a Confirmation of Enrolment (CoE)',
      'are a genuine student (the Genuine Student requirement replaced the GTE in March 2024)',
      'meet the English language and financial capacity requirements (AUD 29,710 a year for living costs since May 2024)',
      'hold Overseas Student Health Cover (OSHC) for the whole stay',
      'are at least 6 years old and meet the health and character requirements',
    ]),
    days: [7, 90],
    entries: 'multiple',
    fee: 2000,
    currency: 'AUD',
    evisa: true,
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500',
  },
  {
    key: 'AU-417',
    iso2: 'AU',
    type: 'working-holiday',
    name: 'Working Holiday visa',
    code: 'subclass 417',
    summary:
      'For 18–30 year olds (18–35 for citizens of Canada, France, Ireland and a few others) to holiday and work in Australia for up to 12 months; a second and third year are possible after specified regional work.',
    eligibility: listHtml('You may be eligible if you:', [
      'hold a passport from an eligible country (for example the UK, Ireland, Canada, France, Germany, Japan or the Netherlands)',
      'are aged 18 to 30 when you apply (18 to 35 for some countries)',
      'do not bring dependent children with you',
      'have enough money for the start of your stay (around AUD 5,000) and a return ticket or the funds for one',
    ]),
    days: [1, 30],
    validity: 365,
    stay: 365,
    entries: 'multiple',
    fee: 670,
    currency: 'AUD',
    evisa: true,
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/work-holiday-417',
  },
  {
    key: 'AU-482',
    iso2: 'AU',
    type: 'work',
    name: 'Skills in Demand visa',
    code: 'subclass 482',
    summary:
      'Employer-sponsored temporary work visa for up to 4 years, which replaced the Temporary Skill Shortage visa on 7 December 2024 (Specialist Skills, Core Skills and Labour Agreement streams).',
    eligibility: listHtml('You may be eligible if you:', [
      'are nominated by an approved sponsor for an occupation on the Core Skills Occupation List, or are paid at least the Specialist Skills income threshold',
      'have at least one year of relevant work experience',
      'hold a skills assessment where required and meet the English language requirement',
      'are paid the annual market salary rate and at least the Core Skills income threshold',
    ]),
    days: [14, 90],
    validity: 1460,
    stay: 1460,
    entries: 'multiple',
    fee: 3210,
    currency: 'AUD',
    evisa: true,
    url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skills-in-demand-visa-subclass-482',
  },
  // Canada
  {
    key: 'CA-TRV',
    iso2: 'CA',
    type: 'tourist',
    name: 'Visitor visa (temporary resident visa)',
    code: 'TRV',
    summary:
      'The visa stamped in the passport of visa-required travellers visiting Canada. Usually multiple-entry, valid up to 10 years or until the passport expires; stays are usually up to 6 months.',
    eligibility: listHtml(
      'You may be eligible if you:',
      [
        'have a valid passport and are in good health',
        'can convince an officer that you have ties (a job, home, family or assets) that will take you home',
        'have enough money for your stay',
        'have no criminal or immigration-related convictions',
      ],
      'Biometrics (fingerprints and photo, CAD 85) are required for most applicants.',
    ),
    days: [14, 120],
    validity: 3650,
    stay: 180,
    entries: 'multiple',
    fee: 100,
    currency: 'CAD',
    evisa: false,
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/apply-visitor-visa.html',
  },
  {
    key: 'CA-ETA',
    iso2: 'CA',
    type: 'tourist',
    name: 'Electronic Travel Authorization',
    code: 'eTA',
    summary:
      'Online entry requirement for visa-exempt travellers flying to or through Canada. Valid for up to 5 years or until the passport expires; most are approved within minutes.',
    eligibility: listHtml(
      'You need an eTA if you:',
      [
        'are a citizen of a visa-exempt country (for example Australia, the UK, France, Japan or Singapore) flying to or through a Canadian airport',
        'hold a valid passport, a credit or debit card and an email address',
      ],
      'US citizens and travellers arriving by land or sea do not need one.',
    ),
    days: [0, 3],
    validity: 1825,
    stay: 180,
    entries: 'multiple',
    fee: 7,
    currency: 'CAD',
    evisa: true,
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/eta.html',
  },
  {
    key: 'CA-STUDY',
    iso2: 'CA',
    type: 'student',
    name: 'Study permit',
    code: 'study permit',
    summary:
      'Lets international students study at a designated learning institution (DLI). Most applicants also need a provincial or territorial attestation letter (PAL/TAL) and get a visitor visa or eTA with the permit.',
    eligibility: listHtml('You may be eligible if you:', [
      'are enrolled at a designated learning institution and have a letter of acceptance',
      'have a provincial or territorial attestation letter, unless exempt',
      'can show funds for tuition, the first year of living costs (CAD 22,895 for a single student from 1 September 2025) and travel',
      'meet the health and security requirements and will leave Canada when the permit ends',
    ]),
    days: [28, 112],
    entries: 'multiple',
    fee: 150,
    currency: 'CAD',
    evisa: false,
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit.html',
  },
  // United States
  {
    key: 'US-B',
    iso2: 'US',
    type: 'tourist',
    name: 'Visitor visa (B-1/B-2)',
    code: 'B-1/B-2',
    summary:
      'Combined business (B-1) and tourism (B-2) visa for temporary visits. Applicants complete the DS-160 and usually attend an interview; admission is typically for up to 6 months per visit.',
    eligibility: listHtml(
      'You may qualify if you:',
      [
        'travel for business meetings, tourism, medical treatment or to visit relatives',
        'can show strong ties to your home country and intend to leave the US after the visit',
        'have enough funds to cover the trip',
        'are not otherwise inadmissible to the United States',
      ],
      'Validity depends on nationality (reciprocity); many nationalities receive 10-year multiple-entry visas.',
    ),
    days: [5, 90],
    validity: 3650,
    stay: 180,
    entries: 'multiple',
    fee: 185,
    currency: 'USD',
    evisa: false,
    url: 'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html',
  },
  {
    key: 'US-F1',
    iso2: 'US',
    type: 'student',
    name: 'Student visa (F-1)',
    code: 'F-1',
    summary:
      'For academic study at a SEVP-certified school. Requires a Form I-20 from the school and payment of the SEVIS I-901 fee (USD 350) before the interview.',
    eligibility: listHtml('You may qualify if you:', [
      'are accepted by a SEVP-certified school and have a Form I-20',
      'have paid the SEVIS I-901 fee',
      'can pay for tuition and living costs for the first year',
      'intend to leave the US when your studies end',
    ]),
    days: [5, 60],
    entries: 'multiple',
    fee: 185,
    currency: 'USD',
    evisa: false,
    url: 'https://travel.state.gov/content/travel/en/us-visas/study/student-visa.html',
  },
  {
    key: 'US-ESTA',
    iso2: 'US',
    type: 'tourist',
    name: 'ESTA (Visa Waiver Program)',
    code: 'ESTA',
    summary:
      'Online travel authorisation for citizens of Visa Waiver Program countries visiting for up to 90 days for tourism or business. Valid 2 years or until the passport expires; the fee rose from USD 21 to USD 40 on 30 September 2025.',
    eligibility: listHtml('You can use ESTA if you:', [
      'are a citizen of a Visa Waiver Program country and hold an e-passport',
      'travel for tourism, business or transit for 90 days or less',
      'have not travelled to certain countries (such as Iran, Iraq, Syria or North Korea since March 2011, or Cuba since January 2021), with limited exceptions',
      'have not previously overstayed or been refused admission to the US',
    ]),
    days: [0, 3],
    validity: 730,
    stay: 90,
    entries: 'multiple',
    fee: 40,
    currency: 'USD',
    evisa: true,
    url: 'https://esta.cbp.dhs.gov/',
  },
  // United Kingdom
  {
    key: 'GB-VISIT',
    iso2: 'GB',
    type: 'tourist',
    name: 'Standard Visitor visa',
    code: 'Standard Visitor',
    summary:
      'For tourism, visiting family, business meetings and short courses of up to 6 months. Long-term visit visas (2, 5 or 10 years) are also available.',
    eligibility: listHtml('You must show that you:', [
      'will leave the UK at the end of your visit',
      'can support yourself and any dependants, and pay for the return journey',
      'will not live in the UK through frequent or successive visits or take up work',
    ]),
    days: [15, 21],
    validity: 180,
    stay: 180,
    entries: 'multiple',
    fee: 127,
    currency: 'GBP',
    evisa: false,
    url: 'https://www.gov.uk/standard-visitor',
  },
  {
    key: 'GB-ETA',
    iso2: 'GB',
    type: 'tourist',
    name: 'Electronic Travel Authorisation (ETA)',
    code: 'ETA',
    summary:
      'Digital permission to travel for visa-exempt visitors (required for non-Europeans since 8 January 2025 and for Europeans since 2 April 2025). Valid 2 years or until the passport expires; stays up to 6 months.',
    eligibility: listHtml(
      'You need an ETA if you:',
      [
        'do not need a visa for visits of up to 6 months (for example citizens of the US, Canada, Australia or the EU)',
        'do not already have UK permission to live, work or study, and are not a British or Irish citizen',
      ],
      'Apply on the UK ETA app or online; most decisions arrive within 3 working days.',
    ),
    days: [0, 3],
    validity: 730,
    stay: 180,
    entries: 'multiple',
    fee: 16,
    currency: 'GBP',
    evisa: true,
    url: 'https://www.gov.uk/eta',
  },
  {
    key: 'GB-STUDENT',
    iso2: 'GB',
    type: 'student',
    name: 'Student visa',
    code: 'Student',
    summary:
      'For courses at a licensed student sponsor. Requires a Confirmation of Acceptance for Studies (CAS), evidence of funds and, for most, payment of the Immigration Health Surcharge (GBP 776 a year).',
    eligibility: listHtml('You can apply if you:', [
      'have an unconditional offer and a CAS from a licensed student sponsor',
      'can pay your course fees and living costs (GBP 1,483 a month in London, GBP 1,136 elsewhere, for up to 9 months)',
      'can speak, read, write and understand English (usually CEFR B2 for degree-level study)',
      'are 16 or over and have parental consent if 16 or 17',
    ]),
    days: [15, 21],
    entries: 'multiple',
    fee: 524,
    currency: 'GBP',
    evisa: true,
    url: 'https://www.gov.uk/student-visa',
  },
  {
    key: 'GB-SKILLED',
    iso2: 'GB',
    type: 'work',
    name: 'Skilled Worker visa',
    code: 'Skilled Worker',
    summary:
      'For a job with a UK employer approved by the Home Office. Fee GBP 769 for up to 3 years from outside the UK; the Immigration Health Surcharge (GBP 1,035 a year) is paid on top. Can lead to settlement.',
    eligibility: listHtml('You need:', [
      'a job offer from a licensed sponsor and a certificate of sponsorship',
      'a job at the required skill level (RQF 6 for most new applications from 22 July 2025) and the general salary threshold or the going rate',
      'English at CEFR level B1 (B2 proposed)',
      'funds of GBP 1,270 unless your sponsor certifies maintenance',
    ]),
    days: [15, 21],
    validity: 1825,
    stay: 1825,
    entries: 'multiple',
    fee: 769,
    currency: 'GBP',
    evisa: true,
    url: 'https://www.gov.uk/skilled-worker-visa',
  },
  // Germany
  {
    key: 'DE-C',
    iso2: 'DE',
    type: 'tourist',
    name: 'Schengen visa (short stay)',
    code: 'type C',
    summary:
      'Uniform Schengen visa for tourism, family visits or business trips of up to 90 days in any 180-day period, issued by German missions when Germany is the main destination.',
    eligibility: SCHENGEN_ELIGIBILITY,
    days: [15, 45],
    validity: 180,
    stay: 90,
    entries: 'multiple',
    fee: 90,
    currency: 'EUR',
    evisa: false,
    url: 'https://www.auswaertiges-amt.de/en/visa-service',
  },
  {
    key: 'DE-STUDY',
    iso2: 'DE',
    type: 'student',
    name: 'National visa for study',
    code: 'type D (§ 16b AufenthG)',
    summary:
      'Long-stay visa for degree study; after arrival the local foreigners authority issues a residence permit. Proof of funds is usually a blocked account of EUR 11,904 a year (2025).',
    eligibility: listHtml('You may be eligible if you:', [
      'have been admitted to a German university or a preparatory course (Studienkolleg)',
      'can show funds of EUR 992 a month, usually through a blocked account',
      'hold health insurance and the required language skills',
    ]),
    days: [30, 90],
    validity: 365,
    stay: 365,
    entries: 'multiple',
    fee: 75,
    currency: 'EUR',
    evisa: false,
    url: 'https://digital.diplo.de/visa',
  },
  {
    key: 'DE-BLUE',
    iso2: 'DE',
    type: 'work',
    name: 'EU Blue Card',
    code: 'type D (§ 18g AufenthG)',
    summary:
      'Residence title for university graduates with a qualified job paying at least EUR 48,300 a year in 2025 (EUR 43,759.80 in shortage occupations and for recent graduates). Enter on a national D visa.',
    eligibility: listHtml('You may be eligible if you:', [
      'hold a German or recognised foreign university degree (or, for IT specialists, comparable experience)',
      'have a concrete job offer matching your qualification',
      'meet the 2025 salary threshold',
    ]),
    days: [14, 90],
    validity: 365,
    stay: 365,
    entries: 'multiple',
    fee: 75,
    currency: 'EUR',
    evisa: false,
    url: 'https://digital.diplo.de/visa',
  },
  {
    key: 'DE-CHANCE',
    iso2: 'DE',
    type: 'work',
    name: 'Opportunity Card (Chancenkarte)',
    code: '§ 20a AufenthG',
    summary:
      'Points-based job-search permit introduced in June 2024: up to 1 year in Germany to look for skilled work, with part-time work of up to 20 hours a week allowed.',
    eligibility: listHtml('You may be eligible if you:', [
      'hold a vocational qualification or degree recognised in Germany, or score at least 6 points (qualification, German or English, experience, age, ties to Germany)',
      'have at least basic German (A1) or English (B2)',
      'can show funds of about EUR 1,091 a month (2025), for example through a blocked account',
    ]),
    days: [30, 90],
    validity: 365,
    stay: 365,
    entries: 'multiple',
    fee: 75,
    currency: 'EUR',
    evisa: false,
    url: 'https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card',
  },
  // France
  {
    key: 'FR-C',
    iso2: 'FR',
    type: 'tourist',
    name: 'Schengen visa (short stay)',
    code: 'type C',
    summary:
      'Short-stay Schengen visa for France as main destination, applied for on France-Visas. Up to 90 days in any 180-day period.',
    eligibility: SCHENGEN_ELIGIBILITY,
    days: [15, 45],
    validity: 180,
    stay: 90,
    entries: 'multiple',
    fee: 90,
    currency: 'EUR',
    evisa: false,
    url: 'https://france-visas.gouv.fr/en/',
  },
  {
    key: 'FR-STUDY',
    iso2: 'FR',
    type: 'student',
    name: 'Long-stay student visa (VLS-TS étudiant)',
    code: 'VLS-TS',
    summary:
      'Long-stay visa equivalent to a residence permit for studies over 3 months; validate it online within 3 months of arrival. Most applicants go through Études en France (Campus France) first.',
    eligibility: listHtml(
      'You may be eligible if you:',
      [
        'are admitted to a French higher-education institution',
        'can show resources of at least EUR 615 a month',
        'have accommodation arranged for the start of your stay',
      ],
      'Students pay the reduced long-stay visa fee of EUR 50 (EUR 99 for other long-stay visas).',
    ),
    days: [14, 60],
    validity: 365,
    stay: 365,
    entries: 'multiple',
    fee: 50,
    currency: 'EUR',
    evisa: false,
    url: 'https://france-visas.gouv.fr/en/web/france-visas/student',
  },
  {
    key: 'FR-TALENT',
    iso2: 'FR',
    type: 'work',
    name: 'Talent Passport (Passeport Talent)',
    code: 'passeport talent',
    summary:
      'Multi-year residence permit (up to 4 years) for qualified employees, researchers, founders, investors and artists; family members get a matching permit.',
    eligibility: listHtml('Main categories include:', [
      "qualified employees with a master's degree or equivalent and a salary of about twice the minimum wage",
      'EU Blue Card holders',
      'researchers hosted by an approved organisation',
      'company founders and investors meeting the investment thresholds',
    ]),
    days: [14, 60],
    validity: 1460,
    stay: 1460,
    entries: 'multiple',
    fee: 99,
    currency: 'EUR',
    evisa: false,
    url: 'https://france-visas.gouv.fr/en/web/france-visas/talent-passport',
  },
  // Netherlands
  {
    key: 'NL-C',
    iso2: 'NL',
    type: 'tourist',
    name: 'Schengen visa (short stay)',
    code: 'type C',
    summary:
      'Short-stay Schengen visa for the Netherlands as main destination, for tourism, family visits or business of up to 90 days in any 180 days.',
    eligibility: SCHENGEN_ELIGIBILITY,
    days: [15, 45],
    validity: 180,
    stay: 90,
    entries: 'multiple',
    fee: 90,
    currency: 'EUR',
    evisa: false,
    url: 'https://www.netherlandsworldwide.nl/visa-the-netherlands/schengen-visa',
  },
  {
    key: 'NL-STUDY',
    iso2: 'NL',
    type: 'student',
    name: 'Residence permit for study (with MVV)',
    code: 'MVV + VVR study',
    summary:
      'The university, as recognised sponsor, applies to the IND for the provisional residence permit (MVV) and the residence permit in one procedure. Approximate 2025 fee shown.',
    eligibility: listHtml('You may be eligible if you:', [
      'are admitted to a full-time programme at an educational institution that is a recognised sponsor',
      'have sufficient funds for each month of study (the IND publishes the amount each year)',
      'take a tuberculosis test if required for your nationality',
    ]),
    days: [14, 90],
    validity: 365,
    stay: 365,
    entries: 'multiple',
    fee: 228,
    currency: 'EUR',
    evisa: false,
    url: 'https://ind.nl/en/residence-permits/study',
  },
  {
    key: 'NL-HSM',
    iso2: 'NL',
    type: 'work',
    name: 'Highly skilled migrant (kennismigrant)',
    code: 'kennismigrant',
    summary:
      'Residence permit for employees of an IND-recognised sponsor who meet the salary criterion; eligible for the fast-track procedure and the 30% tax facility. Approximate 2025 fee shown.',
    eligibility: listHtml('You may be eligible if you:', [
      'have an employment contract with an IND-recognised sponsor',
      'earn at least the salary criterion for your age group (lower for recent graduates)',
    ]),
    days: [14, 90],
    validity: 1825,
    stay: 1825,
    entries: 'multiple',
    fee: 380,
    currency: 'EUR',
    evisa: false,
    url: 'https://ind.nl/en/residence-permits/work/highly-skilled-migrant',
  },
  // New Zealand
  {
    key: 'NZ-VISIT',
    iso2: 'NZ',
    type: 'tourist',
    name: 'Visitor Visa',
    code: 'Visitor Visa',
    summary:
      'For visa-required travellers visiting for holidays, family or business for up to 9 months in an 18-month period. Fees rose on 1 October 2024; the International Visitor Levy (NZD 100) is paid too.',
    eligibility: listHtml('You may be eligible if you:', [
      'are a genuine visitor with an onward or return ticket',
      'have at least NZD 1,000 a month of your stay (or NZD 400 if accommodation is paid)',
      'meet the health and character requirements',
    ]),
    days: [20, 40],
    validity: 270,
    stay: 270,
    entries: 'multiple',
    fee: 341,
    currency: 'NZD',
    evisa: true,
    url: 'https://www.immigration.govt.nz/visas/visitor-visa/',
  },
  {
    key: 'NZ-ETA',
    iso2: 'NZ',
    type: 'tourist',
    name: 'New Zealand Electronic Travel Authority',
    code: 'NZeTA',
    summary:
      'Required before travelling for visa-waiver travellers and transit passengers. Valid 2 years; NZD 17 on the app or NZD 23 online, plus the NZD 100 International Visitor Levy for most visitors.',
    eligibility: listHtml(
      'You need an NZeTA if you:',
      [
        'are from a visa-waiver country (for example the UK, US, Canada, Japan or an EU country)',
        'are transiting through Auckland Airport from a transit visa-waiver country',
      ],
      'Australian citizens do not need one; Australian permanent residents need one but do not pay the levy.',
    ),
    days: [0, 3],
    validity: 730,
    stay: 90,
    entries: 'multiple',
    fee: 17,
    currency: 'NZD',
    evisa: true,
    url: 'https://www.immigration.govt.nz/nzeta',
  },
  {
    key: 'NZ-STUDENT',
    iso2: 'NZ',
    type: 'student',
    name: 'Fee Paying Student Visa',
    code: 'Student Visa',
    summary:
      'For full-time study with an approved provider, paying full fees. Most degree students may work up to 25 hours a week during term (from November 2025).',
    eligibility: listHtml('You may be eligible if you:', [
      'have an offer of place from an approved education provider',
      'have paid or can pay the tuition fees',
      'have at least NZD 20,000 a year for living costs (NZD 17,000 for school students)',
      'have acceptable medical and travel insurance',
    ]),
    days: [20, 60],
    entries: 'multiple',
    fee: 750,
    currency: 'NZD',
    evisa: true,
    url: 'https://www.immigration.govt.nz/visas/student-visa/',
  },
  {
    key: 'NZ-AEWV',
    iso2: 'NZ',
    type: 'work',
    name: 'Accredited Employer Work Visa',
    code: 'AEWV',
    summary:
      'Temporary work visa for a job with an accredited employer that has a job check. Usually up to 5 years depending on pay and skill level.',
    eligibility: listHtml('You may be eligible if you:', [
      'have a job offer from an accredited employer with an approved job check',
      'are paid at least the required wage for the role',
      'have the qualifications or at least 2 years of relevant experience (for ANZSCO level 1–3 roles)',
    ]),
    days: [14, 60],
    validity: 1825,
    stay: 1825,
    entries: 'multiple',
    fee: 1540,
    currency: 'NZD',
    evisa: true,
    url: 'https://www.immigration.govt.nz/visas/accredited-employer-work-visa/',
  },
  // Ireland
  {
    key: 'IE-C',
    iso2: 'IE',
    type: 'tourist',
    name: "Short Stay 'C' Visa",
    code: 'C visa',
    summary:
      'For visa-required nationals visiting Ireland for up to 90 days (tourism, family, business). Ireland is not in Schengen: a Schengen visa is not valid for Ireland.',
    eligibility: listHtml('You must show that you:', [
      'have a genuine reason to visit and will leave at the end of the stay',
      'can support yourself financially',
      'have a passport valid for at least 6 months after your intended departure',
    ]),
    days: [20, 56],
    validity: 90,
    stay: 90,
    entries: 'single',
    fee: 60,
    currency: 'EUR',
    evisa: false,
    url: 'https://www.irishimmigration.ie/coming-to-visit-ireland/',
  },
  {
    key: 'IE-D-STUDY',
    iso2: 'IE',
    type: 'student',
    name: "Long Stay 'D' Study Visa",
    code: 'D visa (study)',
    summary:
      'For courses of more than 3 months on the Interim List of Eligible Programmes. After arrival, register for an Irish Residence Permit (Stamp 2, EUR 300).',
    eligibility: listHtml('You must:', [
      'be accepted on a full-time course on the Interim List of Eligible Programmes (ILEP)',
      'have paid the fees (or at least EUR 6,000 if they are higher)',
      'show access to EUR 10,000 for the first year',
      'have private medical insurance',
    ]),
    days: [20, 56],
    validity: 90,
    stay: 365,
    entries: 'single',
    fee: 60,
    currency: 'EUR',
    evisa: false,
    url: 'https://www.irishimmigration.ie/coming-to-study-in-ireland/',
  },
  {
    key: 'IE-CSEP',
    iso2: 'IE',
    type: 'work',
    name: 'Critical Skills Employment Permit',
    code: 'CSEP',
    summary:
      'Two-year employment permit for occupations on the Critical Skills Occupations List (or highly paid roles); holders can then apply for Stamp 4 permission.',
    eligibility: listHtml('You may be eligible if you:', [
      'have a job offer of at least 2 years in an occupation on the Critical Skills Occupations List with a salary of at least EUR 38,000',
      'or have a job offer in any eligible occupation with a salary of at least EUR 64,000',
      'hold the relevant degree or qualification',
    ]),
    days: [14, 60],
    validity: 730,
    stay: 730,
    entries: 'multiple',
    fee: 1000,
    currency: 'EUR',
    evisa: false,
    url: 'https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/critical-skills-employment-permit/',
  },
  // Japan
  {
    key: 'JP-VISIT',
    iso2: 'JP',
    type: 'tourist',
    name: 'Temporary Visitor visa',
    code: 'short-term stay',
    summary:
      'For sightseeing, visiting relatives or business trips of 15, 30 or 90 days, for nationals who are not visa-exempt. JAPAN eVISA is available for some nationalities applying in certain countries.',
    eligibility: listHtml('You usually need:', [
      'a valid passport and a completed visa application form with photo',
      'a flight reservation and an itinerary',
      'proof that you can pay for the trip, or a guarantee letter from an inviting person in Japan',
    ]),
    days: [5, 14],
    validity: 90,
    stay: 90,
    entries: 'single',
    fee: 3000,
    currency: 'JPY',
    evisa: false,
    url: 'https://www.mofa.go.jp/j_info/visit/visa/index.html',
  },
  {
    key: 'JP-STUDENT',
    iso2: 'JP',
    type: 'student',
    name: 'Student visa',
    code: 'Student (ryugaku)',
    summary:
      'For study at a Japanese university, vocational school or Japanese language school. The school applies for a Certificate of Eligibility (CoE) first; the visa is then issued within about a week.',
    eligibility: listHtml('You need:', [
      'admission to a Japanese educational institution',
      'a Certificate of Eligibility issued by the Immigration Services Agency',
      'proof of funds for tuition and living costs',
    ]),
    days: [5, 14],
    validity: 90,
    entries: 'single',
    fee: 3000,
    currency: 'JPY',
    evisa: false,
    url: 'https://www.mofa.go.jp/j_info/visit/visa/long/index.html',
  },
  {
    key: 'JP-WH',
    iso2: 'JP',
    type: 'working-holiday',
    name: 'Working Holiday visa',
    code: 'Designated Activities (working holiday)',
    summary:
      'Up to 1 year of holiday with incidental work for 18–30 year olds from partner countries such as Australia, Canada, the UK, Ireland, France, Germany and New Zealand. Free of charge.',
    eligibility: listHtml('You may be eligible if you:', [
      'are a national of a partner country and live there when you apply',
      'are aged 18 to 30 (25 for some countries)',
      'primarily intend to holiday in Japan and have a return ticket or funds for one',
    ]),
    days: [5, 14],
    validity: 365,
    stay: 365,
    entries: 'single',
    fee: 0,
    currency: 'JPY',
    evisa: false,
    url: 'https://www.mofa.go.jp/j_info/visit/w_holiday/index.html',
  },
  {
    key: 'JP-ENG',
    iso2: 'JP',
    type: 'work',
    name: 'Engineer / Specialist in Humanities / International Services',
    code: 'Gijinkoku',
    summary:
      'The most common work status for graduates employed in engineering, IT, business, translation or design roles. Requires a Certificate of Eligibility sponsored by the employer; period of stay 3 months to 5 years.',
    eligibility: listHtml('You usually need:', [
      'a university degree related to the job, or 10 years of experience (3 years for international services)',
      'a contract with a Japanese employer at a salary equivalent to that of Japanese nationals',
      'a Certificate of Eligibility',
    ]),
    days: [5, 14],
    validity: 90,
    entries: 'single',
    fee: 3000,
    currency: 'JPY',
    evisa: false,
    url: 'https://www.isa.go.jp/en/applications/procedures/16-3.html',
  },
  // Singapore
  {
    key: 'SG-VISIT',
    iso2: 'SG',
    type: 'tourist',
    name: 'Entry visa (visit)',
    code: 'Form 14A',
    summary:
      'Visa for nationals of visa-required countries, applied for through a local contact, an authorised visa agent or an overseas mission and issued as an e-Visa. All travellers also submit the free SG Arrival Card.',
    eligibility: listHtml('You need:', [
      'a passport valid for at least 6 months',
      'a completed Form 14A and a recent photo',
      'a confirmed onward or return ticket and enough funds',
    ]),
    days: [1, 5],
    validity: 35,
    stay: 30,
    entries: 'single',
    fee: 30,
    currency: 'SGD',
    evisa: true,
    url: 'https://www.ica.gov.sg/enter-transit-depart/entering-singapore/visa_requirements',
  },
  {
    key: 'SG-STP',
    iso2: 'SG',
    type: 'student',
    name: "Student's Pass",
    code: 'STP',
    summary:
      "For full-time study at an approved institution. Apply through ICA's SOLAR+ system after the school registers you; SGD 30 processing fee plus SGD 60 issuance fee.",
    eligibility: listHtml('You need:', [
      'an offer of a full-time course from an institution that uses SOLAR+',
      'the completed eForm 16 and supporting documents',
      'to meet the medical examination requirement where asked',
    ]),
    days: [7, 35],
    entries: 'multiple',
    fee: 90,
    currency: 'SGD',
    evisa: true,
    url: 'https://www.ica.gov.sg/reside/STP',
  },
  {
    key: 'SG-EP',
    iso2: 'SG',
    type: 'work',
    name: 'Employment Pass',
    code: 'EP',
    summary:
      'For professionals, managers and executives earning at least SGD 5,600 a month (SGD 6,200 in financial services) from 1 January 2025 and passing the COMPASS points framework. Fees: SGD 105 application, SGD 225 issuance.',
    eligibility: listHtml('You may be eligible if you:', [
      'have a job offer in a professional, managerial or executive role',
      'meet the qualifying salary for your age',
      'score at least 40 points under COMPASS, unless exempt',
    ]),
    days: [10, 21],
    validity: 730,
    stay: 730,
    entries: 'multiple',
    fee: 330,
    currency: 'SGD',
    evisa: true,
    url: 'https://www.mom.gov.sg/passes-and-permits/employment-pass',
  },
  // United Arab Emirates
  {
    key: 'AE-TOURIST',
    iso2: 'AE',
    type: 'tourist',
    name: 'Tourist visa (30 days)',
    code: 'tourist entry permit',
    summary:
      'Single-entry tourist entry permit for nationals who do not get a visa on arrival, sponsored by an airline, hotel or tour operator. Fees vary by emirate and channel; a figure of about AED 300 is typical.',
    eligibility: listHtml('You usually need:', [
      'a passport valid for at least 6 months',
      'a sponsor (UAE airline, hotel or licensed tour operator)',
      'a return ticket and hotel booking',
    ]),
    days: [2, 5],
    validity: 60,
    stay: 30,
    entries: 'single',
    fee: 300,
    currency: 'AED',
    evisa: true,
    url: 'https://smartservices.icp.gov.ae/',
  },
  {
    key: 'AE-GOLDEN',
    iso2: 'AE',
    type: 'investor',
    name: 'Golden Visa (10-year residence)',
    code: 'Golden Visa',
    summary:
      'Ten-year renewable residence for investors (for example property worth at least AED 2 million), entrepreneurs, exceptional talents, skilled professionals and outstanding students. Fees vary by category and emirate.',
    eligibility: listHtml('Categories include:', [
      'real estate investors with property worth AED 2 million or more',
      "skilled employees with a monthly salary of at least AED 30,000 and a bachelor's degree",
      'entrepreneurs and exceptional talents endorsed by a competent authority',
    ]),
    days: [5, 30],
    validity: 3650,
    stay: 3650,
    entries: 'multiple',
    currency: 'AED',
    evisa: true,
    url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/residence-visas/golden-visa',
  },
  {
    key: 'AE-WORK',
    iso2: 'AE',
    type: 'work',
    name: 'Employment residence visa',
    code: 'work permit + residence',
    summary:
      'Two-year residence visa sponsored by a UAE employer after a work permit from MOHRE; includes a medical test and Emirates ID. Costs are paid by the employer.',
    eligibility: listHtml('You need:', [
      'a job offer from a UAE employer who obtains the work permit',
      'a medical fitness test and Emirates ID biometrics after arrival',
      'attested educational certificates for some roles',
    ]),
    days: [7, 30],
    validity: 730,
    stay: 730,
    entries: 'multiple',
    currency: 'AED',
    evisa: true,
    url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/residence-visas',
    published: false,
  },
];

interface FormSeed {
  visa: string;
  title: string;
  code?: string;
  url: string;
  version: string;
  active?: boolean;
}

const FORMS: FormSeed[] = [
  {
    visa: 'AU-600',
    title: 'Application for a Visitor visa – Tourist stream',
    code: 'Form 1419',
    url: 'https://immi.homeaffairs.gov.au/form-listing/forms/1419.pdf',
    version: '2024-07-01',
  },
  {
    visa: 'AU-600',
    title: 'Personal particulars for assessment including character assessment',
    code: 'Form 80',
    url: 'https://immi.homeaffairs.gov.au/form-listing/forms/80.pdf',
    version: '2024-11-01',
  },
  {
    visa: 'AU-500',
    title: 'Consent to grant an Australian visa to a child under the age of 18 years',
    code: 'Form 1229',
    url: 'https://immi.homeaffairs.gov.au/form-listing/forms/1229.pdf',
    version: '2023-11-01',
  },
  {
    visa: 'AU-482',
    title: 'Additional personal particulars information',
    code: 'Form 1221',
    url: 'https://immi.homeaffairs.gov.au/form-listing/forms/1221.pdf',
    version: '2024-11-01',
  },
  {
    visa: 'AU-482',
    title: 'Advice by a migration agent/exempt person of providing immigration assistance',
    code: 'Form 956',
    url: 'https://immi.homeaffairs.gov.au/form-listing/forms/956.pdf',
    version: '2023-07-01',
  },
  {
    visa: 'CA-TRV',
    title: 'Application for Temporary Resident Visa',
    code: 'IMM 5257',
    url: 'https://www.canada.ca/content/dam/ircc/migration/ircc/english/pdf/kits/forms/imm5257e.pdf',
    version: '2024-10-01',
  },
  {
    visa: 'CA-TRV',
    title: 'Family Information',
    code: 'IMM 5707',
    url: 'https://www.canada.ca/content/dam/ircc/migration/ircc/english/pdf/kits/forms/imm5707e.pdf',
    version: '2024-05-01',
  },
  {
    visa: 'CA-STUDY',
    title: 'Application for Study Permit Made Outside of Canada',
    code: 'IMM 1294',
    url: 'https://www.canada.ca/content/dam/ircc/migration/ircc/english/pdf/kits/forms/imm1294e.pdf',
    version: '2024-09-01',
  },
  {
    visa: 'CA-STUDY',
    title: 'Use of a Representative',
    code: 'IMM 5476',
    url: 'https://www.canada.ca/content/dam/ircc/migration/ircc/english/pdf/kits/forms/imm5476e.pdf',
    version: '2024-03-01',
  },
  {
    visa: 'US-B',
    title: 'Online Nonimmigrant Visa Application',
    code: 'DS-160',
    url: 'https://ceac.state.gov/genniv/',
    version: '2025-01-15',
  },
  {
    visa: 'US-F1',
    title: 'Online Nonimmigrant Visa Application',
    code: 'DS-160',
    url: 'https://ceac.state.gov/genniv/',
    version: '2025-01-15',
  },
  { visa: 'US-F1', title: 'SEVIS fee payment', code: 'I-901', url: 'https://www.fmjfee.com/', version: '2024-06-24' },
  { visa: 'US-ESTA', title: 'ESTA online application', url: 'https://esta.cbp.dhs.gov/', version: '2025-09-30' },
  {
    visa: 'GB-VISIT',
    title: 'Apply for a Standard Visitor visa (online)',
    url: 'https://www.gov.uk/standard-visitor/apply-standard-visitor-visa',
    version: '2025-04-09',
  },
  {
    visa: 'GB-STUDENT',
    title: 'Student visa: apply from outside the UK (online)',
    url: 'https://www.gov.uk/student-visa/apply',
    version: '2025-04-09',
  },
  {
    visa: 'GB-SKILLED',
    title: 'Skilled Worker visa: apply from outside the UK (online)',
    url: 'https://www.gov.uk/skilled-worker-visa/apply-from-outside-the-uk',
    version: '2025-07-22',
  },
  { visa: 'DE-C', title: 'Schengen visa application (VIDEX)', url: 'https://videx.diplo.de/', version: '2024-06-11' },
  {
    visa: 'DE-STUDY',
    title: 'National visa application (Consular Services Portal)',
    url: 'https://digital.diplo.de/visa',
    version: '2025-01-01',
  },
  {
    visa: 'FR-C',
    title: 'France-Visas online application',
    url: 'https://france-visas.gouv.fr/en/online-application',
    version: '2024-06-11',
  },
  {
    visa: 'NL-C',
    title: 'Schengen visa application form',
    url: 'https://www.netherlandsworldwide.nl/visa-the-netherlands/schengen-visa',
    version: '2024-06-11',
  },
  {
    visa: 'NZ-VISIT',
    title: 'Visitor Visa Application',
    code: 'INZ 1017',
    url: 'https://www.immigration.govt.nz/documents/forms-and-guides/inz1017.pdf',
    version: '2024-10-01',
    active: false,
  },
  {
    visa: 'NZ-STUDENT',
    title: 'General Medical Certificate',
    code: 'INZ 1007',
    url: 'https://www.immigration.govt.nz/documents/forms-and-guides/inz1007.pdf',
    version: '2023-11-01',
  },
  {
    visa: 'NZ-STUDENT',
    title: 'Chest X-ray Certificate',
    code: 'INZ 1096',
    url: 'https://www.immigration.govt.nz/documents/forms-and-guides/inz1096.pdf',
    version: '2023-11-01',
  },
  {
    visa: 'IE-C',
    title: 'AVATS online visa application',
    code: 'AVATS',
    url: 'https://www.visas.inis.gov.ie/avats/OnlineHome.aspx',
    version: '2025-01-01',
  },
  {
    visa: 'IE-D-STUDY',
    title: 'AVATS online visa application',
    code: 'AVATS',
    url: 'https://www.visas.inis.gov.ie/avats/OnlineHome.aspx',
    version: '2025-01-01',
  },
  {
    visa: 'JP-VISIT',
    title: 'Visa Application Form to Enter Japan',
    url: 'https://www.mofa.go.jp/j_info/visit/visa/index.html',
    version: '2024-04-01',
  },
  {
    visa: 'SG-VISIT',
    title: 'Application for Entry Visa',
    code: 'Form 14A',
    url: 'https://www.ica.gov.sg/enter-transit-depart/entering-singapore/visa_requirements',
    version: '2024-05-01',
  },
  {
    visa: 'SG-STP',
    title: "Student's Pass application",
    code: 'eForm 16',
    url: 'https://www.ica.gov.sg/reside/STP/apply',
    version: '2024-05-01',
  },
  {
    visa: 'AE-TOURIST',
    title: 'ICP smart services: tourist visa application',
    url: 'https://smartservices.icp.gov.ae/',
    version: '2025-02-01',
  },
];

const stateDept = (slug: string) =>
  `https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/${slug}-travel-advisory.html`;

/** Every advisory body closes with this line. */
const ADVICE_DISCLAIMER = 'Demo summary of a public advisory; read the source before you travel.';

/** A travel advisory: its body is the intro paragraph, the list of items and ADVICE_DISCLAIMER. */
const ADVICE: {
  iso2: string;
  level: number;
  summary: string;
  intro: string;
  items: string[];
  source: string;
  reviewed: string;
}[] = [
  {
    iso2: 'AU',
    level: 1,
    reviewed: '2025-06-12',
    source: stateDept('australia'),
    summary:
      'Exercise normal precautions. Very safe overall; natural hazards (bushfires, floods, heat, surf) are the main risks.',
    intro: 'Australia has low crime levels. The main risks are environmental.',
    items: [
      'Check bushfire and flood warnings with the state emergency services before travelling in the regions.',
      'Swim between the red and yellow flags on patrolled beaches.',
      'Carry water and tell someone your plans when driving in remote areas.',
    ],
  },
  {
    iso2: 'CA',
    level: 1,
    reviewed: '2025-05-20',
    source: stateDept('canada'),
    summary: 'Exercise normal precautions. Wildfire smoke in summer and severe winter weather can disrupt travel.',
    intro: 'Canada is generally safe for visitors.',
    items: [
      'Summer wildfires can close roads and affect air quality; follow provincial alerts.',
      'Winter driving requires snow tyres in some provinces (for example Quebec from 1 December).',
      'Cannabis is legal in Canada but taking it across the border is a criminal offence.',
    ],
  },
  {
    iso2: 'US',
    level: 1,
    reviewed: '2025-07-03',
    source: 'https://www.smartraveller.gov.au/destinations/americas/united-states-america',
    summary:
      'Exercise normal safety precautions. Gun violence, hurricanes and wildfires are the main risks; medical costs are very high.',
    intro: 'Most visits are trouble-free.',
    items: [
      'Buy comprehensive travel insurance: hospital treatment can cost tens of thousands of dollars.',
      'Follow local advice during hurricane (June–November) and wildfire seasons.',
      'Border officers can examine electronic devices and refuse entry even with a valid visa or ESTA.',
    ],
  },
  {
    iso2: 'GB',
    level: 2,
    reviewed: '2025-06-30',
    source: stateDept('united-kingdom'),
    summary: 'Exercise increased caution due to terrorism. Otherwise low risk; pickpocketing is common in London.',
    intro: 'Terrorist attacks are possible, and the national threat level is published by MI5.',
    items: [
      'Stay aware in crowded places and transport hubs.',
      'Watch for pickpockets and phone snatching in central London.',
      'Visa-exempt visitors need an ETA before travelling.',
    ],
  },
  {
    iso2: 'DE',
    level: 2,
    reviewed: '2025-06-18',
    source: stateDept('germany'),
    summary: 'Exercise increased caution due to terrorism. Crime levels are low.',
    intro:
      'Terrorist groups continue to plot possible attacks in Europe, including at Christmas markets and large events.',
    items: [
      'Stay alert in crowded public places.',
      'Carry your passport or a copy; police may ask for identification.',
      "Temporary internal border checks are in place on Germany's land borders.",
    ],
  },
  {
    iso2: 'FR',
    level: 2,
    reviewed: '2025-06-18',
    source: stateDept('france'),
    summary:
      'Exercise increased caution due to terrorism and civil unrest. Demonstrations and strikes can disrupt transport.',
    intro: 'Demonstrations are common, especially in Paris, and can turn violent.',
    items: [
      'Avoid demonstrations and follow local media.',
      'Check for transport strikes before travelling.',
      'Beware of pickpockets at tourist sites and on public transport.',
    ],
  },
  {
    iso2: 'NZ',
    level: 1,
    reviewed: '2025-04-28',
    source: stateDept('new-zealand'),
    summary:
      'Exercise normal precautions. Earthquakes, volcanic activity and fast-changing mountain weather are the main risks.',
    intro: 'New Zealand is generally safe.',
    items: [
      'Learn the Drop, Cover and Hold drill for earthquakes.',
      'Check weather and track conditions with the Department of Conservation before hiking.',
      'Declare all food at the border to avoid an instant NZD 400 fine.',
    ],
  },
  {
    iso2: 'IE',
    level: 1,
    reviewed: '2025-05-06',
    source: stateDept('ireland'),
    summary: 'Exercise normal precautions. Petty crime in Dublin city centre is the main concern.',
    intro: 'Ireland is generally safe for visitors.',
    items: [
      'Watch your belongings in busy areas of Dublin.',
      'Traffic drives on the left.',
      'Ireland is not part of the Schengen area: a Schengen visa is not valid for entry.',
    ],
  },
  {
    iso2: 'NL',
    level: 2,
    reviewed: '2025-06-18',
    source: stateDept('netherlands'),
    summary: 'Exercise increased caution due to terrorism. Bicycle theft and pickpocketing are common in Amsterdam.',
    intro: 'Terrorist attacks are possible in crowded places.',
    items: [
      'Stay off bike lanes when walking.',
      'Buying or using soft drugs outside licensed coffee shops is illegal, and hard drugs are illegal everywhere.',
      'Keep valuables safe on trains and at Schiphol.',
    ],
  },
  {
    iso2: 'JP',
    level: 1,
    reviewed: '2025-05-15',
    source: stateDept('japan'),
    summary:
      'Exercise normal precautions. Earthquakes, tsunamis and typhoons are the main risks; some common medicines are banned.',
    intro: 'Japan has very low crime.',
    items: [
      'Register for local alerts and know your evacuation route in case of an earthquake or tsunami.',
      'Typhoon season runs from June to October.',
      'Some medicines, including many containing pseudoephedrine or amphetamines, cannot be brought into Japan.',
    ],
  },
  {
    iso2: 'SG',
    level: 1,
    reviewed: '2025-04-10',
    source: stateDept('singapore'),
    summary:
      'Exercise normal precautions. Strict laws: penalties for drug offences include the death penalty, and vaping is illegal.',
    intro: 'Singapore is very safe, but its laws are strict.',
    items: [
      'Possessing or using e-cigarettes or vapes is an offence.',
      'Drug trafficking carries the death penalty.',
      'Submit the SG Arrival Card within 3 days before arrival.',
    ],
  },
  {
    iso2: 'AE',
    level: 2,
    reviewed: '2025-07-01',
    source: stateDept('united-arab-emirates'),
    summary:
      'Exercise increased caution due to the threat of missile or drone attacks and terrorism linked to regional conflict.',
    intro: 'The regional security situation can change quickly.',
    items: [
      'Follow local authority instructions and monitor the news.',
      'Respect local laws on dress, public behaviour and alcohol; public displays of affection can lead to arrest.',
      'Some prescription medicines are controlled and need prior approval.',
    ],
  },
];

const EU_CASH =
  'Cash of EUR 10,000 or more (or the equivalent in other currencies, bearer cheques or gold) must be declared when entering or leaving the EU.';
const EU_ALCOHOL =
  'Duty-free from outside the EU (17+): 1 L of spirits over 22% or 2 L up to 22%, plus 4 L of still wine and 16 L of beer.';
const EU_TOBACCO =
  'Duty-free from outside the EU by air or sea (17+): 200 cigarettes, or 100 cigarillos, or 50 cigars, or 250 g of tobacco.';
const EU_FOOD =
  'Meat, milk and products made from them cannot be brought in from outside the EU, apart from small amounts of infant formula and special medical food.';

const CUSTOMS: {
  iso2: string;
  category: RecordOfDef<typeof customsInfo>['category'];
  allowance: string;
  body?: string;
  source: string;
}[] = [
  {
    iso2: 'AU',
    category: 'currency',
    allowance: 'Declare AUD 10,000 or more (or foreign equivalent) in cash on arrival or departure.',
    body: '<p>There is no limit on how much you can bring, but amounts of AUD 10,000 or more must be reported. Bearer negotiable instruments must be disclosed if asked.</p>',
    source: 'https://www.abf.gov.au/entering-and-leaving-australia/crossing-the-border/currency-reporting',
  },
  {
    iso2: 'AU',
    category: 'alcohol',
    allowance: '2.25 L of alcohol duty-free per adult (18+).',
    source: 'https://www.abf.gov.au/entering-and-leaving-australia/duty-free-concessions',
  },
  {
    iso2: 'AU',
    category: 'tobacco',
    allowance: '25 cigarettes or 25 g of other tobacco products, plus one open packet, duty-free per adult (18+).',
    source: 'https://www.abf.gov.au/entering-and-leaving-australia/duty-free-concessions',
  },
  {
    iso2: 'AU',
    category: 'food',
    allowance: 'Declare all food, plant material and animal products on the Incoming Passenger Card.',
    body: '<p>Biosecurity officers inspect declared items. Failing to declare can lead to fines, visa cancellation or prosecution.</p>',
    source: 'https://www.agriculture.gov.au/biosecurity-trade/travelling/to-australia',
  },
  {
    iso2: 'AU',
    category: 'other',
    allowance: 'General goods up to AUD 900 per adult (AUD 450 under 18) duty-free.',
    source: 'https://www.abf.gov.au/entering-and-leaving-australia/duty-free-concessions',
  },
  {
    iso2: 'CA',
    category: 'currency',
    allowance: 'Report CAD 10,000 or more (or equivalent) in currency or monetary instruments.',
    source: 'https://www.cbsa-asfc.gc.ca/travel-voyage/declare-eng.html',
  },
  {
    iso2: 'CA',
    category: 'alcohol',
    allowance:
      'Visitors of legal drinking age: 1.5 L of wine, or 1.14 L of liquor, or 8.5 L of beer (24 cans or bottles of 355 mL).',
    source: 'https://www.cbsa-asfc.gc.ca/travel-voyage/declare-eng.html',
  },
  {
    iso2: 'CA',
    category: 'tobacco',
    allowance: '200 cigarettes, 50 cigars, 200 g of manufactured tobacco and 200 tobacco sticks.',
    source: 'https://www.cbsa-asfc.gc.ca/travel-voyage/declare-eng.html',
  },
  {
    iso2: 'CA',
    category: 'prohibited',
    allowance: 'Cannabis in any form cannot be brought into or out of Canada without a permit.',
    body: '<p>This applies even if you travel from a place where cannabis is legal, and even if you hold a medical document.</p>',
    source: 'https://www.cbsa-asfc.gc.ca/travel-voyage/declare-eng.html',
  },
  {
    iso2: 'US',
    category: 'currency',
    allowance: 'Report more than USD 10,000 (or equivalent) in currency or monetary instruments on FinCEN Form 105.',
    source: 'https://www.cbp.gov/travel/international-visitors/know-before-you-visit',
  },
  {
    iso2: 'US',
    category: 'alcohol',
    allowance: 'Non-residents aged 21+ may bring 1 L of alcohol duty-free for personal use.',
    source: 'https://www.cbp.gov/travel/international-visitors/know-before-you-visit',
  },
  {
    iso2: 'US',
    category: 'tobacco',
    allowance: 'Non-residents: 200 cigarettes or 100 cigars (non-Cuban) duty-free.',
    source: 'https://www.cbp.gov/travel/international-visitors/know-before-you-visit',
  },
  {
    iso2: 'US',
    category: 'food',
    allowance: 'Declare all food, plants and animal products; fresh fruit, vegetables and most meats are not allowed.',
    source: 'https://www.cbp.gov/travel/international-visitors/know-before-you-visit',
  },
  {
    iso2: 'US',
    category: 'other',
    allowance: 'Non-residents may bring gifts worth up to USD 100 duty-free if staying at least 72 hours.',
    source: 'https://www.cbp.gov/travel/international-visitors/know-before-you-visit',
  },
  {
    iso2: 'GB',
    category: 'currency',
    allowance:
      'Declare GBP 10,000 or more (or equivalent) in cash when travelling into or out of Great Britain from outside the UK.',
    source: 'https://www.gov.uk/bringing-cash-into-uk',
  },
  {
    iso2: 'GB',
    category: 'alcohol',
    allowance:
      '42 L of beer, 18 L of still wine, and 4 L of spirits over 22% or 9 L of sparkling or fortified wine (18+).',
    source: 'https://www.gov.uk/duty-free-goods',
  },
  {
    iso2: 'GB',
    category: 'tobacco',
    allowance:
      '200 cigarettes, or 100 cigarillos, or 50 cigars, or 250 g of tobacco, or 200 sticks for heated tobacco (18+).',
    source: 'https://www.gov.uk/duty-free-goods',
  },
  {
    iso2: 'GB',
    category: 'food',
    allowance:
      'Meat and dairy products from outside the UK cannot be brought in for personal use (extended to the EU in April 2025).',
    source: 'https://www.gov.uk/bringing-food-animals-plants-into-uk',
  },
  {
    iso2: 'GB',
    category: 'other',
    allowance: 'Other goods worth up to GBP 390 duty-free (GBP 270 if arriving by private plane or boat).',
    source: 'https://www.gov.uk/duty-free-goods',
  },
  {
    iso2: 'DE',
    category: 'currency',
    allowance: EU_CASH,
    source: 'https://www.zoll.de/EN/Private-individuals/Travel/travel_node.html',
  },
  {
    iso2: 'DE',
    category: 'alcohol',
    allowance: EU_ALCOHOL,
    source: 'https://www.zoll.de/EN/Private-individuals/Travel/travel_node.html',
  },
  {
    iso2: 'DE',
    category: 'tobacco',
    allowance: EU_TOBACCO,
    source: 'https://www.zoll.de/EN/Private-individuals/Travel/travel_node.html',
  },
  {
    iso2: 'DE',
    category: 'medicines',
    allowance:
      "Medicines for personal use up to 3 months' supply; narcotic medicines need a Schengen certificate (Article 75).",
    source: 'https://www.zoll.de/EN/Private-individuals/Travel/travel_node.html',
  },
  { iso2: 'FR', category: 'currency', allowance: EU_CASH, source: 'https://www.douane.gouv.fr/' },
  { iso2: 'FR', category: 'alcohol', allowance: EU_ALCOHOL, source: 'https://www.douane.gouv.fr/' },
  { iso2: 'FR', category: 'tobacco', allowance: EU_TOBACCO, source: 'https://www.douane.gouv.fr/' },
  {
    iso2: 'FR',
    category: 'prohibited',
    allowance:
      'Counterfeit goods: bringing in or possessing fakes is an offence, with fines of up to twice the value of the genuine item.',
    source: 'https://www.douane.gouv.fr/',
  },
  {
    iso2: 'NL',
    category: 'currency',
    allowance: EU_CASH,
    source: 'https://www.belastingdienst.nl/wps/wcm/connect/en/customs/customs',
  },
  {
    iso2: 'NL',
    category: 'alcohol',
    allowance: EU_ALCOHOL,
    source: 'https://www.belastingdienst.nl/wps/wcm/connect/en/customs/customs',
  },
  {
    iso2: 'NL',
    category: 'food',
    allowance: EU_FOOD,
    source: 'https://www.belastingdienst.nl/wps/wcm/connect/en/customs/customs',
  },
  {
    iso2: 'NL',
    category: 'prohibited',
    allowance: 'Cannabis and other drugs cannot be imported or exported, even though coffee shops are tolerated.',
    source: 'https://www.belastingdienst.nl/wps/wcm/connect/en/customs/customs',
  },
  {
    iso2: 'NZ',
    category: 'currency',
    allowance: 'Declare NZD 10,000 or more (or foreign equivalent) in cash on a Border Cash Report.',
    source: 'https://www.customs.govt.nz/personal/travel-to-and-from-nz/',
  },
  {
    iso2: 'NZ',
    category: 'alcohol',
    allowance: '3 bottles of spirits (up to 1.125 L each) and 4.5 L of wine or beer duty-free (17+).',
    source: 'https://www.customs.govt.nz/personal/travel-to-and-from-nz/',
  },
  {
    iso2: 'NZ',
    category: 'tobacco',
    allowance: '50 cigarettes, or 50 g of cigars or tobacco, or a mix up to 50 g (17+).',
    source: 'https://www.customs.govt.nz/personal/travel-to-and-from-nz/',
  },
  {
    iso2: 'NZ',
    category: 'food',
    allowance: 'Declare all food and risk items; undeclared items mean an instant NZD 400 fine.',
    source: 'https://www.mpi.govt.nz/bringing-and-sending-items-to-new-zealand/',
  },
  {
    iso2: 'NZ',
    category: 'other',
    allowance: 'Goods worth up to NZD 700 in total duty-free.',
    source: 'https://www.customs.govt.nz/personal/travel-to-and-from-nz/',
  },
  { iso2: 'IE', category: 'currency', allowance: EU_CASH, source: 'https://www.revenue.ie/en/customs/' },
  { iso2: 'IE', category: 'alcohol', allowance: EU_ALCOHOL, source: 'https://www.revenue.ie/en/customs/' },
  { iso2: 'IE', category: 'tobacco', allowance: EU_TOBACCO, source: 'https://www.revenue.ie/en/customs/' },
  { iso2: 'IE', category: 'food', allowance: EU_FOOD, source: 'https://www.revenue.ie/en/customs/' },
  {
    iso2: 'JP',
    category: 'currency',
    allowance: 'Declare cash and instruments worth more than JPY 1,000,000 on the customs declaration.',
    source: 'https://www.customs.go.jp/english/summary/passenger.htm',
  },
  {
    iso2: 'JP',
    category: 'alcohol',
    allowance: '3 bottles (760 mL each) of alcoholic beverages duty-free (20+).',
    source: 'https://www.customs.go.jp/english/summary/passenger.htm',
  },
  {
    iso2: 'JP',
    category: 'tobacco',
    allowance: '200 cigarettes, or 50 cigars, or 250 g of other tobacco, or 10 packs of heated tobacco sticks (20+).',
    source: 'https://www.customs.go.jp/english/summary/passenger.htm',
  },
  {
    iso2: 'JP',
    category: 'medicines',
    allowance:
      'Up to 1 month of prescription medicine without formalities; more needs prior import confirmation. Stimulants (including some cold medicines) are banned.',
    source: 'https://www.customs.go.jp/english/summary/passenger.htm',
  },
  {
    iso2: 'JP',
    category: 'other',
    allowance: 'Other goods with a total overseas market value of up to JPY 200,000 duty-free.',
    source: 'https://www.customs.go.jp/english/summary/passenger.htm',
  },
  {
    iso2: 'SG',
    category: 'currency',
    allowance: 'Report cash and bearer instruments of more than SGD 20,000 (or equivalent).',
    source: 'https://www.customs.gov.sg/individuals/going-through-customs/',
  },
  {
    iso2: 'SG',
    category: 'alcohol',
    allowance:
      'Duty-free liquor in set combinations (for example 1 L of spirits, 1 L of wine and 1 L of beer) if you were away 48 hours or more and did not arrive from Malaysia.',
    source: 'https://www.customs.gov.sg/individuals/going-through-customs/',
  },
  {
    iso2: 'SG',
    category: 'tobacco',
    allowance: 'No duty-free allowance: all cigarettes and tobacco must be declared and taxed.',
    source: 'https://www.customs.gov.sg/individuals/going-through-customs/',
  },
  {
    iso2: 'SG',
    category: 'prohibited',
    allowance:
      'E-cigarettes and vapes, chewing gum (except dental and nicotine gum), firecrackers and controlled drugs are prohibited.',
    source: 'https://www.customs.gov.sg/individuals/going-through-customs/',
  },
  {
    iso2: 'AE',
    category: 'currency',
    allowance: 'Declare cash, jewellery or financial instruments worth more than AED 60,000 (or equivalent).',
    source: 'https://www.dubaicustoms.gov.ae/',
  },
  {
    iso2: 'AE',
    category: 'tobacco',
    allowance: '400 cigarettes, 50 cigars or 500 g of tobacco duty-free.',
    source: 'https://www.dubaicustoms.gov.ae/',
  },
  {
    iso2: 'AE',
    category: 'alcohol',
    allowance:
      '4 L of spirits or wine, or 2 cases of beer (24 cans of up to 355 mL each), for non-Muslim adults (18+).',
    source: 'https://www.dubaicustoms.gov.ae/',
  },
  {
    iso2: 'AE',
    category: 'medicines',
    allowance:
      'Controlled and narcotic medicines (for example codeine or tramadol) need prior approval from the Ministry of Health and Prevention.',
    source: 'https://www.dubaicustoms.gov.ae/',
  },
];

const DATA_VARIABLES: InsertOf<typeof dataVariables>[] = [
  {
    scope: 'visa',
    key: 'schengen_max_stay_days',
    label: 'Schengen maximum stay',
    value: '90',
    value_type: 'number',
    description: 'Days a short-stay visitor may spend in the Schengen area in any 180-day period.',
  },
  {
    scope: 'visa',
    key: 'schengen_reference_period_days',
    label: 'Schengen rolling period',
    value: '180',
    value_type: 'number',
    description: 'Length of the rolling window over which the 90 days are counted.',
  },
  {
    scope: 'visa',
    key: 'schengen_visa_fee_eur',
    label: 'Schengen visa fee (adult)',
    value: '90',
    value_type: 'currency',
    description: 'EUR, since 11 June 2024. Children aged 6–11 pay EUR 45.',
  },
  {
    scope: 'visa',
    key: 'schengen_insurance_min_eur',
    label: 'Schengen travel insurance minimum cover',
    value: '30000',
    value_type: 'currency',
    description: 'EUR of medical cover required for a Schengen visa.',
  },
  {
    scope: 'visa',
    key: 'eu_cash_declaration_eur',
    label: 'EU cash declaration threshold',
    value: '10000',
    value_type: 'currency',
    description: 'EUR, when entering or leaving the EU.',
  },
  {
    scope: 'visa',
    key: 'au_cash_declaration_aud',
    label: 'Australia cash declaration threshold',
    value: '10000',
    value_type: 'currency',
    description: 'AUD, on arrival or departure.',
  },
  {
    scope: 'visa',
    key: 'uk_eta_fee_gbp',
    label: 'UK ETA fee',
    value: '16',
    value_type: 'currency',
    description: 'GBP, since 9 April 2025.',
  },
  {
    scope: 'visa',
    key: 'us_esta_fee_usd',
    label: 'US ESTA fee',
    value: '40',
    value_type: 'currency',
    description: 'USD, since 30 September 2025 (previously USD 21).',
  },
  {
    scope: 'visa',
    key: 'ca_eta_fee_cad',
    label: 'Canada eTA fee',
    value: '7',
    value_type: 'currency',
    description: 'CAD.',
  },
  {
    scope: 'visa',
    key: 'au_student_work_hours_fortnight',
    label: 'Australia student work limit',
    value: '48',
    value_type: 'number',
    description: 'Hours per fortnight while the course is in session (since 1 July 2023).',
  },
  {
    scope: 'visa',
    key: 'passport_min_validity_months',
    label: 'Recommended passport validity',
    value: '6',
    value_type: 'number',
    description: 'Months of validity beyond the planned stay that most destinations and airlines expect.',
  },
  {
    scope: 'pr',
    key: 'au_points_pass_mark',
    label: 'Australia points test pass mark',
    value: '65',
    value_type: 'number',
    description: 'Minimum points for subclasses 189, 190 and 491; invitation rounds often need more.',
  },
  {
    scope: 'pr',
    key: 'au_skilled_age_limit',
    label: 'Australia skilled visa age limit',
    value: '45',
    value_type: 'number',
    description: 'Applicants must be under 45 when invited.',
  },
  {
    scope: 'pr',
    key: 'ca_fsw_pass_mark',
    label: 'Federal Skilled Worker pass mark',
    value: '67',
    value_type: 'number',
    description: 'Out of 100 on the FSW selection grid.',
  },
  {
    scope: 'pr',
    key: 'ca_pr_fee_cad',
    label: 'Canada PR processing fee',
    value: '950',
    value_type: 'currency',
    description: 'CAD, principal applicant, Express Entry programs.',
  },
  {
    scope: 'pr',
    key: 'ca_rprf_cad',
    label: 'Right of permanent residence fee',
    value: '575',
    value_type: 'currency',
    description: 'CAD, payable before permanent residence is granted.',
  },
  {
    scope: 'pr',
    key: 'nz_smc_points_required',
    label: 'NZ Skilled Migrant points required',
    value: '6',
    value_type: 'number',
    description: 'Points needed under the simplified points system (since October 2023).',
  },
  {
    scope: 'pr',
    key: 'nz_smc_max_age',
    label: 'NZ Skilled Migrant maximum age',
    value: '55',
    value_type: 'number',
    description: 'Applicants must be 55 or under.',
  },
  {
    scope: 'pr',
    key: 'uk_ilr_fee_gbp',
    label: 'UK indefinite leave to remain fee',
    value: '3029',
    value_type: 'currency',
    description: 'GBP, since 9 April 2025.',
  },
  {
    scope: 'pr',
    key: 'uk_ilr_qualifying_years',
    label: 'UK Skilled Worker settlement period',
    value: '5',
    value_type: 'number',
    description:
      'Years of continuous residence before ILR (a 10-year baseline was proposed in the May 2025 White Paper).',
  },
  {
    scope: 'credit',
    key: 'au_student_living_cost_aud',
    label: 'Australia student living costs',
    value: '29710',
    value_type: 'currency',
    description: 'AUD per year for the Student visa financial capacity requirement (since 10 May 2024).',
  },
  {
    scope: 'credit',
    key: 'ca_study_funds_cad',
    label: 'Canada study permit proof of funds',
    value: '22895',
    value_type: 'currency',
    description: 'CAD for a single student outside Quebec, excluding tuition and travel (from 1 September 2025).',
  },
  {
    scope: 'credit',
    key: 'uk_maintenance_london_gbp',
    label: 'UK student maintenance (London)',
    value: '1483',
    value_type: 'currency',
    description: 'GBP per month, for up to 9 months.',
  },
  {
    scope: 'credit',
    key: 'uk_maintenance_outside_london_gbp',
    label: 'UK student maintenance (outside London)',
    value: '1136',
    value_type: 'currency',
    description: 'GBP per month, for up to 9 months.',
  },
  {
    scope: 'credit',
    key: 'de_blocked_account_eur',
    label: 'Germany blocked account (study)',
    value: '11904',
    value_type: 'currency',
    description: 'EUR per year in 2025 (EUR 992 a month).',
  },
  {
    scope: 'credit',
    key: 'nz_student_funds_nzd',
    label: 'New Zealand student living costs',
    value: '20000',
    value_type: 'currency',
    description: 'NZD per year for tertiary students.',
  },
  {
    scope: 'credit',
    key: 'uk_funds_holding_days',
    label: 'UK funds holding period',
    value: '28',
    value_type: 'number',
    description: 'Consecutive days the maintenance funds must be held before applying.',
  },
];

const FORMATS = ['PDF', 'JPG', 'PNG'];

const VISA_DOCUMENTS: { visa: string; docs: [string, string, boolean?][] }[] = [
  {
    visa: 'AU-600',
    docs: [
      ['Passport bio page', 'Colour scan of the passport page with your photo and details.'],
      ['Proof of funds', 'Recent bank statements, payslips or tax returns showing you can support your stay.'],
      [
        'Evidence of ties to home',
        'For example an employment letter, approved leave, study enrolment or property ownership.',
      ],
      ['Invitation letter', 'From family or friends in Australia, if you are visiting them.', false],
    ],
  },
  {
    visa: 'AU-500',
    docs: [
      ['Passport bio page', 'Colour scan of the passport page with your photo and details.'],
      ['Confirmation of Enrolment (CoE)', 'Issued by your education provider for each course.'],
      ['English test results', 'IELTS, TOEFL iBT, PTE Academic or another accepted test, unless exempt.'],
      ['Evidence of financial capacity', 'Funds for tuition, travel and AUD 29,710 a year of living costs.'],
      ['Overseas Student Health Cover', 'Policy covering the whole stay.'],
      [
        'Genuine Student statement',
        'Answers to the Genuine Student questions in ImmiAccount, with supporting evidence.',
      ],
    ],
  },
  {
    visa: 'CA-TRV',
    docs: [
      ['Passport', 'Copy of the passport bio page and any previous visas.'],
      ['Photo', 'Digital photo meeting IRCC specifications.'],
      ['Proof of financial support', 'Bank statements for the last 4 months.'],
      ['Purpose of travel', 'Itinerary, hotel bookings or invitation letter.'],
      ['Family information form (IMM 5707)', 'Required by many visa offices.', false],
    ],
  },
  {
    visa: 'US-B',
    docs: [
      ['DS-160 confirmation page', 'Printed confirmation with barcode.'],
      ['Passport', 'Valid for at least 6 months beyond the stay, unless a country agreement applies.'],
      ['Photo', 'One 5 × 5 cm (2 × 2 inch) photo if the upload failed.', false],
      ['MRV fee receipt', 'Proof of payment of the USD 185 application fee.'],
    ],
  },
  {
    visa: 'GB-STUDENT',
    docs: [
      ['Passport', 'Current passport or other valid travel document.'],
      ['Confirmation of Acceptance for Studies (CAS)', 'Reference number from your course provider.'],
      ['Proof of funds', 'Held for 28 consecutive days, ending within 31 days of applying.'],
      ['Tuberculosis test results', 'If you are from a listed country.', false],
      ['ATAS certificate', 'For certain science and engineering postgraduate subjects.', false],
    ],
  },
  {
    visa: 'DE-C',
    docs: [
      ['Application form', 'Completed and signed VIDEX form.'],
      ['Passport', 'Issued within the last 10 years and valid 3 months beyond departure.'],
      ['Biometric photo', '35 × 45 mm, taken within the last 6 months.'],
      ['Travel medical insurance', 'At least EUR 30,000 cover for the whole Schengen area.'],
      ['Proof of accommodation and itinerary', 'Hotel bookings or an invitation, plus flight reservations.'],
    ],
  },
  {
    visa: 'SG-EP',
    docs: [
      ['Passport bio page', 'Colour copy of the passport page with personal details.'],
      ['Educational certificates', 'Degree certificates; some institutions must be verified by a third party.'],
      ['Employment contract or offer letter', 'Showing the fixed monthly salary.'],
    ],
  },
];

const CHECK_VISA_DOCUMENTS: [string, string, boolean][] = [
  [
    'Valid passport',
    'Most destinations require at least 6 months of validity beyond your stay and blank pages for stamps.',
    true,
  ],
  ['Return or onward ticket', 'Proof that you will leave before your permitted stay ends.', true],
  ['Proof of accommodation', 'Hotel booking or an invitation from your host.', true],
  ['Proof of sufficient funds', 'Recent bank statements or a credit card, depending on the destination.', true],
  [
    'Travel insurance',
    'Mandatory for Schengen visas (EUR 30,000 medical cover) and strongly recommended everywhere.',
    false,
  ],
  [
    'Electronic travel authorisation',
    'ESTA, eTA, UK ETA or NZeTA for visa-exempt travellers, approved before boarding.',
    false,
  ],
];

interface FaqSeed {
  scope: RecordOfDef<typeof faqs>['scope'];
  iso2?: string;
  q: string;
  a: string;
}

const FAQS: FaqSeed[] = [
  {
    scope: 'visa',
    iso2: 'AU',
    q: 'Can I work on an Australian Visitor visa (subclass 600)?',
    a: '<p>No. Visitors may attend meetings or conferences but cannot work for an Australian business or sell goods or services to the public. Consider a Working Holiday or a work visa instead.</p>',
  },
  {
    scope: 'visa',
    iso2: 'AU',
    q: 'How many hours can I work on a Student visa (subclass 500)?',
    a: '<p>Up to <strong>48 hours per fortnight</strong> while your course is in session, and unlimited hours during scheduled course breaks. Work that is a registered part of your course does not count.</p>',
  },
  {
    scope: 'visa',
    iso2: 'CA',
    q: 'Do I need an eTA or a visitor visa for Canada?',
    a: '<p>It depends on your passport. Citizens of visa-exempt countries need an <strong>eTA</strong> to fly to Canada; citizens of other countries need a <strong>visitor visa</strong>. US citizens need neither. Use the official "Find out if you need a visa" tool to confirm.</p>',
  },
  {
    scope: 'visa',
    iso2: 'US',
    q: 'What is the difference between ESTA and a B-2 visa?',
    a: '<p>ESTA is an online authorisation for citizens of Visa Waiver Program countries, for stays of up to 90 days. A B-2 visa is required for everyone else, or for stays longer than 90 days, and usually involves an interview at a US embassy.</p>',
  },
  {
    scope: 'visa',
    iso2: 'GB',
    q: 'How long can I stay in the UK as a visitor?',
    a: '<p>Usually up to <strong>6 months</strong> per visit. You cannot live in the UK through frequent or successive visits, and you cannot work.</p>',
  },
  {
    scope: 'visa',
    iso2: 'GB',
    q: 'Who needs a UK ETA?',
    a: '<p>Visitors who do not need a visa, including citizens of the US, Canada, Australia and, since 2 April 2025, EU countries. British and Irish citizens and people with UK permission to live, work or study do not need one.</p>',
  },
  {
    scope: 'visa',
    q: 'How is the Schengen 90/180-day rule counted?',
    a: '<p>On any day of your stay, look back 180 days: you must not have spent more than 90 days in total in the Schengen area in that window. Days of entry and exit both count. The European Commission publishes a short-stay calculator.</p>',
  },
  {
    scope: 'visa',
    iso2: 'NZ',
    q: 'I have a visa-waiver passport. Do I still need anything to visit New Zealand?',
    a: '<p>Yes, an <strong>NZeTA</strong> before you travel, and in most cases you pay the International Visitor Conservation and Tourism Levy (NZD 100) with it.</p>',
  },
  {
    scope: 'visa',
    iso2: 'JP',
    q: 'Can I extend a temporary visitor stay in Japan?',
    a: '<p>Extensions are only granted for exceptional reasons such as illness. Plan your trip within the period granted on arrival (usually 90 days for visa-exempt nationals).</p>',
  },
  {
    scope: 'visa',
    iso2: 'SG',
    q: 'Do I need to fill in the SG Arrival Card?',
    a: '<p>Yes. All travellers except Singapore citizens, permanent residents and long-term pass holders submit the free SG Arrival Card online or in the MyICA app within 3 days before arrival.</p>',
  },
  {
    scope: 'visa',
    iso2: 'AE',
    q: 'Can I get a visa on arrival in the UAE?',
    a: '<p>Citizens of many countries (including the UK, the EU, the US, Australia and Japan) receive a free visit visa on arrival. Others need a tourist visa arranged in advance through a sponsor such as an airline, hotel or tour operator.</p>',
  },
  {
    scope: 'check_visa',
    q: 'What does "visa on arrival" mean?',
    a: '<p>You can obtain the visa at the border when you arrive, usually after paying a fee and showing a return ticket. Check whether the fee must be paid in cash and in which currency.</p>',
  },
  {
    scope: 'check_visa',
    q: 'What is the difference between an eTA and an e-visa?',
    a: '<p>An <strong>electronic travel authorisation</strong> (ESTA, eTA, UK ETA, NZeTA) is a short online screening for travellers who do not need a visa. An <strong>e-visa</strong> is a full visa applied for and issued online, with more documents and a longer assessment.</p>',
  },
  {
    scope: 'check_visa',
    q: 'Where does the visa requirement data come from?',
    a: "<p>The requirements matrix is based on the public passport-index dataset (MIT licence) as of 12 January 2025, maintained by our editors. Rules change often: always confirm with the destination's official website or embassy.</p>",
  },
  {
    scope: 'check_visa',
    q: 'My passport expires in a few months. Can I still travel?',
    a: '<p>Many countries require at least 6 months of validity beyond your stay, and Schengen states require 3 months beyond departure. Airlines may refuse boarding, so renew early if you are close to these limits.</p>',
  },
  {
    scope: 'check_visa',
    q: 'Do I need a visa to transit through an airport?',
    a: '<p>Sometimes. Some countries (for example the UK, Schengen states and Canada) require a transit visa or an electronic authorisation for certain nationalities even if you stay airside. Check the rules for each transit country.</p>',
  },
  {
    scope: 'pr',
    iso2: 'AU',
    q: 'What is the pass mark for the Australian points test?',
    a: '<p>The pass mark is <strong>65 points</strong> for subclasses 189, 190 and 491. Invitations are issued to the highest-ranked candidates, so actual invitation scores are often higher.</p>',
  },
  {
    scope: 'pr',
    iso2: 'AU',
    q: 'Do I need a skills assessment before submitting an EOI?',
    a: '<p>You can submit an Expression of Interest in SkillSelect without it, but you must hold a positive skills assessment for your nominated occupation when you are invited to apply.</p>',
  },
  {
    scope: 'pr',
    iso2: 'CA',
    q: 'What is the difference between the FSW 67-point grid and the CRS score?',
    a: '<p>The <strong>67-point grid</strong> decides whether you are eligible for the Federal Skilled Worker Program. The <strong>Comprehensive Ranking System</strong> (up to 1,200 points) ranks everyone in the Express Entry pool; invitations go to those above the draw cut-off.</p>',
  },
  {
    scope: 'pr',
    iso2: 'CA',
    q: 'Do I need a job offer for Express Entry?',
    a: '<p>No. Since 25 March 2025, job offers no longer add CRS points, although a valid offer still counts on the FSW eligibility grid.</p>',
  },
  {
    scope: 'pr',
    iso2: 'NZ',
    q: 'How do I reach 6 points for the Skilled Migrant Category?',
    a: '<p>Claim 3–6 points from one skill category (occupational registration, qualification or income) and add 1 point per year of skilled work in New Zealand, up to 3. You also need a skilled job or job offer.</p>',
  },
  {
    scope: 'pr',
    iso2: 'GB',
    q: 'When can a Skilled Worker apply for indefinite leave to remain?',
    a: '<p>Usually after <strong>5 years</strong> of continuous residence, with no more than 180 days outside the UK in any 12 months, while still meeting the salary requirement. The May 2025 Immigration White Paper proposed a longer qualifying period; check the current rules.</p>',
  },
];

/**
 * Visa types, country visas, forms, travel advice, customs, visa/PR/credit data variables, required documents
 * and FAQs for the main destinations. Returns the country visa ids by their seed key (e.g. 'AU-500').
 */
export async function seedVisaContent(db: Db, countryIds: Map<string, number>): Promise<Map<string, number>> {
  const countryId = idOf(countryIds, 'country');
  const types = await insertRows(
    db,
    visaTypes,
    VISA_TYPES.map((t, i) => ({ ...t, sort_order: (i + 1) * 10, is_active: true })),
  );
  const typeId = new Map(types.map((t) => [t.slug, t.id]));

  const visas = await insertRows(
    db,
    countryVisas,
    VISAS.map((v) => ({
      country_id: countryId(v.iso2),
      visa_type_id: typeId.get(v.type)!,
      name: v.name,
      code: v.code ?? null,
      summary: v.summary,
      eligibility: v.eligibility,
      processing_days_min: v.days[0],
      processing_days_max: v.days[1],
      validity_days: v.validity ?? null,
      max_stay_days: v.stay ?? null,
      entries: v.entries ?? null,
      fee_amount: v.fee ?? null,
      fee_currency: v.currency ?? null,
      is_evisa: v.evisa,
      apply_url: v.url,
      is_published: v.published ?? true,
    })),
  );
  const visaId = new Map(VISAS.map((v, i) => [v.key, visas[i].id]));
  const visa = idOf(visaId, 'country visa');

  await insertRows(
    db,
    visaForms,
    FORMS.map((f) => ({
      country_visa_id: visa(f.visa),
      title: f.title,
      form_code: f.code ?? null,
      language: 'English',
      url: f.url,
      version_date: f.version,
      is_active: f.active ?? true,
    })),
  );

  await insertRows(
    db,
    travelAdvice,
    ADVICE.map((a) => ({
      country_id: countryId(a.iso2),
      advisory_level: a.level,
      summary: a.summary,
      body: listHtml(a.intro, a.items, ADVICE_DISCLAIMER),
      source_url: a.source,
      reviewed_at: a.reviewed,
    })),
  );

  await insertRows(
    db,
    customsInfo,
    CUSTOMS.map((c) => ({
      country_id: countryId(c.iso2),
      category: c.category,
      allowance: c.allowance,
      body: c.body ?? null,
      source_url: c.source,
    })),
  );

  await insertRows(db, dataVariables, DATA_VARIABLES);

  await insertRows(db, requiredDocuments, [
    ...VISA_DOCUMENTS.flatMap(({ visa: key, docs }) =>
      docs.map(([name, description, mandatory], i) => ({
        scope: 'visa' as const,
        country_visa_id: visa(key),
        name,
        description,
        is_mandatory: mandatory ?? true,
        accepted_formats: FORMATS,
        sort_order: (i + 1) * 10,
      })),
    ),
    ...CHECK_VISA_DOCUMENTS.map(([name, description, mandatory], i) => ({
      scope: 'check_visa' as const,
      name,
      description,
      is_mandatory: mandatory,
      accepted_formats: FORMATS,
      sort_order: (i + 1) * 10,
    })),
  ]);

  await insertRows(
    db,
    faqs,
    FAQS.map((f, i) => ({
      scope: f.scope,
      country_id: f.iso2 ? countryId(f.iso2) : null,
      question: f.q,
      answer: f.a,
      sort_order: (i + 1) * 10,
      is_published: true,
    })),
  );

  return visaId;
}
