import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { createTokenSigner } from '@/server/infrastructure/tokens';
import { TOKEN_LIFETIME_SECONDS } from '@/domain/auth';

describe('token lifetime', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is exactly the documented lifetime even when the clock ticks into the next second while signing', async () => {
    let now = 1_800_000_000_900;
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 150));
    const signer = createTokenSigner('x'.repeat(32));
    const { token, expiresAt } = await signer.sign({ sub: '1', sid: 's', tv: 0, user_type: 1, org: null });
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TOKEN_LIFETIME_SECONDS);
    expect(expiresAt.getTime()).toBe((claims.exp ?? 0) * 1000);
  });
});
