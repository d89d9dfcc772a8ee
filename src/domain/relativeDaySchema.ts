import { z } from 'zod';
import { RELATIVE_DAY } from './relativeDate';
import { V } from './validationKeys';

/** A relative day as a filter or a saved view takes it: `{"relative": "today+30d"}` and nothing else. */
export const relativeDaySchema = z
  .object({ relative: z.string().regex(RELATIVE_DAY, { error: V.invalid }) }, { error: V.invalid })
  .strict();
