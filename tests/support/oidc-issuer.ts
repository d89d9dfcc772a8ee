import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The claims an account of the test issuer releases (sub is its id). */
export interface IssuerAccount {
  email?: string;
  email_verified?: boolean | string;
}

export const TEST_CLIENT = { id: 'visapath-console', secret: 'test-client-secret-that-is-long-0123456789' };

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with one confidential client that must use
 * PKCE. Its sign-in page is a test double: GET /interaction/<uid>?account=<id>&amr=<a,b> signs that account in
 * with those authentication methods (without them: the ones `signInAs` named) and grants the requested scopes.
 */
export async function startIssuer(port: number, options: { redirectUri: string; conformIdTokenClaims?: boolean }) {
  const url = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, IssuerAccount>();
  // Who the sign-in page signs in when the URL does not say (a real browser follows the redirects as they come).
  let current = { account: '', amr: ['pwd'] };
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(url, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    // amr (how the person authenticated) goes with every ID token.
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-issuer-cookie-key-0123456789'] },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
  });
  // Errors a test provokes on purpose (a replayed code) are answered to the client; the provider also logs them.
  provider.on('server_error', (_ctx, error) => console.error('test issuer:', error));

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const query = new URL(req.url ?? '/', url).searchParams;
    const accountId = query.get('account') ?? current.account;
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id ?? '' });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const amr = query.has('amr') ? (query.get('amr') ?? '').split(',').filter(Boolean) : current.amr;
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId, amr }, consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    interact(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  // Idle connections are the client's to close (undici does after 4 s): a server closing one at the moment a
  // client reuses it makes a request fail now and then, which is not what these tests are about.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  /**
   * What a browser does at the provider: follows its redirects (keeping its cookies) from the authorization URL
   * through the sign-in page, as `account` with `amr`, until it is sent back to the client; returns that URL.
   */
  async function signIn(authorizationUrl: string, account: string, amr: string[] = ['pwd']): Promise<URL> {
    const jar = new Map<string, string>();
    let next = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (next.origin !== url) return next;
      if (next.pathname.startsWith('/interaction/')) {
        next.searchParams.set('account', account);
        next.searchParams.set('amr', amr.join(','));
      }
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const set of res.headers.getSetCookie()) {
        const [pair] = set.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the issuer answered ${res.status} at ${next.pathname}: ${await res.text()}`);
      next = new URL(location, next);
    }
    throw new Error('the issuer redirected too often');
  }

  return {
    url,
    accounts,
    signIn,
    signInAs: (account: string, amr: string[] = ['pwd']) => {
      current = { account, amr };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestIssuer = Awaited<ReturnType<typeof startIssuer>>;
