import { screen, within } from '@testing-library/react';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_MY_VISA_PATH, IMPORT_PATH } from '@/admin/checkVisa';
import { tableOf } from '@/server/infrastructure/db/resourceTables';
import { nodeUpload, setUpApiBridge } from '../support/ui';
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
      source_name: 'passport-index 2025-01-12',
      verified_at: '2025-01-12T00:00:00Z',
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
  /** A count of the dry run's report, as shown. */
  const count = (kind: string) => screen.getByTestId(`import-${kind}`).textContent;
  const csv = async (name: string, text: string) => {
    const { file, FormData, File } = await nodeUpload(name, text);
    vi.stubGlobal('FormData', FormData);
    vi.stubGlobal('File', File);
    return file;
  };
  afterAll(() => vi.unstubAllGlobals());

  it('checks a small CSV with its invalid rows through the generic import, then applies a valid one and undoes it', async () => {
    const { user } = renderApp(IMPORT_PATH);
    expect(await screen.findByRole('heading', { name: 'Import visa requirements', level: 2 })).toBeInTheDocument();
    const choose = async (file: File) => {
      await user.upload(await screen.findByLabelText('Choose file'), file);
      expect(await screen.findByText(`File: ${file.name}`)).toBeInTheDocument();
      // The columns step: the dataset's own headers are matched to their fields.
      const columns = screen.getByRole('table');
      expect(within(columns).getAllByRole('row')).toHaveLength(4);
      expect(within(columns).getAllByRole('combobox')[0]).toHaveTextContent('Passport country');
      await user.click(await screen.findByRole('button', { name: 'Check' }));
      await screen.findByTestId('import-total');
    };

    const bad = await csv('bad.csv', 'Passport,Destination,Requirement\nDE,IS,visa required\nZZ,DE,eta\nDE,FR,90\n');
    await choose(bad);
    expect(count('total')).toBe('3');
    expect(count('invalid')).toBe('1');
    const table = screen.getByRole('table', { name: 'Invalid rows' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent(/^3$/);
    // The unknown country code ZZ: its line and its field.
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveTextContent('Passport country');
    expect(within(rows[1]).getAllByRole('cell')[2]).toHaveTextContent(/^ZZ$/);
    expect(within(rows[1]).getAllByRole('cell')[3]).toHaveTextContent('No record is called “ZZ”');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    // The long lists scroll in regions the keyboard reaches.
    expect(screen.getByRole('region', { name: 'Invalid rows' })).toHaveAttribute('tabindex', '0');
    // The changed row, field by field: the stored value and the file's.
    const changed = within(screen.getByRole('table', { name: 'Changed rows' })).getAllByRole('row');
    expect(changed).toHaveLength(2);
    expect(
      within(changed[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Requirement', 'Visa free', 'Visa required']);
    // The invalid rows may be skipped, and are offered as a file to correct.
    expect(screen.getByRole('button', { name: 'Download the rows to correct' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Import the valid rows and skip the invalid one' }));
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();

    // Back to the columns, back to the file step, and the valid file.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const good = await csv(
      'good.csv',
      'Passport,Destination,Requirement\r\nDE,IS,visa required\r\nDE,NA,90\r\nDE,FR,e-visa\r\nDE,DE,-1\r\n',
    );
    await choose(good);
    expect(count('total')).toBe('4');
    expect(count('changed')).toBe('1');
    expect(count('new')).toBe('1');
    expect(count('unchanged')).toBe('1');
    expect(count('skipped')).toBe('1');
    expect(count('invalid')).toBe('0');
    expect(await pair('DE', 'IS')).toMatchObject({ requirement: 'visa_free' }); // a dry run writes nothing

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const toast = await within(screen.getByTestId('toasts')).findByText('Imported: 1 new, 1 changed');
    expect(await pair('DE', 'IS')).toMatchObject({ requirement: 'visa_required', version: 2 });
    expect(await pair('DE', 'FR')).toMatchObject({ requirement: 'evisa' });
    // The page starts again from the file step.
    expect(await screen.findByRole('button', { name: 'Choose file' })).toBeInTheDocument();

    // The toast's Undo takes the whole import back, as for a list.
    const status = toast.closest('[role="status"]');
    if (!(status instanceof HTMLElement)) throw new Error('the toast has no status role');
    await user.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(await within(screen.getByTestId('toasts')).findByText('Change undone')).toBeInTheDocument();
    expect(await pair('DE', 'IS')).toMatchObject({ requirement: 'visa_free' });
    expect(await pair('DE', 'FR')).toBeUndefined();
  });
});
