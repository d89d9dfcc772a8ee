import { z } from 'zod';
import {
  FRESH_PROOF_MINUTES,
  FRESH_PROOF_REQUIRED,
  reauthenticateSchema,
  type FreshProofRequired,
  type OwnSession,
} from '@/domain/auth';
import { routeDocs } from '@/server/infrastructure/openapi/registry';
import { statusSchema } from './routes.docs';

const ownSessionSchema = z.object({
  id: z.uuid(),
  browser: z.string().nullable().describe('from the User-Agent of its sign-in; null when not recognised'),
  os: z.string().nullable(),
  ip: z.string().nullable().describe('the client address of its sign-in'),
  created_at: z.string(),
  last_seen_at: z.string().describe('its last use (kept to the minute)'),
  current: z.boolean().describe('the session of this request'),
}) satisfies z.ZodType<OwnSession>;

/** The 403 of a security change made without a fresh proof (the console asks for one and retries). */
export const freshProofRequiredSchema = z.object({
  message: z.string(),
  error: z.literal(FRESH_PROOF_REQUIRED),
  methods: z.array(z.enum(['password', 'totp', 'passkey', 'recovery_code'])),
}) satisfies z.ZodType<FreshProofRequired>;

/** The signed-in user's sessions and the fresh proof security changes need. */
export const sessionRouteDocs = routeDocs(
  {
    method: 'get',
    path: '/api/me/sessions',
    tag: 'auth',
    summary: "The signed-in user's live sessions, newest first",
    responses: { 200: { description: 'The sessions', schema: z.array(ownSessionSchema) } },
  },
  {
    method: 'post',
    path: '/api/me/sessions/:id/end',
    tag: 'auth',
    summary: 'End one of your own sessions (its token stops working at once)',
    body: z.object({}),
    responses: { 200: { description: 'Ended', schema: statusSchema }, 404: 'No live session of yours' },
  },
  {
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
  },
);
