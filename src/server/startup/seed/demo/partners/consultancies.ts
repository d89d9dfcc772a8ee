import { listHtml } from '@/server/infrastructure/db/rows';
import { cityOf, escapeHtml, hash, organizationRow, type OrganizationRow, type SeedContext } from './common';
import type { ServiceProviders } from './advisers';
import { CONSULTANCY_DATA } from './templates';

/*
 * Migration and education consultancies (datasets/demo/partners/consultancies.json). Regulators are real; firms,
 * people and numbers are invented.
 */

type ConsultancySeed = (typeof CONSULTANCY_DATA.consultancies)[number];
type NumberPart = (typeof CONSULTANCY_DATA.regulatedAdvisers)[string]['number'][number];

export const CONSULTANCIES: readonly ConsultancySeed[] = CONSULTANCY_DATA.consultancies;

const { staffTitles: TITLES, regulatedAdvisers: ADVISERS } = CONSULTANCY_DATA;

/** A registration number of the shape `parts` describes, derived from `n`. */
const registrationNumber = (parts: readonly NumberPart[], n: number) =>
  parts
    .map((part) =>
      typeof part === 'string' ? part : String(part.from + (n % part.modulo)).padStart(part.digits ?? 0, '0'),
    )
    .join('');

function consultancyRow(c: ConsultancySeed, ctx: SeedContext): OrganizationRow {
  const description = listHtml(escapeHtml(c.about), c.services.map(escapeHtml));
  return {
    ...organizationRow('consultancy', c, CONSULTANCY_DATA.mailbox, description, ctx),
    registration_number: c.registration,
    regulator: c.regulator,
    services: c.services,
    languages_spoken: c.languages,
  };
}

export const CONSULTANCY_PROVIDERS: ServiceProviders<ConsultancySeed> = {
  file: 'datasets/demo/partners/consultancies.json',
  section: 'consultancies',
  orgs: CONSULTANCIES,
  offers: CONSULTANCY_DATA.offers,
  faqScope: 'consultant',
  faqs: CONSULTANCY_DATA.faqs,
  organizationRow: consultancyRow,
  staffTitles: (c) => {
    const adviser = ADVISERS[cityOf(c.city).iso2];
    return [TITLES.first, ...(adviser ? [adviser.title, adviser.title] : [TITLES.unregulated]), ...TITLES.others];
  },
  staffLanguages: (c) => c.languages,
  // The director and the advisers are registered where advice is regulated.
  registration: (c, k) => {
    const adviser = ADVISERS[cityOf(c.city).iso2];
    return adviser && k < 3 ? registrationNumber(adviser.number, hash(`${c.name}/${k}`)) : null;
  },
};
