import { count, eq } from 'drizzle-orm';
import type { UserType } from '@/domain/roles';
import { hashPassword, verifyPassword } from '@/server/features/auth/passwords';
import type { Db } from '@/server/infrastructure/db/client';
import { users } from '@/server/infrastructure/db/schema';

/** The demo accounts' password, public in the README: a production start refuses accounts that still have it. */
export const DEMO_PASSWORD = 'Visapath-demo-1';

export const DEMO_ACCOUNTS: { email: string; userType: UserType; first: string; last: string; org?: string }[] = [
  { email: 'admin@visapath.test', userType: 1, first: 'Ada', last: 'Admin' },
  { email: 'insurer@visapath.test', userType: 4, first: 'Ines', last: 'Insurer', org: 'Globe Shield Insurance' },
  {
    email: 'university@visapath.test',
    userType: 5,
    first: 'Ulrich',
    last: 'Universität',
    org: 'Northbridge University',
  },
  {
    email: 'consultant@visapath.test',
    userType: 6,
    first: 'Chloé',
    last: 'Conseil',
    org: 'Pathway Migration Advisers',
  },
  { email: 'languages@visapath.test', userType: 7, first: 'Lena', last: 'Lingua', org: 'Lingua Bridge Academy' },
  { email: 'bank@visapath.test', userType: 8, first: 'Bruno', last: 'Banker', org: 'Meridian Student Bank' },
];

/** The name the first admin of a production database is given. */
export const FIRST_ADMIN = { first_name: 'Admin', last_name: 'User' };

/** The first admin of a production database, from ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function seedFirstAdmin(db: Db, email: string, password: string): Promise<void> {
  await db.insert(users).values({
    ...FIRST_ADMIN,
    email,
    password_hash: await hashPassword(password),
    user_type: 1,
  });
}

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Emails of active accounts whose password is still the public demo password. */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, hash: users.password_hash })
    .from(users)
    .where(eq(users.is_active, true));
  const found: string[] = [];
  for (const row of rows) if (await verifyPassword(row.hash, DEMO_PASSWORD)) found.push(row.email);
  return found;
}
