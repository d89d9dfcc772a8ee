import { screen, waitFor, within } from '@testing-library/react';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECK_MY_VISA_PATH, IMPORT_PATH } from '../../src/admin/check-visa';
import { tableOf } from '../../src/server/db/resourceTables';
import { setUpApiBridge } from '../support/ui';
import { apiLogin, DEMO, renderApp, storeSession } from '../support/ui-session';

const bridge = setUpApiBridge();
const countries = tableOf('countries');
const requirements = tableOf('visa-requirements');
const id: Record<string, number> = {};

async function pair(passport: string, destination: string) {
  const [row] = await bridge
    .api!.db.select()
    .from(requirements)
    .where(
      and(eq(requirements.passport_country_id, id[passport]), eq(requirements.destination_country_id, id[destination])),
    );
  return row as Record<string, unknown> | undefined;
}

beforeAll(async () => {
  const db = bridge.api!.db;
  await db
    .insert(countries)
    .values([
      { iso2: 'DE', name: 'Germany', name_de: 'Deutschland', name_fr: 'Allemagne' },
      { iso2: 'NA', name: 'Namibia', name_de: 'Namibia', name_fr: 'Namibie' },
      { iso2: 'IS', name: 'Iceland', name_de: 'Island', name_fr: 'Islande' },
      { iso2: 'FR', name: 'France', name_de: 'Frankreich', name_fr: 'France' },
    ])
    .onConflictDoNothing({ target: countries.iso2 });
  for (const row of await db
    .select({ id: countries.id, iso2: countries.iso2 })
    .from(countries)
    .where(inArray(countries.iso2, ['DE', 'NA', 'IS', 'FR']))) {
    id[row.iso2 as string] = row.id as number;
  }
  await db.delete(requirements).where(inArray(requirements.passport_country_id, [id.DE, id.FR]));
  await db.insert(requirements).values([
    {
      passport_country_id: id.DE,
      destination_country_id: id.NA,
      requirement: 'visa_free',
      max_stay_days: 90,
      source: 'passport-index 2025-01-12',
      checked_at: '2025-01-12',
    },
    { passport_country_id: id.DE, destination_country_id: id.IS, requirement: 'visa_free', max_stay_days: 90 },
  ]);
});

beforeEach(async () => {
  storeSession(await apiLogin(DEMO.admin));
});

describe('Check my visa', () => {
  it('shows the requirement, the stay and the data attribution for a chosen passport and destination', async () => {
    const { user } = renderApp(CHECK_MY_VISA_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check my visa' })).toBeInTheDocument();
    expect(screen.getByText('Choose a passport and a destination to see the requirement.')).toBeInTheDocument();
    expect(
      screen.getByText(
        /passport-index dataset \(MIT licence\), compiled from passportindex\.org, as of 12 January 2025/,
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Passport' }), 'Germ');
    await user.click(await screen.findByRole('option', { name: /^Germany/ }));
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Namib');
    await user.click(await screen.findByRole('option', { name: /^Namibia/ }));

    const result = await screen.findByTestId('check-result');
    expect(within(result).getByText('Germany passport to Namibia')).toBeInTheDocument();
    expect(within(result).getByText('Visa free')).toBeInTheDocument();
    expect(within(result).getByText('Up to 90 days')).toBeInTheDocument();
    expect(within(result).getByText(/Source: passport-index 2025-01-12, checked on .*2025/)).toBeInTheDocument();
    expect(window.location.search).toContain('passport=DE');
  });

  it('says so when no requirement is recorded for the pair', async () => {
    renderApp(`${CHECK_MY_VISA_PATH}?passport=FR&destination=IS`);
    expect(
      await screen.findByText('No requirement is recorded for this passport and destination yet.'),
    ).toBeInTheDocument();
  });
});

describe('Import visa requirements', () => {
  it('previews a small CSV with its invalid rows, then applies a valid one after confirmation', async () => {
    const { user } = renderApp(IMPORT_PATH);
    const input = await screen.findByLabelText('Choose a CSV file');

    const bad = new File(['Passport,Destination,Requirement\nDE,IS,visa required\nZZ,DE,eta\nDE,FR,90\n'], 'bad.csv', {
      type: 'text/csv',
    });
    await user.upload(input, bad);
    expect(await screen.findByText('File: bad.csv')).toBeInTheDocument();
    const preview = await screen.findByTestId('import-preview');
    expect(within(screen.getByTestId('count-total')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-invalid')).getByText('1')).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: 'Invalid rows' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('Unknown country code "ZZ"');
    expect(within(preview).getByRole('button', { name: 'Apply' })).toBeDisabled();

    const good = new File(
      ['Passport,Destination,Requirement\r\nDE,IS,visa required\r\nDE,NA,90\r\nDE,FR,e-visa\r\nDE,DE,-1\r\n'],
      'good.csv',
      { type: 'text/csv' },
    );
    await user.upload(input, good);
    expect(await screen.findByText('File: good.csv')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('count-changed')).getByText('1')).toBeInTheDocument());
    expect(within(screen.getByTestId('count-new')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-unchanged')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-skipped')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-invalid')).getByText('0')).toBeInTheDocument();
    expect(await pair('DE', 'IS')).toMatchObject({ requirement: 'visa_free' }); // a preview writes nothing

    await user.click(within(screen.getByTestId('import-preview')).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('1 new and 1 changed pairs will be saved. Unchanged pairs are left as they are.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    // The success toast, and the same counts on the page.
    await waitFor(() => expect(screen.getAllByText('Import applied: 1 new, 1 changed, 1 unchanged.')).toHaveLength(2));
    expect(
      within(screen.getByTestId('toasts')).getByText('Import applied: 1 new, 1 changed, 1 unchanged.'),
    ).toBeInTheDocument();
    expect(await pair('DE', 'IS')).toMatchObject({ requirement: 'visa_required', version: 2 });
    expect(await pair('DE', 'FR')).toMatchObject({ requirement: 'evisa' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByTestId('import-preview')).getByRole('button', { name: 'Apply' })).toBeDisabled(),
    );
  });
});
