import { faqs, requiredDocuments } from '@/domain/areas/content';
import { loanConsultantLocations, loanProducts } from '@/domain/areas/credits';
import { organizations } from '@/domain/areas/partners';
import { listHtml } from '@/server/infrastructure/db/rows';
import {
  cityOf,
  documentRows,
  escapeHtml,
  faqRows,
  organizationRow,
  sourced,
  type SeedContext,
  type Sourced,
} from './common';
import { officeRows } from './advisers';
import { BANK_DATA, currencyOf, entryName } from './templates';

/* Banks and lenders (datasets/demo/partners/banks.json): study, visa and relocation loans. All invented. */

const FILE = 'datasets/demo/partners/banks.json';
const { loans: LOANS, documents: DOCUMENTS, faqs: FAQS } = BANK_DATA;

type BankSeed = (typeof BANK_DATA.banks)[number];

export const BANKS: readonly BankSeed[] = BANK_DATA.banks;

const from = (n: number) => entryName(FILE, 'banks', n, BANKS[n]);

function loanOf(key: string) {
  const loan = LOANS.find((l) => l.key === key);
  if (!loan) throw new Error(`seed: no loan ${key}`);
  return loan;
}

const documentOf = (key: string) => {
  const document = DOCUMENTS.find((d) => d.key === key);
  if (!document) throw new Error(`seed: no document ${key}`);
  return document;
};

function amounts(bank: BankSeed): [number, number] {
  return [Math.min(...bank.products.map((p) => p.amount[0])), Math.max(...bank.products.map((p) => p.amount[1]))];
}

export const bankRows = (ctx: SeedContext): Sourced<typeof organizations>[] =>
  BANKS.map((bank, n) => {
    const [min, max] = amounts(bank);
    const description = listHtml(
      escapeHtml(bank.about),
      bank.products.map((p) => loanOf(p.loan).name),
    );
    const row = {
      ...organizationRow('bank', bank, BANK_DATA.mailbox, description, ctx),
      bank_type: bank.kind,
      // The bank's range is that of its products.
      min_loan: min,
      max_loan: max,
    };
    return { from: from(n), row };
  });

export const loanProductRows = (ctx: SeedContext): Sourced<typeof loanProducts>[] =>
  BANKS.flatMap((bank, n) =>
    bank.products.map((p) => {
      const loan = loanOf(p.loan);
      const row = {
        organization_id: ctx.orgId(bank.name),
        name: loan.name,
        loan_type: loan.type,
        interest_rate_min: p.rate[0],
        interest_rate_max: p.rate[1],
        min_amount: p.amount[0],
        max_amount: p.amount[1],
        currency: currencyOf(cityOf(bank.city).iso2),
        tenure_months_max: p.months,
        processing_fee_percent: p.fee,
        collateral_required: p.collateral ?? false,
        eligibility: loan.eligibility,
        is_published: p.published ?? true,
        created_by: null,
        updated_by: null,
      };
      return { from: `${from(n)}, loan ${JSON.stringify(p.loan)}`, row };
    }),
  );

export const loanConsultantRows = (ctx: SeedContext): Sourced<typeof loanConsultantLocations>[] =>
  BANKS.flatMap((bank, n) => sourced(from(n), officeRows(bank, bank.consultants, ctx)));
export const bankDocumentRows = (ctx: SeedContext): Sourced<typeof requiredDocuments>[] =>
  BANKS.flatMap((bank, n) =>
    sourced(from(n), documentRows('credit', (bank.documents ?? []).map(documentOf), bank, ctx)),
  );
export const bankFaqRows = (ctx: SeedContext): Sourced<typeof faqs>[] =>
  BANKS.flatMap((bank, n) => sourced(from(n), faqRows('credit', FAQS, bank, n, bank.faqs ?? 0, ctx)));
