// drizzle-kit finds tables by their named exports: one line per resource, the columns come from its definition.
import { tableOf } from './resourceTables';

export const countries = tableOf('countries');
export const visaTypes = tableOf('visa-types');
export const countryVisas = tableOf('country-visas');
export const visaForms = tableOf('visa-forms');
export const travelAdvice = tableOf('travel-advice');
export const customsInfo = tableOf('customs-info');
export const visaRequirements = tableOf('visa-requirements');
export const dataVariables = tableOf('data-variables');
export const requiredDocuments = tableOf('required-documents');
export const faqs = tableOf('faqs');
export const prPathways = tableOf('pr-pathways');
export const prPoints = tableOf('pr-points');
export const occupations = tableOf('occupations');
export const prBundles = tableOf('pr-bundles');
export const courseGuides = tableOf('course-guides');
