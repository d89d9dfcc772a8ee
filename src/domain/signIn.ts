import * as z from 'zod/mini';
import { storable } from './storable';
import { V } from './validationKeys';

// Written with zod/mini, which shares its core with the classic zod of the other schemas: the sign-in page
// validates its form without loading classic zod (about 20 KB compressed) before the console needs it.

/** An email address: trimmed, at most 254 characters. The one email rule, of every form and request. */
export const emailAddress = () =>
  z.pipe(
    z
      .string({ error: V.emailRequired })
      .check(
        z.refine(storable, { error: V.characters }),
        z.trim(),
        z.minLength(1, { error: V.emailRequired }),
        z.maxLength(254, { error: V.tooLong }),
      ),
    z.email({ error: V.emailInvalid }),
  );

/** The sign-in form (field names email/password/remember). */
export const loginFormSchema = z.object({
  email: emailAddress(),
  password: z.string({ error: V.passwordRequired }).check(z.minLength(1, { error: V.passwordRequired })),
  remember: z._default(z.boolean(), true),
});
