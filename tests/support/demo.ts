import { DEMO_ACCOUNTS } from '@/server/startup/seed/accounts';

export { DEMO_PASSWORD } from '@/server/startup/seed/accounts';

type DemoKey = 'admin' | 'insurer' | 'university' | 'consultant' | 'languages' | 'bank';

/** The seeded demo accounts by the local part of their email, e.g. DEMO.insurer. */
export const DEMO = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email.split('@')[0], a.email])) as Record<
  DemoKey,
  string
>;
