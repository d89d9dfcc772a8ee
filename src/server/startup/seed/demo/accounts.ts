import { eq } from 'drizzle-orm';
import { organizations as organizationsDef } from '@/domain/areas/partners';
import { ROLE_BY_USER_TYPE } from '@/domain/roles';
import { hashPassword } from '@/server/features/auth/passwords';
import type { Db } from '@/server/infrastructure/db/client';
import { stampedRows } from '@/server/infrastructure/db/rows';
import { organizations, users } from '@/server/infrastructure/db/schema';
import { slugify } from '@/domain/slug';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/startup/seed/accounts';

/**
 * The six demo accounts (one admin, one per partner role), each partner linked to an organisation of its type. The organisation is
 * created here with its name only; seedPartners (./partners) fills in its profile and records, matching it by slug.
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    let organizationId: number | null = null;
    const type = ROLE_BY_USER_TYPE[account.userType].orgType;
    if (account.org && type) {
      const slug = slugify(account.org);
      const [existing] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.slug, slug));
      organizationId =
        existing?.id ??
        (
          await db
            .insert(organizations)
            .values(stampedRows(organizationsDef, [{ type, name: account.org, slug }]))
            .returning({ id: organizations.id })
        )[0].id;
    }
    await db.insert(users).values({
      first_name: account.first,
      last_name: account.last,
      email: account.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      user_type: account.userType,
      organization_id: organizationId,
    });
  }
}
