import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { webhookDeliveries, webhooks } from '@/server/infrastructure/db/resources';
import { setUpApiBridge } from '../support/ui';
import { DEMO, apiLogin, renderApp, storeSession } from '../support/ui-session';

const bridge = setUpApiBridge();
// Whole-app renders on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

describe('the webhook delivery log', () => {
  it('offers "Send again" on a failed delivery only, which queues it again', async () => {
    const db = bridge.api!.db;
    const [hook] = await db
      .insert(webhooks)
      .values({ name: 'Website', url: 'https://website.example/hooks', events: ['changed'], secret: 'whsec_x' })
      .returning();
    const delivery = (id: string, status: string) => ({
      webhook_id: hook.id,
      event: 'changed',
      resource: 'faqs',
      record_id: 1,
      delivery_id: id,
      status,
      attempts: status === 'failed' ? 8 : 1,
      response_status: status === 'failed' ? 503 : 204,
    });
    const [failed] = await db
      .insert(webhookDeliveries)
      .values([delivery('failed-delivery', 'failed'), delivery('delivered-delivery', 'delivered')])
      .returning();
    storeSession(await apiLogin(DEMO.admin));
    renderApp('/webhook-deliveries');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const rows = screen.getAllByRole('row').slice(1);
    const failedRow = rows.find((row) => within(row).queryByText('Failed'))!;
    const deliveredRow = rows.find((row) => within(row).queryByText('Delivered'))!;
    expect(within(deliveredRow).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    fireEvent.click(await within(failedRow).findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The delivery is queued again.')).toBeInTheDocument();
    const [stored] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failed.id));
    expect(stored).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('is refused to a partner', async () => {
    storeSession(await apiLogin(DEMO.insurer));
    renderApp('/webhook-deliveries');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });
});
