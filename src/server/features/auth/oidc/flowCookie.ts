import { z } from 'zod';
import type { TokenSigner } from '@/server/infrastructure/tokens';
import { sameDigest } from '@/server/infrastructure/tokens';

/** The cookie that carries a sign-in's secrets from the start to the callback, and how long it lives. */
export const FLOW_COOKIE = 'vp_oidc';
export const FLOW_COOKIE_PATH = '/api/auth/oidc';
export const FLOW_LIFETIME_SECONDS = 600;

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  /** The PKCE code verifier: its S256 challenge went to the provider. */
  verifier: z.string().min(1),
  redirectUri: z.url(),
  /** Expiry in epoch seconds: the cookie's own Max-Age is only the browser's to keep. */
  exp: z.number().int(),
});
export type Flow = z.infer<typeof flowSchema>;

const sign = (tokens: TokenSigner, payload: string) => tokens.digest(`oidc-flow:${payload}`);

/** The cookie value: the flow as base64url JSON and its keyed hash, so the browser can keep it but not alter it. */
export function sealFlow(tokens: TokenSigner, flow: Flow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${sign(tokens, payload)}`;
}

/** The flow a cookie value carries, if its signature holds and it has not expired; null otherwise. */
export function openFlow(tokens: TokenSigner, value: string | undefined, now = Date.now()): Flow | null {
  const [payload, signature, extra] = (value ?? '').split('.');
  if (!payload || !signature || extra !== undefined || !sameDigest(signature, sign(tokens, payload))) return null;
  try {
    const flow = flowSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return flow.success && flow.data.exp * 1000 > now ? flow.data : null;
  } catch {
    return null;
  }
}
