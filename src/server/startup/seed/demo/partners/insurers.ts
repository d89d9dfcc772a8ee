import type { ContentIcon, CurrencyCode } from '@/domain/pickers';
import { faqs } from '@/domain/areas/content';
import {
  insuranceBenefits,
  insuranceCovers,
  insuranceReasons,
  type COVER_TYPES,
  type PREMIUM_PERIODS,
} from '@/domain/areas/insurance';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import { listHtml } from '@/server/infrastructure/db/rows';
import {
  CITIES,
  CURRENCY,
  PER_EURO,
  demoOrganization,
  escapeHtml,
  faqRows,
  organizationRow,
  rotate,
  roundTo,
  type FaqSeed,
  type OrgSeed,
  type OrganizationRow,
  type SeedContext,
} from './common';

/* Insurers: health, student and travel cover for people moving abroad. All names are invented. */

interface CoverTemplate {
  name: string;
  type: (typeof COVER_TYPES)[number];
  summary: string;
  /** In euros; converted to the insurer's currency and scaled by its price factor. */
  sumInsured: number;
  premium: number;
  period: (typeof PREMIUM_PERIODS)[number];
  ages: [number, number];
  /** Benefits of this cover (linked to it by cover_id). */
  benefits: [string, string][];
}

const COVERS = {
  studentEssentials: {
    name: 'Student Health Essentials',
    type: 'student',
    sumInsured: 250_000,
    premium: 38,
    period: 'month',
    ages: [16, 45],
    summary:
      'Hospital, doctor and prescription cover for international students, meeting the health insurance condition of most student visas.',
    benefits: [
      [
        'GP visits and hospital stays',
        'Doctor consultations, public hospital stays and emergency ambulance, with no waiting period for accidents.',
      ],
      [
        'Visa-compliant certificate',
        'A certificate of insurance stating the cover dates, issued as soon as the first premium is paid.',
      ],
    ],
  },
  studentPlus: {
    name: 'Student Health Plus',
    type: 'student',
    sumInsured: 1_000_000,
    premium: 64,
    period: 'month',
    ages: [16, 45],
    summary:
      'Everything in the essentials cover plus private hospital rooms, dental and optical extras and counselling.',
    benefits: [
      [
        'Dental and optical extras',
        'Check-ups, fillings and a pair of glasses or contact lenses each year, up to the annual extras limit.',
      ],
      [
        'Mental health support',
        'Up to ten counselling sessions a year with a registered psychologist, in person or online.',
      ],
    ],
  },
  visitor: {
    name: 'Visitor Health Cover',
    type: 'visitor',
    sumInsured: 150_000,
    premium: 55,
    period: 'month',
    ages: [0, 79],
    summary:
      'Emergency medical and hospital cover for tourists and family visitors who are not covered by the public health system.',
    benefits: [
      [
        'Emergency hospital treatment',
        'Emergency admissions, surgery and specialist care after an accident or sudden illness.',
      ],
    ],
  },
  parents: {
    name: 'Parents Visiting Cover',
    type: 'visitor',
    sumInsured: 100_000,
    premium: 96,
    period: 'month',
    ages: [40, 85],
    summary:
      'Cover for parents and grandparents on long visits, including the stays of up to 18 months allowed by parent visas.',
    benefits: [
      [
        'Acute onset of pre-existing conditions',
        'Sudden and unexpected flare-ups of stable pre-existing conditions, up to a set limit.',
      ],
    ],
  },
  workingHoliday: {
    name: 'Working Holiday Cover',
    type: 'travel',
    sumInsured: 500_000,
    premium: 45,
    period: 'month',
    ages: [18, 35],
    summary:
      'Medical, luggage and liability cover for a year of working holiday, including casual farm and hospitality work.',
    benefits: [
      ['Covered while you work', 'Injuries in casual work such as fruit picking, hospitality and retail are covered.'],
      ['Gear and gadgets', 'Phones, laptops and cameras covered against theft, up to the item limit.'],
    ],
  },
  singleTrip: {
    name: 'Single Trip Travel',
    type: 'travel',
    sumInsured: 200_000,
    premium: 39,
    period: 'trip',
    ages: [0, 75],
    summary: 'Cover for one trip of up to 90 days: medical emergencies, cancellation, lost luggage and delays.',
    benefits: [
      [
        'Cancellation cover',
        'Non-refundable costs repaid if you must cancel for a covered reason, including a visa refusal.',
      ],
    ],
  },
  annualMulti: {
    name: 'Annual Multi-Trip',
    type: 'travel',
    sumInsured: 1_000_000,
    premium: 189,
    period: 'year',
    ages: [18, 70],
    summary:
      'Unlimited trips of up to 45 days each in a year, for students and workers who travel home or around the region.',
    benefits: [
      ['Unlimited trips', 'Every trip of up to 45 days in the policy year is covered without a new application.'],
    ],
  },
  expatHealth: {
    name: 'Expat International Health',
    type: 'health',
    sumInsured: 2_000_000,
    premium: 1450,
    period: 'year',
    ages: [18, 64],
    summary:
      'Comprehensive international health insurance for skilled workers and their families, with worldwide or regional cover.',
    benefits: [
      [
        'Choice of hospital',
        'Treatment in private or public hospitals, with direct settlement in the insurer network.',
      ],
      ['Maternity after 10 months', 'Pregnancy and childbirth covered after a ten-month waiting period.'],
    ],
  },
  family: {
    name: 'Newcomer Family Health',
    type: 'health',
    sumInsured: 1_000_000,
    premium: 210,
    period: 'month',
    ages: [0, 64],
    summary: 'Health cover for families during the waiting period before public health insurance starts.',
    benefits: [['Children covered free', 'Third and further children under 18 are covered at no extra premium.']],
  },
  termLife: {
    name: 'Term Life for Expats',
    type: 'life',
    sumInsured: 300_000,
    premium: 290,
    period: 'year',
    ages: [18, 60],
    summary: 'A fixed-term life cover that pays a lump sum to your family, wherever you live during the term.',
    benefits: [['Worldwide payout', 'The sum insured is paid whatever the country of residence at the time of claim.']],
  },
  renters: {
    name: 'Renters Contents Cover',
    type: 'home',
    sumInsured: 40_000,
    premium: 9.9,
    period: 'month',
    ages: [18, 99],
    summary: 'Contents and personal liability insurance for students and newcomers who rent a room or flat.',
    benefits: [
      ['Personal liability', 'Damage you accidentally cause to your landlord or others, up to the liability limit.'],
    ],
  },
  car: {
    name: 'Newcomer Car Insurance',
    type: 'vehicle',
    sumInsured: 5_000_000,
    premium: 74,
    period: 'month',
    ages: [18, 80],
    summary: 'Car insurance that recognises your driving history from home, for drivers with a foreign licence.',
    benefits: [
      ['Foreign no-claims discount', 'Claim-free years with your previous insurer abroad count towards your discount.'],
    ],
  },
  visaGap: {
    name: 'Visa Gap Cover',
    type: 'other',
    sumInsured: 100_000,
    premium: 49,
    period: 'month',
    ages: [16, 70],
    summary: 'Short-term health cover while you wait for a new visa or for public health insurance to start.',
    benefits: [
      ['No minimum term', 'Cover by the week from the day your previous policy ends, so there is never a gap.'],
    ],
  },
} satisfies Record<string, CoverTemplate>;

type CoverKey = keyof typeof COVERS;

/** Benefits of the insurer as a whole (no cover_id). */
const GENERAL_BENEFITS: [string, string][] = [
  [
    '24/7 multilingual assistance',
    'A medical assistance line open day and night, with interpreters for more than 20 languages.',
  ],
  ['Direct billing', 'The insurer pays partner hospitals and clinics directly, so you do not pay upfront.'],
  [
    'Claims paid in 10 working days',
    'Claims submitted in the app with all documents are paid within ten working days.',
  ],
  [
    'Cover certificate in minutes',
    'Download the certificate the visa application asks for as soon as you buy the policy.',
  ],
  [
    'Free cancellation before arrival',
    'Cancel at no cost before the cover starts, for example if your visa is refused.',
  ],
];

const REASONS: [string, string, ContentIcon][] = [
  [
    'Accepted for visa applications',
    'Our certificates meet the insurance conditions of student, visitor and working holiday visas.',
    'VerifiedUser',
  ],
  ['Claims paid in days, not weeks', 'Most claims are settled within ten working days of the last document.', 'Bolt'],
  ['Help in your language', 'Our assistance team and app speak more than 20 languages.', 'SupportAgent'],
  ['No excess on GP visits', 'See a doctor without paying an excess on your basic consultations.', 'LocalHospital'],
  ['Cancel any time', 'Leaving early? Cancel online and get a refund for the unused months.', 'EventAvailable'],
  ['Trusted by universities', 'Recommended by international offices at partner universities and colleges.', 'School'],
  ['Monthly payments', 'Spread the premium over monthly payments at no extra cost.', 'Payments'],
  ['Cover from the day you land', 'Your cover starts on arrival, with no waiting period for accidents.', 'FlightLand'],
];

const FAQS: FaqSeed[] = [
  {
    q: 'Does this cover meet the visa insurance condition?',
    a: (n) =>
      `<p>Yes. ${n} certificates state the cover dates, the sum insured and that repatriation is included, which is what embassies and immigration departments check. Keep the certificate with your visa documents.</p>`,
  },
  {
    q: 'When does my cover start?',
    a: () =>
      '<p>On the start date you choose, usually your arrival date. Buy the policy before you apply for the visa: you can set a start date up to six months ahead.</p>',
  },
  {
    q: 'How do I make a claim?',
    a: (n) =>
      `<p>Photograph the invoice and any medical report and submit them in the ${n} app or customer portal. Claims with all documents are paid within ten working days to the account you nominate.</p>`,
  },
  {
    q: 'Can I add my partner or children?',
    a: () =>
      '<p>Yes. Couple and family policies cover a partner and dependent children on the same certificate. Children under two travel free on most covers.</p>',
  },
  {
    q: 'Are pre-existing conditions covered?',
    a: () =>
      '<p>Conditions you had before the cover started are covered after a waiting period of 12 months, except for the acute onset of a stable condition, which is covered from day one up to a set limit.</p>',
  },
  {
    q: 'Can I cancel if my visa is refused?',
    a: () =>
      '<p>Yes. Send us the refusal letter before the cover start date and we refund the whole premium. After the start date, unused full months are refunded.</p>',
  },
  {
    q: 'Do you pay the hospital directly?',
    a: (n) =>
      `<p>At hospitals in the ${n} network, yes: show your membership card and we settle the bill directly. Elsewhere you pay and claim the cost back.</p>`,
  },
  {
    q: 'What happens if I extend my stay?',
    a: () =>
      '<p>Extend the policy online before it ends and we issue a new certificate for your visa extension. There is no new waiting period if the cover is continuous.</p>',
  },
];

interface InsurerSeed extends OrgSeed {
  covers: CoverKey[];
  /** How many of the reasons and FAQs the insurer shows (3–5 and 3–6). */
  reasons: number;
  faqs: number;
  /** Its prices compared with the market (1 = average). */
  priceFactor: number;
}

export const INSURERS: InsurerSeed[] = [
  {
    name: demoOrganization('insurer'),
    city: 'londonCity',
    address: '25 Moorgate',
    rating: 4.6,
    priceFactor: 1,
    about:
      'Health and travel insurance designed for international students, skilled workers and their visiting families, with cover accepted for UK and Schengen visa applications.',
    covers: ['studentEssentials', 'studentPlus', 'visitor', 'workingHoliday', 'singleTrip', 'expatHealth'],
    reasons: 5,
    faqs: 6,
  },
  {
    name: 'Harbourline Health Cover',
    city: 'sydney',
    address: 'Level 14, 255 Pitt Street',
    rating: 4.4,
    priceFactor: 1.05,
    about:
      'Overseas student and visitor health cover for Australia, with a claims team in Sydney and direct billing at major hospitals.',
    covers: ['studentEssentials', 'studentPlus', 'visitor', 'parents', 'visaGap'],
    reasons: 4,
    faqs: 5,
  },
  {
    name: 'Wattle Health Cover',
    city: 'melbourne',
    address: '180 Flinders Lane',
    rating: 4.1,
    priceFactor: 0.95,
    about: 'A not-for-profit health fund covering international students and working holiday makers since 1987.',
    covers: ['studentEssentials', 'workingHoliday', 'visaGap'],
    reasons: 3,
    faqs: 4,
  },
  {
    name: 'Maple Crest Assurance',
    city: 'toronto',
    address: '181 Bay Street, Suite 2400',
    rating: 4.3,
    priceFactor: 1.1,
    about: 'Canadian health and travel insurance for international students, temporary workers and super visa parents.',
    covers: ['studentPlus', 'parents', 'singleTrip', 'family'],
    reasons: 4,
    faqs: 5,
  },
  {
    name: 'Tussock Mutual Insurance',
    city: 'wellington',
    address: '95 Customhouse Quay',
    rating: 4.5,
    priceFactor: 1,
    about:
      'A member-owned New Zealand insurer offering student, visitor and working holiday cover that meets Immigration New Zealand requirements.',
    covers: ['studentEssentials', 'visitor', 'workingHoliday', 'renters'],
    reasons: 4,
    faqs: 4,
  },
  {
    name: 'Liffey Cover Insurance',
    city: 'dublin',
    address: '3 Grand Canal Square',
    rating: 4.0,
    priceFactor: 0.9,
    about:
      'Private medical insurance for non-EU students and Stamp 2 permission holders in Ireland, with plans from the first day of study.',
    covers: ['studentEssentials', 'studentPlus', 'renters'],
    reasons: 3,
    faqs: 3,
  },
  {
    name: 'Nordlicht Versicherung',
    city: 'hamburg',
    address: 'Ballindamm 17',
    rating: 4.7,
    priceFactor: 1.05,
    about:
      'Incoming health insurance for students, language course participants, guest researchers and au pairs in Germany, accepted for visa and residence permits.',
    covers: ['studentEssentials', 'visitor', 'visaGap', 'expatHealth', 'renters'],
    reasons: 5,
    faqs: 6,
  },
  {
    name: 'Isarwacht Versicherung',
    city: 'munich',
    address: 'Theresienstraße 40',
    rating: 3.6,
    priceFactor: 0.85,
    published: false,
    verified: false,
    about: 'A young Munich insurer offering low-cost travel and expat health plans for the first months in Germany.',
    covers: ['singleTrip', 'annualMulti', 'expatHealth'],
    reasons: 3,
    faqs: 3,
  },
  {
    name: 'Lumière Assurances',
    city: 'paris',
    address: '42 rue du Faubourg Saint-Honoré',
    rating: 4.2,
    priceFactor: 1,
    about:
      'Assurance santé et rapatriement for students and talent passport holders in France, complementing the French social security.',
    covers: ['studentEssentials', 'studentPlus', 'singleTrip', 'renters', 'termLife'],
    reasons: 4,
    faqs: 5,
  },
  {
    name: 'Beacon Harbor Insurance',
    city: 'boston',
    address: '500 Boylston Street, Suite 1100',
    rating: 4.4,
    priceFactor: 1.2,
    about: 'Student health plans that meet US university waiver requirements, plus J-1 exchange visitor and OPT cover.',
    covers: ['studentEssentials', 'studentPlus', 'visitor', 'parents', 'annualMulti', 'car'],
    reasons: 5,
    faqs: 6,
  },
  {
    name: 'Polder Zorg Verzekeringen',
    city: 'amsterdam',
    address: 'Herengracht 420',
    rating: 3.9,
    priceFactor: 0.95,
    about: 'Health and liability insurance for international students and highly skilled migrants in the Netherlands.',
    covers: ['studentEssentials', 'renters', 'expatHealth'],
    reasons: 3,
    faqs: 4,
  },
  {
    name: 'Thistle & Rose Assurance',
    city: 'edinburgh',
    address: '12 Lothian Road',
    rating: 3.8,
    priceFactor: 1,
    verified: false,
    about: 'A Scottish broker-insurer for visiting families, travellers and students on short courses across the UK.',
    covers: ['visitor', 'parents', 'singleTrip', 'annualMulti'],
    reasons: 4,
    faqs: 3,
  },
];

function currencyOf(insurer: InsurerSeed): CurrencyCode {
  return CURRENCY[CITIES[insurer.city].iso2];
}

/** Premiums end in .90 (or are rounded to 0.10 when small); sums insured are round numbers. */
function price(insurer: InsurerSeed, euros: number): number {
  const local = euros * PER_EURO[currencyOf(insurer)] * insurer.priceFactor;
  return local >= 20 ? Math.max(1, Math.round(local)) - 0.1 : Math.round(local * 10) / 10;
}

export function insurerRow(insurer: InsurerSeed, ctx: SeedContext): OrganizationRow {
  const description = listHtml(
    escapeHtml(insurer.about),
    insurer.covers.map((k) => COVERS[k].name),
  );
  return {
    ...organizationRow('insurer', insurer, 'service', description, ctx),
    coverage_types: [...new Set(insurer.covers.map((k) => COVERS[k].type))],
  };
}

export function coverRows(ctx: SeedContext): InsertOf<typeof insuranceCovers>[] {
  return INSURERS.flatMap((insurer) =>
    insurer.covers.map((key, i) => {
      const c: CoverTemplate = COVERS[key];
      const currency = currencyOf(insurer);
      return {
        organization_id: ctx.orgId(insurer.name),
        name: c.name,
        cover_type: c.type,
        description: `<p>${escapeHtml(c.summary)}</p>`,
        sum_insured: roundTo(c.sumInsured * PER_EURO[currency], c.sumInsured >= 100_000 ? 50_000 : 5_000),
        currency,
        premium_from: price(insurer, c.premium),
        premium_period: c.period,
        min_age: c.ages[0],
        max_age: c.ages[1],
        // The insurer's most popular cover: the richer student plan where it sells one, otherwise its first cover.
        is_recommended: insurer.covers.includes('studentPlus') ? key === 'studentPlus' : i === 0,
        created_by: null,
        updated_by: null,
      };
    }),
  );
}

/**
 * Benefits: those of each cover (the first two covers list all of theirs, later ones their first), linked to the
 * cover by id, then two of the insurer's general benefits. `coverId` finds a cover of this insurer by name.
 */
export function benefitRows(
  ctx: SeedContext,
  coverId: (organizationId: number, name: string) => number,
): InsertOf<typeof insuranceBenefits>[] {
  return INSURERS.flatMap((insurer, n) => {
    const organizationId = ctx.orgId(insurer.name);
    const linked = insurer.covers.flatMap((key, i) => {
      const c: CoverTemplate = COVERS[key];
      return (i < 2 ? c.benefits : c.benefits.slice(0, 1)).map(([title, description], j) => ({
        cover_id: coverId(organizationId, c.name),
        title,
        description,
        is_highlighted: i === 0 && j === 0,
      }));
    });
    const general = rotate(GENERAL_BENEFITS, n, 2).map(([title, description]) => ({
      cover_id: null,
      title,
      description,
      is_highlighted: false,
    }));
    return [...linked, ...general].map((b, i) => ({
      organization_id: organizationId,
      ...b,
      sort_order: (i + 1) * 10,
      created_by: null,
      updated_by: null,
    }));
  });
}

export function reasonRows(ctx: SeedContext): InsertOf<typeof insuranceReasons>[] {
  return INSURERS.flatMap((insurer, n) =>
    rotate(REASONS, n, insurer.reasons).map(([title, description, icon], i) => ({
      organization_id: ctx.orgId(insurer.name),
      title,
      description,
      icon,
      sort_order: (i + 1) * 10,
      created_by: null,
      updated_by: null,
    })),
  );
}

export function insurerFaqRows(ctx: SeedContext): InsertOf<typeof faqs>[] {
  return INSURERS.flatMap((insurer, n) => faqRows('insurance', FAQS, insurer, n, insurer.faqs, ctx));
}
