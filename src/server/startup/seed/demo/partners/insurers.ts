import { faqs } from '@/domain/areas/content';
import { insuranceBenefits, insuranceCovers, insuranceReasons } from '@/domain/areas/insurance';
import { organizations } from '@/domain/areas/partners';
import type { CurrencyCode } from '@/domain/pickers';
import { listHtml } from '@/server/infrastructure/db/rows';
import {
  cityOf,
  escapeHtml,
  faqRows,
  organizationRow,
  perEuro,
  rotate,
  roundTo,
  sourced,
  type SeedContext,
  type Sourced,
} from './common';
import { currencyOf, entryName, INSURER_DATA } from './templates';

/* Insurers (datasets/demo/partners/insurers.json): health, student and travel cover for people moving abroad. */

const FILE = 'datasets/demo/partners/insurers.json';
const { covers: COVERS, generalBenefits: GENERAL_BENEFITS, reasons: REASONS, faqs: FAQS } = INSURER_DATA;

type InsurerSeed = (typeof INSURER_DATA.insurers)[number];
type CoverTemplate = (typeof COVERS)[number];

export const INSURERS: readonly InsurerSeed[] = INSURER_DATA.insurers;

const from = (n: number) => entryName(FILE, 'insurers', n, INSURERS[n]);

function coverOf(key: string): CoverTemplate {
  const cover = COVERS.find((c) => c.key === key);
  if (!cover) throw new Error(`seed: no cover ${key}`);
  return cover;
}

const insurerCurrency = (insurer: InsurerSeed): CurrencyCode => currencyOf(cityOf(insurer.city).iso2);

/** Premiums end in .90 (or are rounded to 0.10 when small); sums insured are round numbers. */
function price(insurer: InsurerSeed, euros: number): number {
  const local = euros * perEuro(insurerCurrency(insurer)) * insurer.priceFactor;
  return local >= 20 ? Math.max(1, Math.round(local)) - 0.1 : Math.round(local * 10) / 10;
}

export const insurerRows = (ctx: SeedContext): Sourced<typeof organizations>[] =>
  INSURERS.map((insurer, n) => {
    const description = listHtml(
      escapeHtml(insurer.about),
      insurer.covers.map((k) => coverOf(k).name),
    );
    const row = {
      ...organizationRow('insurer', insurer, INSURER_DATA.mailbox, description, ctx),
      coverage_types: [...new Set(insurer.covers.map((k) => coverOf(k).type))],
    };
    return { from: from(n), row };
  });

export const coverRows = (ctx: SeedContext): Sourced<typeof insuranceCovers>[] =>
  INSURERS.flatMap((insurer, n) =>
    insurer.covers.map((key, i) => {
      const c = coverOf(key);
      const currency = insurerCurrency(insurer);
      const row = {
        organization_id: ctx.orgId(insurer.name),
        name: c.name,
        cover_type: c.type,
        description: `<p>${escapeHtml(c.summary)}</p>`,
        sum_insured: roundTo(c.sumInsured * perEuro(currency), c.sumInsured >= 100_000 ? 50_000 : 5_000),
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
      return { from: `${from(n)}, cover ${JSON.stringify(key)}`, row };
    }),
  );

/**
 * Benefits: those of each cover (the first two covers list all of theirs, later ones their first), linked to the
 * cover by id, then two of the insurer's general benefits. `coverId` finds a cover of this insurer by name.
 */
export const benefitRows = (
  ctx: SeedContext,
  coverId: (organizationId: number, name: string) => number,
): Sourced<typeof insuranceBenefits>[] =>
  INSURERS.flatMap((insurer, n) => {
    const organizationId = ctx.orgId(insurer.name);
    const linked = insurer.covers.flatMap((key, i) => {
      const c = coverOf(key);
      return (i < 2 ? c.benefits : c.benefits.slice(0, 1)).map(({ title, description }, j) => ({
        cover_id: coverId(organizationId, c.name),
        title,
        description,
        is_highlighted: i === 0 && j === 0,
      }));
    });
    const general = rotate(GENERAL_BENEFITS, n, 2).map(({ title, description }) => ({
      cover_id: null,
      title,
      description,
      is_highlighted: false,
    }));
    return sourced(
      from(n),
      [...linked, ...general].map((b, i) => ({
        organization_id: organizationId,
        ...b,
        sort_order: (i + 1) * 10,
        created_by: null,
        updated_by: null,
      })),
    );
  });

export const reasonRows = (ctx: SeedContext): Sourced<typeof insuranceReasons>[] =>
  INSURERS.flatMap((insurer, n) =>
    sourced(
      from(n),
      rotate(REASONS, n, insurer.reasons).map(({ title, description, icon }, i) => ({
        organization_id: ctx.orgId(insurer.name),
        title,
        description,
        icon,
        sort_order: (i + 1) * 10,
        created_by: null,
        updated_by: null,
      })),
    ),
  );

export const insurerFaqRows = (ctx: SeedContext): Sourced<typeof faqs>[] =>
  INSURERS.flatMap((insurer, n) => sourced(from(n), faqRows('insurance', FAQS, insurer, n, insurer.faqs, ctx)));
