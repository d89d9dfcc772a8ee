import { faqs, requiredDocuments } from '@/domain/areas/content';
import { loanConsultantLocations, loanProducts, type LOAN_TYPES } from '@/domain/areas/credits';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import type { BANK_TYPES } from '@/domain/areas/partners';
import { listHtml } from '@/server/infrastructure/db/rows';
import {
  CITIES,
  CURRENCY,
  demoOrganization,
  documentRows,
  escapeHtml,
  faqRows,
  organizationRow,
  type DocumentSeed,
  type FaqSeed,
  type OrgSeed,
  type OrganizationRow,
  type SeedContext,
} from './common';
import { officeRows, type OfficeSeed } from './advisers';

/* Banks and lenders: study, visa and relocation loans for people moving abroad. All invented. */

interface LoanTemplate {
  name: string;
  type: (typeof LOAN_TYPES)[number];
  eligibility: string;
}

const LOANS = {
  study: {
    name: 'Study Abroad Loan',
    type: 'education',
    eligibility:
      'Admitted to a full-time course at a recognised university or college; a co-signer with regular income for amounts above the unsecured limit; aged 18 or over.',
  },
  postgrad: {
    name: 'Postgraduate Study Loan',
    type: 'education',
    eligibility:
      "An unconditional offer for a master's or doctoral programme; repayments can start six months after graduation.",
  },
  visa: {
    name: 'Visa and Travel Loan',
    type: 'visa_travel',
    eligibility:
      'A visa application in progress or granted; covers visa fees, health surcharges, insurance and flights.',
  },
  relocation: {
    name: 'Relocation Loan',
    type: 'relocation',
    eligibility: 'A signed job offer or work visa; covers rental bond, first rent, furniture and shipping.',
  },
  funds: {
    name: 'Proof of Funds Loan',
    type: 'proof_of_funds',
    eligibility:
      'Students who must show living costs for a visa or blocked account; funds are released monthly after arrival.',
  },
  newcomer: {
    name: 'Newcomer Personal Loan',
    type: 'personal',
    eligibility:
      'Arrived in the last 24 months with a visa of at least one year remaining; no local credit history needed.',
  },
} satisfies Record<string, LoanTemplate>;

type LoanKey = keyof typeof LOANS;

/** A loan product: interest rate range (% a year), amount range (in the bank's currency), longest term, fee, collateral. */
interface ProductSeed {
  loan: LoanKey;
  rate: [number, number];
  amount: [number, number];
  months: number;
  fee: number;
  collateral?: boolean;
  published?: boolean;
}

interface BankSeed extends OrgSeed {
  kind: (typeof BANK_TYPES)[number];
  products: ProductSeed[];
  consultants: OfficeSeed[];
  documents?: DocumentSeed[];
  faqs?: number;
}

const OFFER_LETTER: DocumentSeed = {
  name: 'University offer letter',
  description: 'The offer or admission letter stating the course, its length and the tuition fees.',
};
const PASSPORT: DocumentSeed = {
  name: 'Passport',
  description: 'The photo page of your passport, valid for the whole study or loan period.',
  formats: ['PDF', 'JPG', 'PNG'],
};
const STATEMENTS: DocumentSeed = {
  name: 'Bank statements (6 months)',
  description: 'Statements of the applicant or the co-signer for the last six months.',
};
const COSIGNER: DocumentSeed = {
  name: 'Co-signer proof of income',
  description: 'Payslips or tax returns of the co-signer for the last two years.',
  mandatory: false,
};
const CREDIT: DocumentSeed = {
  name: 'Credit report',
  description: 'A credit report from your home country, if one exists, to count your repayment history.',
  mandatory: false,
};
const BUDGET: DocumentSeed = {
  name: 'Cost of attendance statement',
  description: "The university's estimate of tuition and living costs, used to set the loan amount.",
};
const ADDRESS: DocumentSeed = {
  name: 'Proof of address',
  description: 'A utility bill or rental contract less than three months old.',
  formats: ['PDF', 'JPG'],
};

const FAQS: FaqSeed[] = [
  {
    q: 'Do I need a co-signer?',
    a: () =>
      '<p>Not for amounts up to the unsecured limit of each product. Above it, a co-signer with a regular income or collateral lowers the interest rate and raises the amount you can borrow.</p>',
  },
  {
    q: 'Can the loan fund a blocked account or proof of funds?',
    a: (n) =>
      `<p>Yes. The ${n} proof of funds loan pays directly into a blocked account or provides the bank letter that visa officers ask for.</p>`,
  },
  {
    q: 'When do repayments start?',
    a: () =>
      '<p>For study loans, six months after the course ends; only interest is charged during the course. Other loans are repaid monthly from the first month.</p>',
  },
];

export const BANKS: BankSeed[] = [
  {
    name: demoOrganization('bank'),
    city: 'londonCity',
    address: '1 Cheapside',
    rating: 4.5,
    kind: 'private',
    about:
      'A specialist bank for international students and graduates in the UK, lending on future potential rather than local credit history.',
    products: [
      { loan: 'study', rate: [6.9, 11.5], amount: [5_000, 90_000], months: 180, fee: 1 },
      { loan: 'postgrad', rate: [6.5, 10.9], amount: [10_000, 100_000], months: 180, fee: 1 },
      { loan: 'visa', rate: [8.9, 14.9], amount: [1_000, 15_000], months: 36, fee: 0 },
      { loan: 'funds', rate: [5.9, 7.9], amount: [12_000, 30_000], months: 60, fee: 0.5 },
      { loan: 'newcomer', rate: [9.9, 19.9], amount: [1_000, 25_000], months: 60, fee: 0 },
    ],
    consultants: [
      ['City of London branch', 'londonCity', '1 Cheapside'],
      ['Camden student centre', 'london', '180 Tottenham Court Road'],
      ['Manchester branch', 'manchester', '40 Oxford Road'],
      ['Birmingham branch', 'birmingham', '120 Colmore Row'],
      ['Edinburgh branch', 'edinburgh', '30 George IV Bridge'],
    ],
    documents: [OFFER_LETTER, PASSPORT, STATEMENTS, COSIGNER, BUDGET],
    faqs: 3,
  },
  {
    name: 'Banksia Mutual Bank',
    city: 'sydney',
    address: "1 O'Connell Street",
    rating: 4.3,
    kind: 'cooperative',
    about:
      'A customer-owned Australian bank with accounts and loans for students and skilled visa holders from their first week in the country.',
    products: [
      { loan: 'newcomer', rate: [7.5, 15.9], amount: [2_000, 40_000], months: 84, fee: 0 },
      { loan: 'relocation', rate: [8.2, 12.4], amount: [3_000, 30_000], months: 60, fee: 0.5 },
      { loan: 'study', rate: [6.8, 9.9], amount: [10_000, 120_000], months: 180, fee: 1 },
    ],
    consultants: [
      ['Sydney branch', 'sydney', "1 O'Connell Street"],
      ['Parramatta branch', 'parramatta', '150 Church Street'],
      ['Brisbane branch', 'brisbane', '240 Queen Street'],
    ],
    documents: [PASSPORT, STATEMENTS, ADDRESS],
    faqs: 2,
  },
  {
    name: 'Southern Reach Finance',
    city: 'melbourne',
    address: '525 Collins Street',
    rating: 3.6,
    kind: 'non_bank_lender',
    published: false,
    verified: false,
    about: 'An online lender offering fast visa and relocation loans, approved within 24 hours.',
    products: [
      { loan: 'visa', rate: [11.9, 21.9], amount: [1_000, 20_000], months: 48, fee: 2.5 },
      { loan: 'relocation', rate: [10.5, 19.5], amount: [2_000, 25_000], months: 60, fee: 2, published: false },
    ],
    consultants: [
      ['Melbourne office', 'melbourne', '525 Collins Street'],
      ['Adelaide office', 'adelaide', '91 King William Street'],
    ],
  },
  {
    name: 'Northstar Newcomer Credit Union',
    city: 'toronto',
    address: '222 Bay Street, Suite 300',
    rating: 4.4,
    kind: 'cooperative',
    about:
      'A Canadian credit union that serves newcomers and international students, with GIC packages for study permit applications.',
    products: [
      { loan: 'funds', rate: [4.9, 6.5], amount: [10_000, 25_000], months: 24, fee: 0 },
      { loan: 'newcomer', rate: [7.9, 13.9], amount: [1_000, 35_000], months: 60, fee: 0 },
      { loan: 'study', rate: [6.5, 9.5], amount: [5_000, 80_000], months: 120, fee: 0.5 },
      { loan: 'relocation', rate: [7.5, 11.0], amount: [2_000, 20_000], months: 48, fee: 0 },
    ],
    consultants: [
      ['Toronto branch', 'toronto', '222 Bay Street, Suite 300'],
      ['Ottawa branch', 'ottawa', '180 Bank Street'],
      ['Vancouver branch', 'vancouver', '900 West Georgia Street'],
      ['Calgary branch', 'calgary', '505 1 Street SW'],
    ],
    documents: [OFFER_LETTER, PASSPORT, STATEMENTS, BUDGET],
    faqs: 2,
  },
  {
    name: 'Fenwick and Hale Bank',
    city: 'manchester',
    address: '1 Spinningfields Square',
    rating: 4.0,
    kind: 'private',
    about: 'A Manchester private bank financing postgraduate study and professional relocation for skilled workers.',
    products: [
      { loan: 'postgrad', rate: [7.4, 12.0], amount: [8_000, 70_000], months: 120, fee: 1, collateral: true },
      { loan: 'relocation', rate: [6.9, 10.5], amount: [5_000, 50_000], months: 60, fee: 1 },
    ],
    consultants: [
      ['Spinningfields office', 'manchester', '1 Spinningfields Square'],
      ['Bristol office', 'bristol', '15 Queens Road'],
    ],
  },
  {
    name: 'Rheinland Bildungsbank',
    city: 'frankfurt',
    address: 'Mainzer Landstraße 16',
    rating: 4.6,
    kind: 'public',
    about:
      'A public development bank financing education and vocational training in Germany, including loans for international students and blocked accounts.',
    products: [
      { loan: 'funds', rate: [3.9, 5.4], amount: [11_904, 23_808], months: 24, fee: 0 },
      { loan: 'study', rate: [4.5, 7.9], amount: [3_000, 50_000], months: 120, fee: 0 },
      { loan: 'postgrad', rate: [4.2, 6.9], amount: [5_000, 60_000], months: 120, fee: 0 },
    ],
    consultants: [
      ['Frankfurt head office', 'frankfurt', 'Mainzer Landstraße 16'],
      ['Berlin advice centre', 'berlin', 'Unter den Linden 40'],
      ['Munich advice centre', 'munich', 'Leopoldstraße 12'],
      ['Hamburg advice centre', 'hamburg', 'Große Bleichen 21'],
    ],
    documents: [OFFER_LETTER, PASSPORT, BUDGET, ADDRESS],
    faqs: 3,
  },
  {
    name: 'Banque Ardoise',
    city: 'lyon',
    address: '20 rue de la République',
    rating: 4.1,
    kind: 'cooperative',
    about: 'A French cooperative bank with student loans guaranteed by the state and accounts opened before arrival.',
    products: [
      { loan: 'study', rate: [3.2, 5.5], amount: [2_000, 30_000], months: 120, fee: 0 },
      { loan: 'newcomer', rate: [5.9, 9.9], amount: [1_000, 15_000], months: 60, fee: 1 },
    ],
    consultants: [
      ['Lyon agency', 'lyon', '20 rue de la République'],
      ['Paris Latin Quarter agency', 'parisLatin', '45 boulevard Saint-Michel'],
      ['Bordeaux agency', 'bordeaux', "10 cours de l'Intendance"],
    ],
    documents: [OFFER_LETTER, PASSPORT, ADDRESS],
  },
  {
    name: 'Pohutukawa Savings Bank',
    city: 'wellington',
    address: '150 Lambton Quay',
    rating: 4.2,
    kind: 'public',
    about:
      'A state-owned New Zealand savings bank with fee-free accounts and personal loans for new residents and students.',
    products: [
      { loan: 'newcomer', rate: [8.9, 16.9], amount: [1_000, 30_000], months: 60, fee: 0 },
      { loan: 'relocation', rate: [7.9, 12.9], amount: [2_000, 25_000], months: 60, fee: 0 },
      { loan: 'study', rate: [6.9, 10.5], amount: [5_000, 60_000], months: 120, fee: 0.5 },
    ],
    consultants: [
      ['Wellington branch', 'wellington', '150 Lambton Quay'],
      ['Auckland branch', 'auckland', '205 Queen Street'],
      ['Christchurch branch', 'christchurch', '62 Riccarton Road'],
    ],
    faqs: 2,
  },
  {
    name: 'Lantern Street Credit Union',
    city: 'dublin',
    address: '40 Dame Street',
    rating: 4.0,
    kind: 'cooperative',
    about:
      'A Dublin credit union open to students and workers living in the city, with small loans and no hidden fees.',
    products: [
      { loan: 'newcomer', rate: [6.5, 11.0], amount: [500, 20_000], months: 60, fee: 0 },
      { loan: 'study', rate: [5.5, 8.0], amount: [2_000, 25_000], months: 84, fee: 0 },
    ],
    consultants: [
      ['Dame Street office', 'dublin', '40 Dame Street'],
      ['Cork office', 'cork', '25 Grand Parade'],
    ],
    documents: [PASSPORT, STATEMENTS, ADDRESS],
  },
  {
    name: 'Bayside Scholar Lending',
    city: 'sanFrancisco',
    address: '101 California Street, Suite 2500',
    rating: 4.3,
    kind: 'non_bank_lender',
    about:
      'A San Francisco lender offering no-co-signer loans to international students at US universities, based on the programme and expected earnings.',
    products: [
      { loan: 'study', rate: [9.99, 14.5], amount: [2_000, 100_000], months: 180, fee: 5 },
      { loan: 'postgrad', rate: [9.49, 13.99], amount: [5_000, 150_000], months: 180, fee: 4 },
      { loan: 'visa', rate: [12.5, 18.0], amount: [1_000, 10_000], months: 36, fee: 3, published: false },
      { loan: 'relocation', rate: [11.0, 16.5], amount: [2_000, 25_000], months: 60, fee: 2 },
    ],
    consultants: [
      ['San Francisco office', 'sanFrancisco', '101 California Street, Suite 2500'],
      ['Seattle office', 'seattle', '1201 3rd Avenue'],
      ['Chicago office', 'chicago', '233 South Wacker Drive'],
      ['New York office', 'newYork', '1 Bryant Park'],
      ['Boston office', 'boston', '200 Clarendon Street'],
      [
        'Online advice',
        'sanFrancisco',
        '101 California Street, Suite 2500',
        'Mon–Sun 6:00–22:00 Pacific (video calls)',
      ],
    ],
    documents: [OFFER_LETTER, PASSPORT, BUDGET, CREDIT],
    faqs: 3,
  },
  {
    name: 'Windmill Spaarbank',
    city: 'rotterdam',
    address: 'Coolsingel 104',
    rating: 3.8,
    kind: 'private',
    verified: false,
    about:
      'A Dutch savings bank offering relocation loans and bank accounts to highly skilled migrants before their BSN is issued.',
    products: [
      { loan: 'relocation', rate: [5.9, 9.4], amount: [2_500, 35_000], months: 72, fee: 0.5 },
      { loan: 'newcomer', rate: [6.9, 12.9], amount: [1_000, 25_000], months: 60, fee: 0 },
    ],
    consultants: [
      ['Rotterdam office', 'rotterdam', 'Coolsingel 104'],
      ['Amsterdam office', 'amsterdam', 'Rokin 55'],
    ],
  },
  {
    name: 'Granite Hill Bank',
    city: 'boston',
    address: '75 State Street',
    rating: 4.1,
    kind: 'private',
    about:
      'A Boston private bank with education loans for international graduate students at New England universities.',
    products: [
      { loan: 'postgrad', rate: [8.5, 12.5], amount: [10_000, 120_000], months: 180, fee: 2 },
      { loan: 'funds', rate: [6.0, 8.0], amount: [20_000, 80_000], months: 24, fee: 1, collateral: true },
    ],
    consultants: [
      ['State Street office', 'boston', '75 State Street'],
      ['Back Bay office', 'boston', '399 Boylston Street'],
    ],
    documents: [OFFER_LETTER, PASSPORT, STATEMENTS, COSIGNER],
  },
];

function amounts(bank: BankSeed): [number, number] {
  return [Math.min(...bank.products.map((p) => p.amount[0])), Math.max(...bank.products.map((p) => p.amount[1]))];
}

export function bankRow(bank: BankSeed, ctx: SeedContext): OrganizationRow {
  const [min, max] = amounts(bank);
  const description = listHtml(
    escapeHtml(bank.about),
    bank.products.map((p) => LOANS[p.loan].name),
  );
  return {
    ...organizationRow('bank', bank, 'loans', description, ctx),
    bank_type: bank.kind,
    // The bank's range is that of its products.
    min_loan: min,
    max_loan: max,
  };
}

export function loanProductRows(ctx: SeedContext): InsertOf<typeof loanProducts>[] {
  return BANKS.flatMap((bank) =>
    bank.products.map((p) => {
      const loan: LoanTemplate = LOANS[p.loan];
      return {
        organization_id: ctx.orgId(bank.name),
        name: loan.name,
        loan_type: loan.type,
        interest_rate_min: p.rate[0],
        interest_rate_max: p.rate[1],
        min_amount: p.amount[0],
        max_amount: p.amount[1],
        currency: CURRENCY[CITIES[bank.city].iso2],
        tenure_months_max: p.months,
        processing_fee_percent: p.fee,
        collateral_required: p.collateral ?? false,
        eligibility: loan.eligibility,
        is_published: p.published ?? true,
        created_by: null,
        updated_by: null,
      };
    }),
  );
}

export const loanConsultantRows = (ctx: SeedContext): InsertOf<typeof loanConsultantLocations>[] =>
  BANKS.flatMap((bank) => officeRows(bank, bank.consultants, ctx));
export const bankDocumentRows = (ctx: SeedContext): InsertOf<typeof requiredDocuments>[] =>
  BANKS.flatMap((bank) => documentRows('credit', bank.documents ?? [], bank, ctx));
export const bankFaqRows = (ctx: SeedContext): InsertOf<typeof faqs>[] =>
  BANKS.flatMap((bank, n) => faqRows('credit', FAQS, bank, n, bank.faqs ?? 0, ctx));
