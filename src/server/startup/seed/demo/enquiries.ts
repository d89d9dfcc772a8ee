import { eq } from 'drizzle-orm';
import { offers } from '@/domain/areas/consultants';
import { loanProducts } from '@/domain/areas/credits';
import { ORG_TYPE_OF_KIND, enquiries, type EnquiryKind, type EnquiryStatus } from '@/domain/areas/enquiries';
import { insuranceCovers } from '@/domain/areas/insurance';
import { courses } from '@/domain/areas/universities';
import { ORG_TYPES, type OrgType } from '@/domain/roles';
import type { Db } from '@/server/infrastructure/db/client';
import { typedTableOf } from '@/server/infrastructure/db/resourceTables';
import type { InsertOf } from '@/server/infrastructure/db/tableBuilder';
import { organizations } from '@/server/infrastructure/db/schema';

/** A small deterministic generator (mulberry32): the same seed gives the same year of enquiries. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  /** Picks by weight: `[[value, weight], …]`. */
  const weighted = <T>(items: readonly (readonly [T, number])[]) => {
    let r = next() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of items) if ((r -= w) < 0) return value;
    return items[items.length - 1][0];
  };
  return { next, pick, weighted };
}

const FIRST = [
  'Aarav',
  'Priya',
  'Wei',
  'Mei',
  'Carlos',
  'Lucía',
  'Ahmed',
  'Fatima',
  'Olu',
  'Chiamaka',
  'Nguyen',
  'Linh',
  'Ivan',
  'Olga',
  'Kenji',
  'Yuki',
  'Mohammed',
  'Aisha',
  'Rahul',
  'Ananya',
  'Juan',
  'Sofía',
  'Emeka',
  'Grace',
  'Hassan',
  'Zainab',
  'Minh',
  'Thu',
  'Arjun',
  'Sara',
];
const LAST = [
  'Sharma',
  'Patel',
  'Zhang',
  'Li',
  'García',
  'Martínez',
  'Khan',
  'Hussain',
  'Okafor',
  'Adeyemi',
  'Tran',
  'Pham',
  'Petrov',
  'Ivanova',
  'Sato',
  'Tanaka',
  'Rahman',
  'Ali',
  'Gupta',
  'Reddy',
  'López',
  'Hernández',
  'Nwosu',
  'Mensah',
  'Haddad',
  'Farouk',
];
/** Where enquirers come from, roughly as migration statistics weight them. */
const NATIONALITIES = [
  ['IN', 24],
  ['CN', 14],
  ['NG', 8],
  ['PH', 7],
  ['VN', 6],
  ['PK', 6],
  ['BR', 4],
  ['NP', 5],
  ['BD', 4],
  ['CO', 3],
  ['MX', 3],
  ['KE', 3],
  ['EG', 2],
  ['TR', 2],
  ['IR', 2],
  ['UA', 2],
  ['ID', 2],
  ['LK', 2],
] as const;
const DESTINATIONS = [
  ['AU', 22],
  ['CA', 22],
  ['GB', 18],
  ['DE', 12],
  ['US', 10],
  ['NZ', 6],
  ['IE', 5],
  ['FR', 5],
] as const;
const KINDS = [
  ['website', 14],
  ['partner', 2],
  ['service', 20],
  ['insurance', 14],
  ['university', 26],
  ['language', 12],
  ['credit', 12],
] as const;
const SOURCES = [
  ['google', 40],
  ['facebook', 15],
  ['instagram', 12],
  ['newsletter', 8],
  ['partner-site', 10],
  ['', 15],
] as const;

const MESSAGES: Record<EnquiryKind, readonly string[]> = {
  website: [
    'I cannot find the visa requirements for my passport on your site. Can you help?',
    'How current is the travel advice for Germany? I travel next month.',
    'Your check-my-visa tool says visa on arrival, but the embassy says otherwise. Which is right?',
    'Please correct the fee shown for the Australian student visa; it changed in July.',
  ],
  partner: [
    'We are a licensed migration agency and would like to be listed on Visapath.',
    'Our language school offers IELTS preparation in three cities; how do we join your directory?',
    'We insure international students and would like to partner with you.',
  ],
  service: [
    'I would like a consultation about the skilled independent visa (subclass 189).',
    'Can you review my Express Entry profile before I submit it?',
    'My student visa was refused. Can you help me with the appeal?',
    'I need help with a partner visa application for my spouse.',
  ],
  insurance: [
    'Does the student cover include dental treatment?',
    'I need OSHC for a 2-year course starting in February. What is the price?',
    'Can my parents be covered by the visitor policy while they visit me for 3 months?',
  ],
  university: [
    'What are the English requirements for the Master of Data Science?',
    'Is there a January intake for this course?',
    'Do you accept a three-year bachelor degree from India for the master programme?',
    'What scholarships are available to international students?',
  ],
  language: [
    'Do you have evening IELTS preparation classes?',
    'I need a B2 German certificate for my visa. When does the next course start?',
    'Can I take the course online from my home country?',
  ],
  credit: [
    'What documents do I need for an education loan of 40,000 EUR?',
    'Can you provide a blocked account for my German student visa?',
    'What is the interest rate for a loan without collateral?',
  ],
};

/** Status by age: old enquiries are mostly closed, this week's mostly new. */
function statusFor(ageDays: number, r: number): EnquiryStatus {
  if (r < 0.04) return 'spam';
  if (ageDays < 7) return r < 0.7 ? 'new' : r < 0.95 ? 'in_progress' : 'closed';
  if (ageDays < 45) return r < 0.2 ? 'new' : r < 0.55 ? 'in_progress' : 'closed';
  return r < 0.03 ? 'new' : r < 0.1 ? 'in_progress' : 'closed';
}

/** The record an enquiry of a kind is about: the enquiry's field, and the resource of its organisation's records. */
const LINK_OF: Partial<
  Record<
    EnquiryKind,
    {
      field: 'course_id' | 'loan_product_id' | 'cover_id' | 'offer_id';
      def: typeof courses | typeof loanProducts | typeof insuranceCovers | typeof offers;
    }
  >
> = {
  university: { field: 'course_id', def: courses },
  credit: { field: 'loan_product_id', def: loanProducts },
  insurance: { field: 'cover_id', def: insuranceCovers },
  service: { field: 'offer_id', def: offers },
};

const HOUR = 3_600_000;

/**
 * What the timeline would have kept, without drawing from the generator (the rest of the year stays as it was):
 * half of those heading for Germany or France write in its language; an answered enquiry (in progress or closed)
 * got its first answer 1 to 72 hours after it arrived (never later than now), and one in three in progress has an answer back from the
 * enquirer waiting; a new one has waited since it arrived.
 */
function answered(row: InsertOf<typeof enquiries>, i: number, now: number) {
  const half = i % 2 === 0;
  row.locale = row.destination === 'DE' && half ? 'de' : row.destination === 'FR' && half ? 'fr' : 'en';
  const created = Date.parse(row.created_at as string);
  if (row.status === 'new') row.waiting_since = row.created_at;
  if (row.status !== 'in_progress' && row.status !== 'closed') return;
  const first = Math.min(created + (1 + ((i * 7) % 72)) * HOUR, now);
  row.first_response_at = new Date(first).toISOString();
  if (row.status === 'in_progress' && i % 3 === 0)
    row.waiting_since = new Date(Math.min(first + 5 * HOUR, now)).toISOString();
}

/**
 * A year of believable enquiries: about 3,000, more in the months before the February and
 * September intakes, spread over kinds, statuses, nationalities and the published partners.
 */
export async function seedEnquiries(db: Db, now = new Date(), total = 3000): Promise<number> {
  const rand = generator(20261122);
  const orgs = await db
    .select({ id: organizations.id, type: organizations.type })
    .from(organizations)
    .where(eq(organizations.is_published, true));
  const byType = new Map<OrgType, number[]>(
    ORG_TYPES.map((t) => [t, orgs.filter((o) => o.type === t).map((o) => o.id)]),
  );
  const links = new Map<string, Map<number, number[]>>();
  for (const { def } of Object.values(LINK_OF)) {
    const table = typedTableOf(def);
    const rows = await db.select({ id: table.id, org: table.organization_id }).from(table);
    const map = new Map<number, number[]>();
    for (const row of rows) map.set(row.org, [...(map.get(row.org) ?? []), row.id]);
    links.set(def.name, map);
  }
  const rows: InsertOf<typeof enquiries>[] = [];
  for (let i = 0; i < total; i++) {
    // Seasonality: a sine over the year peaking before the intakes, sampled by rejection.
    let ageDays: number;
    do ageDays = rand.next() * 365;
    while (rand.next() > 0.65 + 0.35 * Math.cos(((now.getTime() / 86_400_000 - ageDays) / 365) * 4 * Math.PI));
    const created = new Date(now.getTime() - ageDays * 86_400_000);
    let kind = rand.weighted(KINDS) as EnquiryKind;
    const orgType = ORG_TYPE_OF_KIND[kind];
    const candidates = orgType ? (byType.get(orgType) ?? []) : [];
    if (orgType && !candidates.length) kind = 'website';
    const organization_id = orgType && candidates.length ? rand.pick(candidates) : null;
    const first = rand.pick(FIRST);
    const last = rand.pick(LAST);
    const link = LINK_OF[kind];
    const linked = link && organization_id ? (links.get(link.def.name)?.get(organization_id) ?? []) : [];
    const utm = rand.weighted(SOURCES);
    rows.push({
      kind,
      organization_id,
      full_name: `${first} ${last}`,
      email: `${first}.${last}.${i}@example.com`
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
      phone: rand.next() < 0.6 ? `+${Math.floor(rand.next() * 90 + 10)} ${Math.floor(rand.next() * 9e8 + 1e8)}` : null,
      nationality: rand.weighted(NATIONALITIES),
      destination: rand.weighted(DESTINATIONS),
      message: rand.pick(MESSAGES[kind]),
      company_name:
        kind === 'partner'
          ? `${last} ${rand.pick(['Migration', 'Education', 'Insurance', 'Language'])} Partners`
          : null,
      partner_type: kind === 'partner' ? rand.pick(ORG_TYPES) : null,
      [link?.field ?? 'offer_id']: linked.length && rand.next() < 0.7 ? rand.pick(linked) : null,
      status: statusFor(ageDays, rand.next()),
      consent: rand.next() < 0.8,
      source_url: `https://www.visapath.example/${kind === 'website' ? 'contact' : `${kind}/${organization_id ?? ''}`}`,
      utm_source: utm || null,
      utm_medium: utm ? rand.pick(['cpc', 'social', 'email', 'referral']) : null,
      utm_campaign: utm ? rand.pick(['intake-feb', 'intake-sep', 'always-on']) : null,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    });
  }
  rows.forEach((row, i) => answered(row, i, now.getTime()));
  const table = typedTableOf(enquiries);
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500));
  return rows.length;
}
