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
export const courses = tableOf('courses');
export const insuranceCovers = tableOf('insurance-covers');
export const insuranceReasons = tableOf('insurance-reasons');
export const insuranceBenefits = tableOf('insurance-benefits');
export const staff = tableOf('staff');
export const serviceLocations = tableOf('service-locations');
export const offers = tableOf('offers');
export const loanProducts = tableOf('loan-products');
export const loanConsultantLocations = tableOf('loan-consultant-locations');
export const enquiries = tableOf('enquiries');
export const cspViolations = tableOf('csp-violations');
