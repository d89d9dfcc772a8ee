import { z } from 'zod';
import { V } from './validation';

/**
 * A country code as check-my-visa takes it (`?passport=de`): two letters, read in capitals. Classic zod, for the
 * server's routes only: the console's definitions must not load it (tests/e2e/bundle-budget.test.ts).
 */
export const countryCodeParam = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .regex(/^[A-Za-z]{2}$/, { error: V.invalid })
  .toUpperCase()
  .describe('ISO 3166-1 alpha-2');
