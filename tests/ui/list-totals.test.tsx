import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpApiBridge } from '../support/ui';
import { apiLogin, DEMO, renderApp, storeSession } from '../support/ui-session';

/* A list's total beyond what the API counts (10,000) is the database's estimate, and the list says "about". */

setUpApiBridge();
vi.setConfig({ testTimeout: 90_000 });

beforeEach(async () => {
  storeSession(await apiLogin(DEMO.admin));
});

describe('long lists', () => {
  it('say “about” for the visa requirement matrix (39,402 rows), in the person’s number format', async () => {
    renderApp('/visa-requirements');
    expect(await screen.findByText(/^1-25 of about \d{2},\d{3}$/, undefined, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('show a title that is a choice by its label, never its code', async () => {
    renderApp('/visa-requirements');
    expect((await screen.findAllByText('Visa free', undefined, { timeout: 30_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('visa_free')).not.toBeInTheDocument();
  });

  it('are exact, without “about”, for a list the API counts', async () => {
    renderApp('/countries');
    expect(await screen.findByText(/^1-25 of \d+$/, undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText(/about/)).not.toBeInTheDocument();
  });
});
