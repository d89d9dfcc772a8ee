import { z } from 'zod';
import { FRESH_PROOF_MINUTES, reauthenticateSchema } from '@/domain/auth';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { statusSchema } from './answers';

// The MFA route descriptions still import this from here; once those routes are declared once too, they import
// @/server/auth/answers and this file goes.
export { freshProofRequiredSchema } from './answers';

/** POST /api/me/reauthenticate, mounted by ./mfa/routes.ts: declared once when those routes are. */
export const reauthenticateRouteDocs = routeDocs({
  method: 'post',
  path: '/api/me/reauthenticate',
  tag: 'auth',
  summary: `Prove it is you (the password, or a factor once the account has one): for ${FRESH_PROOF_MINUTES} minutes this session may then add a first factor`,
  body: reauthenticateSchema,
  responses: {
    200: {
      description: 'Proved',
      schema: statusSchema.extend({ freshUntil: z.string().describe('when the proof stops counting') }),
    },
    400: 'Wrong password or code (or the password of an account that has a factor)',
    429: 'Too many attempts',
  },
});
