import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/demo';
import { WebhookReceiver } from '../support/webhookReceiver';
import { EVERY_WIDTH_AND_LANGUAGE, expectAccessible, signIn, switchLanguage } from './support';
import { e2eSuite, main, shot, TIMEOUT, visible, waitForPath } from './suite';

/*
 * An admin registers the website's webhook in German; a change to a published FAQ reaches the website's endpoint
 * signed with the secret the webhook's page shows, and the delivery log says it was delivered. The webhook's page
 * and the log at a desk's width and a phone's, in three languages, accessible.
 */

const suite = e2eSuite('webhooks');
const receiver = new WebhookReceiver();

interface Faq {
  id: number;
  question: string;
  version: number;
}
interface Webhook {
  id: number;
  url: string;
  secret: string;
}

beforeAll(async () => {
  await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
});

describe('webhooks', () => {
  it('an admin registers one in German; a published change reaches it signed, and the log shows it delivered', async () => {
    const page = await suite.newPage();
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, /^\/(?!auth)/);
    await switchLanguage(page, 'de');
    await page.goto(`${suite.url}/webhooks/create`);
    await main(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Website');
    await main(page).getByRole('textbox', { name: 'Adresse (URL)', exact: true }).fill(receiver.url);
    await main(page).getByRole('combobox', { name: 'Ereignisse', exact: true }).click();
    await page.getByRole('option', { name: 'Geändert', exact: true }).click();
    await page.keyboard.press('Escape');
    await main(page).getByRole('button', { name: 'Speichern', exact: true }).click();

    await expect
      .poll(async () => (await suite.list<Webhook>('webhooks')).map((w) => w.url), { timeout: TIMEOUT })
      .toEqual([receiver.url]);
    const [hook] = await suite.list<Webhook>('webhooks');
    receiver.secret = hook.secret;
    await page.goto(`${suite.url}/webhooks/${hook.id}/show`);
    await visible(main(page), hook.secret);

    const [faq] = await suite.list<Faq>('faqs', { is_published: true });
    await suite.api(`/api/faqs/${faq.id}`, { method: 'PUT', body: { ...faq, question: `${faq.question} ` + 'Now.' } });
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    expect(receiver.received[0]).toMatchObject({ event: 'changed', signed: true });
    expect(receiver.received[0].body).toMatchObject({ resource: 'faqs', record_id: faq.id });

    await page.goto(`${suite.url}/webhook-deliveries`);
    const row = main(page).getByRole('row').filter({ hasText: 'faqs' }).first();
    await row.getByText('Zugestellt', { exact: true }).waitFor({ timeout: TIMEOUT });
    await expectAccessible(page, 'the delivery log (de)');
    // Put the FAQ back as seeded.
    const current = await suite.api<Faq>(`/api/faqs/${faq.id}`);
    await suite.api(`/api/faqs/${faq.id}`, { method: 'PUT', body: { ...current, question: faq.question } });
  });

  it.each(EVERY_WIDTH_AND_LANGUAGE)(
    'the webhook’s page and the delivery log at %i px in %s, accessible',
    async (width, lang) => {
      const [hook] = await suite.list<Webhook>('webhooks');
      expect(hook, 'the first test registered a webhook').toBeDefined();
      const page = await suite.newPage({ viewport: { width, height: 900 } });
      await signIn(page, suite.url, DEMO.admin);
      await waitForPath(page, /^\/(?!auth)/);
      if (lang !== 'en') await switchLanguage(page, lang);
      await page.goto(`${suite.url}/webhooks/create`);
      const events = { en: 'Events', de: 'Ereignisse', fr: 'Événements' }[lang];
      await main(page).getByRole('combobox', { name: events, exact: true }).waitFor();
      await expectAccessible(page, `new webhook (${lang}, ${width} px)`);
      await shot(page, `webhook-create-${lang}-${width}`);
      await page.goto(`${suite.url}/webhooks/${hook.id}/show`);
      await visible(main(page), hook.secret);
      await expectAccessible(page, `webhook page (${lang}, ${width} px)`);
      await shot(page, `webhook-show-${lang}-${width}`);
      await page.goto(`${suite.url}/webhook-deliveries`);
      const delivered = { en: 'Delivered', de: 'Zugestellt', fr: 'Remis' }[lang];
      await main(page).getByText(delivered, { exact: true }).first().waitFor();
      await expectAccessible(page, `delivery log (${lang}, ${width} px)`);
      await shot(page, `webhook-deliveries-${lang}-${width}`);
    },
  );
});
