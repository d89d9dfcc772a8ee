import { describe, expect, it } from 'vitest';
import { PARTNER_DETAILS_PATH } from '@/admin/landing';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import { DEMO } from '../support/demo';
import { expectAccessible, signIn, switchLanguage, type Lang } from './support';
import { e2eSuite, main, shot, toasts, TIMEOUT, visible, waitForPath } from './suite';

/*
 * An insurer changes its live listing in German: the change waits for review (the website keeps the published
 * phone number), the details page shows it waiting; an admin finds it in the review queue with the difference per
 * field and approves it, and it goes live. The queue and the panel at a desk's width and a phone's, in three
 * languages, accessible.
 */

const suite = e2eSuite('review');

interface Organization {
  id: number;
  name: string;
  phone: string | null;
}

const publicPhone = async (id: number) =>
  ((await (await fetch(`${suite.url}${PUBLIC_API_BASE}/insurers/${id}`)).json()) as Organization).phone;

describe('review of a partner’s listing', () => {
  it('an insurer’s edit waits for review and goes live on approval', async () => {
    const [me] = await suite.list<{ organization_id: number; email: string }>('users', { q: DEMO.insurer });
    const live = await suite.api<Organization>(`/api/insurers/${me.organization_id}`);
    const phone = `+49 30 ${String(Date.now()).slice(-7)}`;

    const insurer = await suite.newPage();
    await signIn(insurer, suite.url, DEMO.insurer);
    await waitForPath(insurer, PARTNER_DETAILS_PATH.insurance);
    await switchLanguage(insurer, 'de');
    await insurer.getByText('Änderungen an einem veröffentlichten Eintrag gehen online', { exact: false }).waitFor();
    await main(insurer).getByRole('tab', { name: 'Kontakt', exact: true }).click();
    await main(insurer).getByLabel('Telefon', { exact: true }).fill(phone);
    await main(insurer).getByRole('button', { name: 'Speichern', exact: true }).click();
    await visible(
      toasts(insurer),
      'Zur Prüfung gesendet: Ihre Änderungen gehen online, sobald ein Administrator sie freigibt',
    );

    // Nothing is live yet: the record, and what the website reads, keep the published number.
    expect((await suite.api<Organization>(`/api/insurers/${live.id}`)).phone).toBe(live.phone);
    expect(await publicPhone(live.id)).toBe(live.phone);
    // The details page shows the change waiting, and its form keeps the partner's value.
    const panel = main(insurer).getByTestId('publication');
    await panel.getByText('Wartet auf Prüfung').waitFor();
    await expect.poll(() => main(insurer).getByLabel('Telefon', { exact: true }).inputValue()).toBe(phone);
    await expectAccessible(insurer, 'insurer details with a change waiting for review');
    await shot(insurer, 'review-insurer-waiting-de-1366');

    const admin = await suite.newPage();
    await signIn(admin, suite.url, DEMO.admin);
    await waitForPath(admin, /^\/(?!auth)/);
    await admin.goto(`${suite.url}/reviews`);
    const card = main(admin).getByRole('article').filter({ hasText: live.name });
    await card.getByRole('table').getByText(phone).waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await visible(toasts(admin), 'Approved: the changes are live');

    await expect
      .poll(async () => (await suite.api<Organization>(`/api/insurers/${live.id}`)).phone, { timeout: TIMEOUT })
      .toBe(phone);
    expect(await publicPhone(live.id)).toBe(phone);
    await visible(main(admin), "No partner's changes wait for review.");
    // Put back as seeded (an admin's edit is live at once).
    const current = await suite.api<Organization & { version: number }>(`/api/insurers/${live.id}`);
    await suite.api(`/api/insurers/${live.id}`, { method: 'PUT', body: { ...current, phone: live.phone } });
  });

  it.each([
    [1440, 'en'],
    [1440, 'de'],
    [390, 'en'],
    [390, 'de'],
    [390, 'fr'],
  ] as [number, Lang][])('the review queue at %i px in %s: the changes per field, accessible', async (width, lang) => {
    const [me] = await suite.list<{ organization_id: number }>('users', { q: DEMO.insurer });
    const live = await suite.api<Organization & { version: number }>(`/api/insurers/${me.organization_id}`);
    const insurerToken = (
      await suite.api<{ accessToken: string }>('/api/login', {
        method: 'POST',
        token: null,
        body: { username: DEMO.insurer, password: 'Visapath-demo-1' },
      })
    ).accessToken;
    await fetch(`${suite.url}/api/insurers/${live.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${insurerToken}` },
      body: JSON.stringify({ ...live, phone: `+44 20 7946 ${String(width)}` }),
    });

    const page = await suite.newPage({ viewport: { width, height: 900 } });
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, /^\/(?!auth)/);
    if (lang !== 'en') await switchLanguage(page, lang);
    await page.goto(`${suite.url}/reviews`);
    await main(page).getByRole('article').filter({ hasText: live.name }).getByRole('table').waitFor();
    await expectAccessible(page, `review queue (${lang}, ${width} px)`);
    await shot(page, `review-queue-${lang}-${width}`);

    // Sent back with a note, it leaves the queue; the record's page shows the note.
    const card = main(page).getByRole('article').filter({ hasText: live.name });
    await card.getByRole('button', { name: { en: 'Send back', de: 'Zurückschicken', fr: 'Renvoyer' }[lang] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Please check the number.');
    await expectAccessible(page, `send back dialog (${lang}, ${width} px)`);
    await dialog.getByRole('button', { name: { en: 'Send back', de: 'Zurückschicken', fr: 'Renvoyer' }[lang] }).click();
    await page.goto(`${suite.url}/insurers/${live.id}/show`);
    await main(page).getByTestId('publication').getByText('Please check the number.', { exact: false }).waitFor();
    await shot(page, `review-record-sent-back-${lang}-${width}`);
    await suite.api(`/api/insurers/${live.id}/draft`, { method: 'DELETE' }).catch(() => undefined);
  });

  it('an admin saves a draft of an FAQ, schedules its publication and publishes it', async () => {
    const [faq] = await suite.list<{ id: number; question: string; is_published: boolean }>('faqs', {
      is_published: true,
    });
    const page = await suite.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, /^\/(?!auth)/);
    await page.goto(`${suite.url}/faqs/${faq.id}`);
    const question = main(page).getByRole('textbox', { name: 'Question', exact: true });
    await question.fill(`${faq.question} (draft)`);
    await main(page).getByRole('button', { name: 'Save as draft' }).click();
    await visible(toasts(page), 'Saved as a draft: the published record is unchanged');
    await waitForPath(page, `/faqs/${faq.id}/show`);
    const panel = main(page).getByTestId('publication');
    // The draft's question beside the published one, the word it adds marked (and announced) as added.
    const added = panel.getByRole('table').locator('ins', { hasText: '(draft)' });
    await added.waitFor();
    expect(await added.textContent()).toBe('added: (draft) end of added text');
    expect((await suite.api<{ question: string }>(`/api/faqs/${faq.id}`)).question).toBe(faq.question);

    await panel.getByRole('button', { name: 'Schedule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Publish on', { exact: true }).fill('2020-01-01T10:00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Choose a time in the future').waitFor();
    await dialog.getByLabel('Publish on', { exact: true }).fill('2099-01-01T10:00');
    await expectAccessible(page, 'schedule dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(toasts(page), 'Schedule saved');
    await panel.getByText('Publishes on', { exact: false }).waitFor();
    await shot(page, 'drafts-faq-scheduled-en-1440');

    await panel.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await visible(toasts(page), 'Published');
    await expect
      .poll(async () => (await suite.api<{ question: string }>(`/api/faqs/${faq.id}`)).question, { timeout: TIMEOUT })
      .toBe(`${faq.question} (draft)`);
    await suite.api(`/api/faqs/${faq.id}/schedule`, { method: 'PUT', body: {} });
  });
});
