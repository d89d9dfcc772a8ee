import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { TEST_CLIENT, startIssuer, type TestIssuer } from '../support/oidc-issuer';
import { e2eSuite, pathOf, visible } from './suite';
import { expectAccessible } from './support';

// The server reads these at start; it discovers the provider only at the first single sign-on, so the provider
// can start after it, once the server's address (part of the redirect URI the provider checks) is known.
const ISSUER_PORT = 8133;
Object.assign(process.env, {
  AUTH_METHOD: 'both',
  OIDC_ISSUER: `http://127.0.0.1:${ISSUER_PORT}`,
  OIDC_CLIENT_ID: TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
});

const suite = e2eSuite('sso');
let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startIssuer(ISSUER_PORT, { redirectUri: `${suite.url}/api/auth/oidc/callback` });
});
afterAll(() => issuer?.close());

describe('single sign-on in the browser', () => {
  it('signs a partner in through the provider and lands it on its own page, no token ever in a URL', async () => {
    issuer.accounts.set('bank-person', { email: DEMO.bank.toUpperCase(), email_verified: true });
    issuer.signInAs('bank-person');
    const page = await suite.newPage();
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    });
    await page.goto(`${suite.url}/auth/login`);
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).waitFor();
    await expectAccessible(page, 'sign-in page with single sign-on');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await page.getByTestId('organization-name').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
    const token = (await page.evaluate(() => localStorage.getItem('accessToken')))!;
    expect(visited.some((url) => url.includes(token))).toBe(false);
    expect(visited.some((url) => url.startsWith(issuer.url))).toBe(true);
    expect(page.url()).not.toContain('#');
  });

  it('brings a person whose email has no account back to the sign-in page, which says so', async () => {
    issuer.accounts.set('stranger', { email: 'stranger@example.test', email_verified: true });
    issuer.signInAs('stranger');
    const page = await suite.newPage();
    await page.goto(`${suite.url}/auth/login`);
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await page.getByTestId('sso-error').waitFor();
    expect(pathOf(page)).toBe('/auth/login');
    await expectAccessible(page, 'sign-in page after a refused single sign-on');
    await visible(
      page,
      'No active account uses the email address of your sign-on provider. Request access, or ask an administrator.',
    );
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
