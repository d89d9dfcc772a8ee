import type { Role } from '@/domain/roles';

/** Where each role lands after signing in: a partner on its own organisation's details page. */
export const PARTNER_DETAILS_PATH: Record<Exclude<Role, 'admin'>, string> = {
  insurance: '/dashboard/insurance/insurance-listing/insurance-details',
  university: '/dashboard/universities/university-listing/university-details',
  consultants: '/dashboard/consultants/consultants-listing/consultants-details',
  languages: '/dashboard/languages/languages-listing/languages-details',
  bank: '/dashboard/credits/credits-listing/credits-details',
};

/** Admins land on the visa area, the countries list. */
export const ADMIN_LANDING = '/dashboard/visa/country';

export function landingPath(role: Role | null): string {
  if (!role) return '/auth/login';
  return role === 'admin' ? ADMIN_LANDING : PARTNER_DETAILS_PATH[role];
}
