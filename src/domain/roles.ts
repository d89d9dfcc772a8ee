/** The user_type numbers (1 admin, 4 insurance, 5 university, 6 consultants, 7 languages, 8 bank) and what each one means. */
export const USER_TYPES = [1, 4, 5, 6, 7, 8] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ORG_TYPES = ['insurer', 'university', 'consultancy', 'language_school', 'bank'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

export const ROLES = ['admin', 'insurance', 'university', 'consultants', 'languages', 'bank'] as const;
export type Role = (typeof ROLES)[number];

interface RoleInfo {
  role: Role;
  /** The organisation type a user of this role belongs to (none for admins). */
  orgType: OrgType | null;
}

export const ROLE_BY_USER_TYPE: Record<UserType, RoleInfo> = {
  1: { role: 'admin', orgType: null },
  4: { role: 'insurance', orgType: 'insurer' },
  5: { role: 'university', orgType: 'university' },
  6: { role: 'consultants', orgType: 'consultancy' },
  7: { role: 'languages', orgType: 'language_school' },
  8: { role: 'bank', orgType: 'bank' },
};

export const USER_TYPE_BY_ROLE = Object.fromEntries(USER_TYPES.map((t) => [ROLE_BY_USER_TYPE[t].role, t])) as Record<
  Role,
  UserType
>;

export const USER_TYPE_BY_ORG_TYPE = Object.fromEntries(
  USER_TYPES.filter((t) => ROLE_BY_USER_TYPE[t].orgType).map((t) => [ROLE_BY_USER_TYPE[t].orgType, t]),
) as Record<OrgType, UserType>;

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'number' && (USER_TYPES as readonly number[]).includes(value);
}

export function roleOf(userType: unknown): Role | null {
  return isUserType(userType) ? ROLE_BY_USER_TYPE[userType].role : null;
}

export function orgTypeOf(userType: UserType): OrgType | null {
  return ROLE_BY_USER_TYPE[userType].orgType;
}
