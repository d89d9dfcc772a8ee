import nodemailer from 'nodemailer';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { enquiryOfReplyAddress } from '@/server/features/enquiries/replyAddress';
import { DEMO } from '../support/demo';
import { freePort } from '../support/ports';
import { SAMPLE_FILES } from '../support/files';
import { SmtpSink } from '../support/smtpSink';
import { EVERY_WIDTH_AND_LANGUAGE, expectAccessible, settle, signIn, switchLanguage, type Lang } from './support';
import { e2eSuite, main, shot, TIMEOUT, toasts, waitForPath } from './suite';

/*
 * Issue 24 in Chromium: a university's staff answers a German enquirer with a saved reply; the mail reaches a
 * real SMTP server in German, from the university, with a reply address; the enquirer's answer comes back through
 * the product's SMTP listener and shows in the open thread without a reload. Then an admin's and a bank's inbox
 * on a phone.
 */

const STAMP = String(Date.now());
const SAMPLE_PDF = SAMPLE_FILES['application/pdf'];
const SECRET = 'e2e-inbox-jwt-secret-0123456789abcdef0123456789';
const REPLY_DOMAIN = 'reply.visapath.test';
const sink = new SmtpSink();
/** Filled before the suite starts its server (its env is read then). */
const env: Record<string, string> = { JWT_SECRET: SECRET, REPLY_DOMAIN };

beforeAll(async () => {
  await sink.start();
  env.SMTP_URL = sink.url;
  env.INBOUND_SMTP_PORT = String(await freePort());
});
afterAll(() => sink.stop());

const suite = e2eSuite('inbox', env);
const { api, list, newPage } = suite;

/** A mail program's connection to the product's SMTP listener. */
const listenerTransport = () =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(env.INBOUND_SMTP_PORT),
    secure: false,
    ignoreTLS: true,
  });

/** The admin, signed in, in a window this wide, reading this language. */
async function adminPage(width: number, lang: Lang) {
  const page = await newPage({ viewport: { width, height: 900 } });
  await signIn(page, suite.url, DEMO.admin);
  await waitForPath(page, /^\/(?!auth)/);
  if (lang !== 'en') await switchLanguage(page, lang);
  return page;
}

async function waitForMail(to: string) {
  await expect
    .poll(() => sink.received.some((m) => m.to && JSON.stringify(m.to).includes(to)), { timeout: 30_000 })
    .toBe(true);
  return sink.received.find((m) => JSON.stringify(m.to).includes(to))!;
}

describe('the inbox (issue 24)', () => {
  it('a university answers in German with a saved reply; the answer comes back into the open thread', async () => {
    const staff = (await list<{ email: string; organization_id: number }>('users', { q: DEMO.university })).find(
      (u) => u.email === DEMO.university,
    )!;
    const [course] = await list<{ id: number; name: string }>('courses', { organization_id: staff.organization_id });
    const email = `jana.e2e.${STAMP}@example.org`;
    const { id } = await api<{ id: number }>('/api/public/enquiries', {
      method: 'POST',
      token: null,
      body: {
        kind: 'university',
        organization_id: staff.organization_id,
        course_id: course.id,
        full_name: `Jana Weber ${STAMP}`,
        email,
        message: 'Gibt es einen Beginn im Januar?',
        locale: 'de',
      },
    });

    const page = await newPage();
    await signIn(page, suite.url, DEMO.university);
    await waitForPath(page, /^\/(?!auth)/);
    await page.goto(`${suite.url}/enquiries/${id}/show`);
    const timeline = main(page).getByTestId('enquiry-timeline');
    await timeline.getByText('Gibt es einen Beginn im Januar?').waitFor();
    await main(page).getByLabel('Saved reply').click();
    await page.getByRole('option', { name: 'Course enquiry: next steps' }).click();
    const box = main(page).getByLabel(`Reply to Jana Weber ${STAMP}`);
    await expect.poll(() => box.inputValue(), { timeout: TIMEOUT }).toContain('Guten Tag Jana');
    expect(await box.inputValue()).toContain(course.name);
    await main(page)
      .locator('input[type="file"][aria-label="Attach a file"]')
      .setInputFiles({ name: 'Kursinfo.pdf', mimeType: 'application/pdf', buffer: Buffer.from(SAMPLE_PDF) });
    await main(page)
      .getByRole('button', { name: /^Kursinfo\.pdf/ })
      .waitFor();
    await shot(page, 'inbox-reply-de');
    await main(page).getByRole('button', { name: 'Send' }).click();
    await toasts(page).getByText('Reply queued for sending').waitFor();

    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/Ihre Anfrage/);
    expect(mail.text).toContain('Guten Tag Jana');
    expect(mail.from?.text).toContain('via Visapath');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['Kursinfo.pdf', 'application/pdf']]);
    const replyTo = mail.replyTo!.value[0].address!;
    expect(enquiryOfReplyAddress(SECRET, REPLY_DOMAIN, replyTo)).toBe(id);
    expect(mail.messageId).toMatch(/^<reply-\d+\..+@reply\.visapath\.test>$/);
    await timeline.getByTestId('reply-status').getByText('Sent').waitFor({ timeout: 30_000 });

    // The enquirer answers from their mail program, through the product's own SMTP listener.
    const transport = listenerTransport();
    await transport.sendMail({
      from: `Jana Weber <${email}>`,
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      inReplyTo: mail.messageId,
      references: [mail.messageId!],
      text: `Danke, ich bewerbe mich heute ${STAMP}.\n\n> Guten Tag Jana`,
    });
    await timeline.getByText(`Danke, ich bewerbe mich heute ${STAMP}.`).waitFor({ timeout: 30_000 });
    // The quoted history is folded away; the whole mail unfolds.
    expect(await timeline.getByText('> Guten Tag Jana').count()).toBe(0);
    await timeline.getByRole('button', { name: 'Show the whole mail' }).last().click();
    await timeline
      .getByTestId('whole-mail')
      .getByText(/Guten Tag Jana/)
      .waitFor();
    await shot(page, 'inbox-whole-mail');
    await expectAccessible(page, 'the enquiry with its conversation');

    // Someone else writes to the university from the website: the open page says so.
    await api('/api/public/enquiries', {
      method: 'POST',
      token: null,
      body: {
        kind: 'university',
        organization_id: staff.organization_id,
        full_name: `Tom Neu ${STAMP}`,
        email: `tom.e2e.${STAMP}@example.org`,
        message: 'Is there a scholarship?',
      },
    });
    await toasts(page).getByText('A new enquiry has arrived').waitFor({ timeout: 30_000 });
  });

  for (const who of ['admin', 'bank'] as const) {
    it(`the ${who}'s inbox works at 390 px: the list, then the thread full screen with its bottom bar`, async () => {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await signIn(page, suite.url, DEMO[who]);
      await waitForPath(page, /^\/(?!auth)/);
      await page.goto(`${suite.url}/inbox`);
      const items = main(page).getByTestId('inbox-item');
      await items.first().waitFor();
      await shot(page, `inbox-${who}-390-list`);
      await expectAccessible(page, `the ${who}'s inbox list at 390 px`);
      await items.first().click();
      const thread = main(page).getByTestId('inbox-thread');
      await thread.waitFor();
      for (const action of ['Reply', 'In progress', 'Close'])
        await expect.poll(() => page.getByRole('button', { name: action, exact: true }).last().isVisible()).toBe(true);
      expect(await items.first().isVisible()).toBe(false);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(390);
      await shot(page, `inbox-${who}-390-thread`);
      await expectAccessible(page, `the ${who}'s inbox thread at 390 px`);
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await items.first().waitFor();
    });
  }
});

describe('the inbox in three languages', () => {
  it.each(EVERY_WIDTH_AND_LANGUAGE)(
    'the admin’s inbox at %i px in %s: tabs, the thread and its status actions fit, accessible',
    async (width, lang) => {
      const page = await adminPage(width, lang);
      await page.goto(`${suite.url}/inbox`);
      const items = main(page).getByTestId('inbox-item');
      await items.first().click();
      await main(page).getByTestId('inbox-thread').waitFor();
      await settle(page);
      const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrolled, 'no horizontal scrolling').toBeLessThanOrEqual(width);
      // Every tab is in view, the first one included.
      for (const tab of await main(page).getByRole('tab').all()) expect(await tab.isVisible()).toBe(true);
      await expectAccessible(page, `the admin's inbox (${lang}, ${width} px)`);
      await shot(page, `inbox-admin-${lang}-${width}`);
    },
  );
});

describe('response times on the dashboard', () => {
  it.each([
    [1440, 'en'],
    [1440, 'de'],
    [390, 'en'],
    [390, 'de'],
  ] as [number, Lang][])('at %i px in %s: each median on one line, with what it covers said', async (width, lang) => {
    const page = await adminPage(width, lang);
    await page.goto(`${suite.url}/dashboard/app`);
    const table = main(page).getByTestId('response-times');
    await table.locator('tbody td').first().waitFor({ timeout: TIMEOUT });
    const note = { en: 'Each week’s median covers', de: 'Der Median jeder Woche umfasst' }[lang as 'en' | 'de'];
    await table.getByText(note).waitFor();
    // A value broken between number and unit ("30,5 / Std.") is a cell taller than one line of text.
    const wrapped = await table.locator('tbody td, thead th').evaluateAll(
      (cells) =>
        cells.filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getClientRects().length > 1;
        }).length,
    );
    expect(wrapped, 'cells whose text wraps').toBe(0);
    await expectAccessible(page, `the dashboard's response times (${lang}, ${width} px)`);
    await table.scrollIntoViewIfNeeded();
    await shot(page, `dashboard-response-times-${lang}-${width}`);
  });
});

describe('the mail quarantine', () => {
  it('an answer that names no enquiry is held; an admin adds it to the enquirer’s enquiry in German', async () => {
    const email = `held.e2e.${STAMP}@example.org`;
    const { id } = await api<{ id: number }>('/api/public/enquiries', {
      method: 'POST',
      token: null,
      body: { kind: 'website', full_name: `Held Sender ${STAMP}`, email, message: 'Which visa for a sabbatical?' },
    });
    // Sent to the reply domain without a reply token: nothing to thread it by.
    const transport = listenerTransport();
    await transport.sendMail({
      from: `Held Sender <${email}>`,
      to: `hello@${REPLY_DOMAIN}`,
      subject: `Sabbatical ${STAMP}`,
      text: `Ich bleibe zwölf Monate, ${STAMP}.`,
    });
    await expect
      .poll(async () => (await list<{ subject: string }>('mail-quarantine', { q: STAMP })).length, { timeout: TIMEOUT })
      .toBe(1);

    const page = await newPage();
    await signIn(page, suite.url, DEMO.admin);
    await waitForPath(page, /^\/(?!auth)/);
    await switchLanguage(page, 'de');
    await page.goto(`${suite.url}/mail-quarantine`);
    const row = main(page)
      .getByRole('row')
      .filter({ hasText: `Sabbatical ${STAMP}` });
    await row.getByText('Keine Anfrage gefunden', { exact: true }).waitFor({ timeout: TIMEOUT });
    await row.getByRole('link', { name: `Sabbatical ${STAMP}` }).click();
    await main(page).getByText(`Ich bleibe zwölf Monate, ${STAMP}.`).waitFor();
    await main(page).getByRole('button', { name: 'Einer Anfrage zuordnen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Diese Mail einer Anfrage zuordnen' });
    await dialog.getByRole('combobox', { name: 'Anfrage', exact: true }).click();
    await page.getByRole('option', { name: `Held Sender ${STAMP} · ${email} · #${id}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Einer Anfrage zuordnen', exact: true }).click();
    await toasts(page).getByText('Die Mail wurde der Anfrage zugeordnet.').waitFor();
    await waitForPath(page, new RegExp(`^/enquiries/${id}/show`));
    await main(page).getByTestId('enquiry-timeline').getByText(`Ich bleibe zwölf Monate, ${STAMP}.`).waitFor();
    expect(await list('mail-quarantine', { q: STAMP })).toEqual([]);
  });

  it.each(EVERY_WIDTH_AND_LANGUAGE)(
    'the quarantine and a held mail at %i px in %s, accessible',
    async (width, lang) => {
      const page = await adminPage(width, lang);
      await page.goto(`${suite.url}/mail-quarantine`);
      const reason = { en: 'Automatic reply', de: 'Automatische Antwort', fr: 'Réponse automatique' }[lang];
      await main(page).getByText(reason, { exact: true }).first().waitFor({ timeout: TIMEOUT });
      await expectAccessible(page, `the quarantine (${lang}, ${width} px)`);
      await shot(page, `quarantine-list-${lang}-${width}`);
      const [mail] = await list<{ id: number }>('mail-quarantine', { reason: 'sender' });
      await page.goto(`${suite.url}/mail-quarantine/${mail.id}/show`);
      await main(page)
        .getByText(/Je vous écris depuis/)
        .waitFor();
      const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrolled, 'no horizontal scrolling').toBeLessThanOrEqual(width);
      await expectAccessible(page, `a held mail (${lang}, ${width} px)`);
      await shot(page, `quarantine-show-${lang}-${width}`);
      const assign = { en: 'Add to an enquiry', de: 'Einer Anfrage zuordnen', fr: 'Ajouter à une demande' }[lang];
      await main(page).getByRole('button', { name: assign, exact: true }).click();
      await page.getByRole('dialog').getByRole('combobox').waitFor();
      await expectAccessible(page, `adding a held mail to an enquiry (${lang}, ${width} px)`);
      await shot(page, `quarantine-assign-${lang}-${width}`);
    },
  );
});
