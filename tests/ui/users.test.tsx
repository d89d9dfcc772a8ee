import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@/server/features/auth/passwords';
import { auditLog, organizations, outbox, userFactors, users } from '@/server/infrastructure/db/schema';
import { enrolledUser } from '../support/mfa';
import { SAMPLE_FILES } from '../support/files';
import { setUpApiBridge } from '../support/ui';
import {
  DEMO,
  DEMO_PASSWORD,
  apiGetWithToken,
  apiLogin,
  pageUrl,
  renderApp,
  storeSession,
} from '../support/ui-session';

const bridge = setUpApiBridge();
const db = () => bridge.api!.db;

beforeEach(async () => {
  storeSession(await apiLogin(DEMO.admin));
});

let counter = 0;
const freshEmail = (what: string) => `${what}${++counter}.${Date.now().toString(36)}@example.test`;

/** Sends an access request as the public register page does. */
async function register(values: { email: string; organisation: string; partner_type: string }) {
  const res = await fetch(pageUrl('/api/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${100 + counter}` },
    body: JSON.stringify({ first_name: 'Mina', last_name: 'Request', message: '', ...values }),
  });
  expect(res.status).toBe(201);
}

/** A user with a password, straight into the database. */
async function insertUser(email: string, password = 'A-password-for-tests-1') {
  const [row] = await db()
    .insert(users)
    .values({
      first_name: 'Dana',
      last_name: 'Deactivate',
      email,
      user_type: 1,
      password_hash: await hashPassword(password),
    })
    .returning();
  return { user: row, password };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('access requests', () => {
  it('approves a request into a new organisation from the list, after a dialog', async () => {
    const email = freshEmail('approve');
    await register({ email, organisation: 'Dialog Test Bank', partner_type: 'bank' });
    const { user } = renderApp('/access-requests');
    const row = await rowOf(email);
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    await user.click(await within(row).findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request of Mina Request' });
    expect(
      within(dialog).getByRole('radio', { name: 'Create a new organisation "Dialog Test Bank" (unpublished)' }),
    ).toBeChecked();
    // The dialog sits in a clickable row: using it must not open the request's page.
    expect(window.location.pathname).toBe('/access-requests');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Approve' }).closest('form')!);

    expect(
      await screen.findByText(`The request of ${email} has been approved; a code to set a password has been mailed.`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByText(email).closest('tr')!).getByText('Approved')).toBeInTheDocument(),
    );
    expect(
      within(screen.getByText(email).closest('tr')!).queryByRole('button', { name: 'Approve' }),
    ).not.toBeInTheDocument();

    const [created] = await db().select().from(users).where(eq(users.email, email));
    expect(created.user_type).toBe(8);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, created.organization_id!));
    expect(org).toMatchObject({ name: 'Dialog Test Bank', type: 'bank', is_published: false });
    expect(await db().select().from(outbox).where(eq(outbox.to_address, email))).toHaveLength(1);
  });

  it('approves a request into an existing organisation of the requested type', async () => {
    const email = freshEmail('existing');
    await register({ email, organisation: 'Typed by the applicant', partner_type: 'insurer' });
    const { user } = renderApp('/access-requests');
    await user.click(await within(await rowOf(email)).findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Add to an existing organisation' }));
    const input = await within(dialog).findByRole('combobox', { name: /^Organisation/ });
    await user.type(input, 'Globe');
    await user.click(await screen.findByRole('option', { name: 'Globe Shield Insurance' }));
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Approve' }).closest('form')!);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [created] = await db().select().from(users).where(eq(users.email, email));
    const [insurer] = await db().select().from(organizations).where(eq(organizations.name, 'Globe Shield Insurance'));
    expect(created).toMatchObject({ user_type: 4, organization_id: insurer.id });
  });

  it('rejects a request after a confirmation', async () => {
    const email = freshEmail('reject');
    await register({ email, organisation: 'Rejected School', partner_type: 'language_school' });
    const { user } = renderApp('/access-requests');
    await user.click(await within(await rowOf(email)).findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject the request of ${email}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(screen.getByText(email).closest('tr')!).getByText('Rejected')).toBeInTheDocument(),
    );
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});

describe('a user’s page', () => {
  it('deactivates the user after a confirmation, which ends their session at once, and activates them again', async () => {
    const { user: target, password } = await insertUser(freshEmail('dana'));
    const session = await apiLogin(target.email, password);
    expect((await apiGetWithToken('/api/me', session.accessToken)).status).toBe(200);

    const { user } = renderApp(`/users/${target.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${target.email}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(`${target.email} has been deactivated and signed out.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await apiGetWithToken('/api/me', session.accessToken)).status).toBe(401);
    const [row] = await db().select().from(users).where(eq(users.id, target.id));
    expect(row.is_active).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: `Activate ${target.email}?` })).getByRole('button', {
        name: 'Activate',
      }),
    );
    await waitFor(async () =>
      expect((await db().select().from(users).where(eq(users.id, target.id)))[0].is_active).toBe(true),
    );
    expect((await apiGetWithToken('/api/me', (await apiLogin(target.email, password)).accessToken)).status).toBe(200);
  });

  it('mails a reset code from the button, and offers no deactivation of oneself', async () => {
    const { user: target } = await insertUser(freshEmail('reset'));
    const { user } = renderApp(`/users/${target.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Send password reset code' }));
    expect(await screen.findByText(`A code has been mailed to ${target.email}.`)).toBeInTheDocument();
    const [mail] = await db().select().from(outbox).where(eq(outbox.to_address, target.email)).orderBy(desc(outbox.id));
    expect(mail.body).toMatch(/\b\d{6}\b/);

    const [admin] = await db().select().from(users).where(eq(users.email, DEMO.admin));
    renderApp(`/users/${admin.id}/show`);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)).toBeDisabled());
  });

  it("resets a user's second factors after a confirmation: the next sign-in needs the password only", async () => {
    const { user: target, password } = await enrolledUser(bridge.api!);
    const { user } = renderApp(`/users/${target.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Reset second factors' }));
    const dialog = await screen.findByRole('dialog', { name: `Reset the second factors of ${target.email}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factors' }));
    expect(await screen.findByText(`The second factors of ${target.email} were reset.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await db().select().from(userFactors).where(eq(userFactors.user_id, target.id))).toEqual([]);
    expect((await apiLogin(target.email, password)).accessToken).toBeTruthy();
  });

  it('asks the admin to prove it is them before an email moves, then saves it and tells the old address', async () => {
    const { user: target } = await insertUser(freshEmail('moving'));
    const moved = freshEmail('moved');
    const { user } = renderApp(`/users/${target.id}`);
    const email = await screen.findByLabelText(/^Email/, { selector: 'input' });
    await waitFor(() => expect(email).toHaveValue(target.email));
    await user.clear(email);
    await user.type(email, moved);
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => {
      const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, target.id));
      expect(row.email).toBe(moved);
    });
    // The row is visible at commit; the mail is queued just after, before the response: wait for it like the row.
    await waitFor(async () => {
      const told = await db().select().from(outbox).where(eq(outbox.to_address, target.email));
      expect(told.map((m) => m.subject)).toContain('Visapath: your sign-in email was changed');
    });
  });

  it('offers only organisations of the chosen role’s type, and none for an admin', async () => {
    const { user } = renderApp('/users/create');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('combobox', { name: /^Organisation/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(await screen.findByRole('option', { name: 'University' }));
    await user.click(await screen.findByRole('combobox', { name: /^Organisation/ }));
    const options = await screen.findAllByRole('option');
    const universities = await db()
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.type, 'university'));
    const names = new Set(universities.map((u) => u.name));
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(names.has(option.textContent ?? ''), option.textContent ?? '').toBe(true);
  });
});

describe('the audit log', () => {
  it('filters by user, picked with an autocomplete', async () => {
    const { user: someone, password } = await insertUser(freshEmail('audited'));
    await apiLogin(someone.email, password);
    const { user } = renderApp('/audit-log');
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'User' }));
    const input = await screen.findByRole('combobox', { name: 'User' });
    await user.type(input, 'audited');
    await user.click(await screen.findByRole('option', { name: someone.email }));

    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.length).toBe(1);
      expect(within(rows[0]).getByText('Signed in')).toBeInTheDocument();
    });
    expect(decodeURIComponent(window.location.search)).toContain(`"user_id":${someone.id}`);
  }, 60_000);

  it('shows an update’s changes as field, before and after', async () => {
    const { user: target } = await insertUser(freshEmail('diff'));
    const admin = await apiLogin(DEMO.admin);
    const current = (await (await apiGetWithToken(`/api/users/${target.id}`, admin.accessToken)).json()) as Record<
      string,
      unknown
    >;
    const put = await fetch(pageUrl(`/api/users/${target.id}`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.accessToken}` },
      body: JSON.stringify({ ...current, first_name: 'Renamed' }),
    });
    expect(put.status).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(target.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    renderApp(`/audit-log/${entry.id}/show`);
    const table = await screen.findByRole('table', { name: 'Changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    const row = within(table).getByRole('rowheader', { name: 'First name' }).closest('tr')!;
    expect(within(row).getByText('Dana')).toBeInTheDocument();
    expect(within(row).getByText('Renamed')).toBeInTheDocument();
  });
});

describe('the own profile', () => {
  it('lets a partner upload their own picture and save it with their name', async () => {
    const login = await apiLogin(DEMO.insurer);
    storeSession(login);
    const { user } = renderApp('/dashboard/profile');
    const picker = await screen.findByLabelText('Upload a picture', { selector: 'input' });
    // A real image: uploads are decoded whole, so a PNG signature alone is refused.
    const png = new File([SAMPLE_FILES['image/png']], 'me.png', { type: 'image/png' });
    await user.upload(picker, png);
    expect(await screen.findByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const [row] = await db().select().from(users).where(eq(users.email, DEMO.insurer));
    expect(row.profile_pic).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(row.user_type).toBe(4);
  });
});
