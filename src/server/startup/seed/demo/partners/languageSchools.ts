import { escapeHtml, fill, organizationRow, type OrganizationRow, type SeedContext } from './common';
import type { ServiceProviders } from './advisers';
import { LANGUAGE_SCHOOL_DATA } from './templates';

/* Language schools (datasets/demo/partners/language-schools.json): courses in the destinations' languages. */

type LanguageSchoolSeed = (typeof LANGUAGE_SCHOOL_DATA.schools)[number];

export const LANGUAGE_SCHOOLS: readonly LanguageSchoolSeed[] = LANGUAGE_SCHOOL_DATA.schools;

function languageSchoolRow(s: LanguageSchoolSeed, ctx: SeedContext): OrganizationRow {
  const exams = escapeHtml(fill(LANGUAGE_SCHOOL_DATA.texts.exams, { exams: s.exams.join(', ') }));
  const description = `<p>${escapeHtml(s.about)}</p><p>${exams}</p>`;
  return {
    ...organizationRow('language_school', s, LANGUAGE_SCHOOL_DATA.mailbox, description, ctx),
    languages_taught: s.languages,
    exams: s.exams,
    modes: s.modes,
  };
}

export const LANGUAGE_SCHOOL_PROVIDERS: ServiceProviders<LanguageSchoolSeed> = {
  file: 'datasets/demo/partners/language-schools.json',
  section: 'schools',
  orgs: LANGUAGE_SCHOOLS,
  offers: LANGUAGE_SCHOOL_DATA.offers,
  faqScope: 'language',
  faqs: LANGUAGE_SCHOOL_DATA.faqs,
  organizationRow: languageSchoolRow,
  // `{language}` is the school's main language, `{secondLanguage}` its second (or main), `{exam}` its first exam.
  staffTitles: (s) => {
    const [main, second] = s.languages;
    const values = { language: main, secondLanguage: second ?? main, exam: s.exams[0] };
    return LANGUAGE_SCHOOL_DATA.staffTitles.map((title) => fill(title, values));
  },
  staffLanguages: (s) => s.languages,
};
