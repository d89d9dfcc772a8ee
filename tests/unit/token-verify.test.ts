import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFIED_TOKENS_KEPT, createTokenSigner } from '@/server/infrastructure/tokens';
import { TOKEN_LIFETIME_SECONDS } from '@/domain/auth';

const claims = { sub: '7', sid: 'session', tv: 3, user_type: 4, org: 12 };

/** The token with one character of its signature changed. */
const tampered = (token: string) => token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);

describe('token verification', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the claims of a token it signed, as often as asked', async () => {
    const signer = createTokenSigner('x'.repeat(32));
    const { token } = await signer.sign(claims);
    for (let i = 0; i < 3; i++) expect(await signer.verify(token)).toMatchObject(claims);
  });

  it('refuses a token past its expiry, also one it verified before', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    const signer = createTokenSigner('x'.repeat(32));
    const { token } = await signer.sign(claims);
    expect(await signer.verify(token)).not.toBeNull();
    clock.mockReturnValue(start + (TOKEN_LIFETIME_SECONDS + 1) * 1000);
    expect(await signer.verify(token)).toBeNull();
  });

  it("refuses a changed signature and another secret's token, after the genuine one verified", async () => {
    const signer = createTokenSigner('x'.repeat(32));
    const other = createTokenSigner('y'.repeat(32));
    const { token } = await signer.sign(claims);
    expect(await signer.verify(token)).not.toBeNull();
    expect(await signer.verify(tampered(token))).toBeNull();
    expect(await other.verify(token)).toBeNull();
  });

  it('keeps verifying correctly beyond the number of tokens it remembers', async () => {
    const signer = createTokenSigner('x'.repeat(32));
    const first = (await signer.sign(claims)).token;
    expect(await signer.verify(first)).not.toBeNull();
    for (let i = 0; i < VERIFIED_TOKENS_KEPT; i++) {
      const { token } = await signer.sign({ ...claims, sid: `s${i}` });
      await signer.verify(token);
    }
    expect(await signer.verify(first)).toMatchObject(claims);
    expect(await signer.verify(tampered(first))).toBeNull();
  });
});
