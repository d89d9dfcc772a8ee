import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/messages';
import type { Db } from './db/client';
import { sessions } from './db/schema';

/** The owner's language: the one their latest sign-in asked for (the console's language), else English. */
export async function ownerLocale(db: Db, userId: number): Promise<Locale> {
  const [row] = await db
    .select({ locale: sessions.locale })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNotNull(sessions.locale)))
    .orderBy(desc(sessions.created_at))
    .limit(1);
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}
