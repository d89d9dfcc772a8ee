import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiLogin, pageUrl, renderApp, storeSession } from '../support/ui-session';

setUpApiBridge();

beforeEach(async () => {
  storeSession(await apiLogin(DEMO.admin));
});

/** Posts a legacy report as a browser does, without a token. */
async function report(documentUri: string, directive: string, blocked: string) {
  const res = await fetch(pageUrl('/api/csp-reports'), {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '192.0.2.77' },
    body: JSON.stringify({
      'csp-report': { 'document-uri': documentUri, 'effective-directive': directive, 'blocked-uri': blocked },
    }),
  });
  expect(res.status).toBe(204);
}

describe('the CSP violations', () => {
  it('lists the reports, last seen first, with their count and without query strings', async () => {
    await report('https://admin.visapath.test/older?token=secret', 'img-src', 'https://pixel.example/p.gif?id=1');
    await report('https://admin.visapath.test/older?token=other', 'img-src', 'https://pixel.example/p.gif?id=2');
    await report('https://admin.visapath.test/newer', 'script-src-elem', 'https://cdn.example/lib.js');
    renderApp('/csp-violations');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(3));
    const [header, newest, older] = screen.getAllByRole('row');
    expect(within(header).getByText('Last seen')).toBeInTheDocument();
    expect(within(newest).getByText('script-src-elem')).toBeInTheDocument();
    expect(within(older).getByText('https://admin.visapath.test/older')).toBeInTheDocument();
    expect(within(older).getByText('2')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('secret');
  }, 60_000);

  it('are refused to a partner, and not in its menu', async () => {
    storeSession(await apiLogin(DEMO.insurer));
    renderApp('/csp-violations');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CSP violations' })).not.toBeInTheDocument();
    expect(screen.queryByText('script-src-elem')).not.toBeInTheDocument();
  }, 60_000);
});
