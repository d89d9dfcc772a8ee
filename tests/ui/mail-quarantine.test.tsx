import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { enquiryMessages } from '@/server/infrastructure/db/enquiryMail';
import { mailQuarantine } from '@/server/infrastructure/db/schema';
import { insertEnquiry } from '../support/enquiries';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiLogin, renderApp, storeSession } from '../support/ui-session';

const bridge = setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

const held = async (messageId: string) =>
  bridge.api!.db.select().from(mailQuarantine).where(eq(mailQuarantine.message_id, messageId));

describe('the mail quarantine', () => {
  it("lists the held mail with its reason, counts it on the menu, and adds a mail to the sender's enquiry", async () => {
    const api = bridge.api!;
    const enquiryId = await insertEnquiry(api, {
      kind: 'website',
      full_name: 'Lena Hoffmann',
      email: 'lena.hoffmann@example.de',
      message: 'Working holiday visa for New Zealand?',
    });
    storeSession(await apiLogin(DEMO.admin));
    renderApp('/mail-quarantine');
    // The demo's three held mails, each with its reason in words.
    const row = await screen.findByRole('row', { name: /Working holiday visa for New Zealand/ });
    expect(within(row).getByText('No enquiry found')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Automatic reply: Your enquiry/ })).toHaveTextContent('Automatic reply');
    expect(screen.getByRole('row', { name: /Votre demande/ })).toHaveTextContent('Sender does not match');
    await waitFor(() => expect(screen.getByTestId('menu-badge-mail-quarantine')).toHaveTextContent('3 mails held'));

    fireEvent.click(within(row).getByRole('link', { name: /Working holiday visa/ }));
    // What the sender wrote, on the mail's page.
    expect(await screen.findByText(/I am 29 and would like to leave in March/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to an enquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add this mail to an enquiry' });
    // The picker starts with the sender's own enquiries.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Enquiry' }));
    fireEvent.click(
      await screen.findByRole('option', { name: `Lena Hoffmann · lena.hoffmann@example.de · #${enquiryId}` }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to an enquiry' }));
    expect(await screen.findByText('The mail was added to the enquiry.')).toBeInTheDocument();

    const messageId = '<demo-quarantine-1@example.de>';
    await waitFor(async () => expect(await held(messageId)).toHaveLength(0));
    const [entry] = await api.db
      .select()
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.enquiry_id, enquiryId), eq(enquiryMessages.message_id, messageId)));
    expect(entry).toMatchObject({ kind: 'inbound', from_address: 'lena.hoffmann@example.de' });
    expect(entry.body).toContain('I am 29 and would like to leave in March');
  });

  it('deletes a held mail after a confirmation', async () => {
    storeSession(await apiLogin(DEMO.admin));
    renderApp('/mail-quarantine');
    const row = await screen.findByRole('row', { name: /Automatic reply: Your enquiry/ });
    fireEvent.click(within(row).getByRole('link', { name: /Automatic reply/ }));
    expect(await screen.findByText(/I am away until 7 December/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this mail?' });
    expect(await held('<demo-quarantine-2@example.es>')).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The mail was deleted.')).toBeInTheDocument();
    expect(await held('<demo-quarantine-2@example.es>')).toHaveLength(0);
  });

  it('is refused to a partner, whose menu has no entry for it', async () => {
    storeSession(await apiLogin(DEMO.university));
    renderApp('/mail-quarantine');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-badge-mail-quarantine')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Mail quarantine/ })).not.toBeInTheDocument();
  });
});
