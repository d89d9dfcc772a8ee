import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDrafts, type Publication, type Review } from '@/domain/drafts';
import { PUBLIC_API_BASE } from '@/domain/publicApi';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES, resourceByName } from '@/domain/resources';
import { auditLog, publicationSchedules } from '@/server/infrastructure/db/schema';
import { runDuePublications } from '@/server/features/publication/scheduler';
import { TestApi } from '../support/api';
import { freshAddress, userByEmail } from '../support/auth';
import { DEMO } from '../support/demo';
import { pathOf, publicTextField, type Sample } from '../support/samples';
import { SmtpSink } from '../support/smtpSink';

/**
 * Drafts and review, for every resource the website reads: a draft waits beside the live record and never reaches
 * the public API until it is published; publishing is one audited edit; a partner's edit of its live listing waits
 * for an admin's review, who approves it or sends it back with a note the partner gets by mail in its language;
 * scheduled publications run once.
 */

const DRAFTED = RESOURCES.filter(hasDrafts);
const sink = new SmtpSink();
let api: TestApi;
let admin: string;

async function signIn(email: string, language = 'en') {
  const reply = await api.call<{ accessToken: string }>('POST', '/api/login', {
    body: { username: email, password: 'Visapath-demo-1' },
    headers: { 'x-forwarded-for': freshAddress(), 'accept-language': language },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.accessToken;
}

beforeAll(async () => {
  await sink.start();
  api = await TestApi.start({ smtpUrl: sink.url, webauthnOrigin: 'https://console.visapath.test' });
  admin = await signIn(DEMO.admin);
});
afterAll(async () => {
  await api.close();
  await sink.stop();
});

const publicOne = (def: ResourceDef, id: unknown) =>
  api.call<Sample>('GET', `${PUBLIC_API_BASE}/${def.name}/${String(id)}`);
const stored = async (def: ResourceDef, id: unknown, token = admin) =>
  (await api.call<Sample>('GET', `${pathOf(def)}/${String(id)}`, { token })).body;
const publication = (def: ResourceDef, id: unknown, token = admin) =>
  api.call<Publication>('GET', `${pathOf(def)}/${String(id)}/publication`, { token });
const mailsTo = async (to: string): Promise<ParsedMail[]> => {
  await api.deps.mailer.idle();
  return sink.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((a) => a.address === to));
};
const audited = async (def: ResourceDef, id: unknown, action: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, def.name), eq(auditLog.record_id, String(id)), eq(auditLog.action, action)));

describe.each(DRAFTED.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const field = publicTextField(def);

  it.runIf(!!field)(
    'keeps a draft beside the live record, out of the public API, until it is published in one audited edit',
    async () => {
      const [first] = (await api.call<Sample[]>('GET', `${PUBLIC_API_BASE}/${def.name}?range=[0,0]`)).body;
      expect(first, 'the demo data publishes a record').toBeDefined();
      const live = await stored(def, first.id);
      const text = `Draft text ${def.name}`;
      const value = def.fields[field!].kind === 'richtext' ? `<p>${text}</p>` : text;
      const saved = await api.call('PUT', `${pathOf(def)}/${String(first.id)}/draft`, {
        token: admin,
        body: { ...live, [field!]: value },
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.draft.status).toBe('draft');
      expect(saved.body.draft.changes[field!]).toEqual({ from: live[field!] ?? null, to: value });

      expect((await stored(def, first.id))[field!], 'the live record stays').toEqual(live[field!]);
      const served = await publicOne(def, first.id);
      expect(served.status).toBe(200);
      expect(JSON.stringify(served.body), 'the draft is not public').not.toContain(text);
      expect((await publication(def, first.id)).body.draft?.changes[field!]?.to).toEqual(value);

      const published = await api.call<Sample>('POST', `${pathOf(def)}/${String(first.id)}/draft/publish`, {
        token: admin,
      });
      expect(published.status, published.text).toBe(200);
      expect(published.body[field!]).toEqual(value);
      expect(published.body.version).toBe((live.version as number) + 1);
      expect(JSON.stringify((await publicOne(def, first.id)).body)).toContain(text);
      expect((await publication(def, first.id)).body.draft).toBeNull();
      expect(await audited(def, first.id, 'publish_draft')).toHaveLength(1);

      // Put back, so that the other tests read the demo data as seeded.
      const back = await api.call('PUT', `${pathOf(def)}/${String(first.id)}`, {
        token: admin,
        body: { ...published.body, [field!]: live[field!] },
      });
      expect(back.status, back.text).toBe(200);
    },
  );
});

describe('publishing a draft', () => {
  const faqs = resourceByName('faqs')!;
  let faq: Sample;

  beforeAll(async () => {
    const [first] = (await api.call<Sample[]>('GET', `${PUBLIC_API_BASE}/faqs?range=[0,0]`)).body;
    faq = await stored(faqs, first.id);
  });

  it('is replaced by a save of the whole record, dropped by a draft that changes nothing, and by a discard', async () => {
    const draft = await api.call('PUT', `/api/faqs/${String(faq.id)}/draft`, {
      token: admin,
      body: { ...faq, question: 'Drafted question?' },
    });
    expect(draft.status, draft.text).toBe(200);
    const changed = await api.call<Sample>('PUT', `/api/faqs/${String(faq.id)}`, {
      token: admin,
      body: { ...faq, question: 'Changed live?' },
    });
    expect(changed.status).toBe(200);
    // An admin's save of the whole record drops the admin's own draft (the form showed its values).
    expect((await publication(faqs, faq.id)).body.draft).toBeNull();

    await api.call('PUT', `/api/faqs/${String(faq.id)}/draft`, {
      token: admin,
      body: { ...changed.body, question: 'Drafted again?' },
    });
    const same = await api.call<{ draft: unknown }>('PUT', `/api/faqs/${String(faq.id)}/draft`, {
      token: admin,
      body: changed.body,
    });
    expect(same.status, 'a body that changes nothing drops the draft').toBe(200);
    expect(same.body.draft).toBeNull();
    expect((await publication(faqs, faq.id)).body.draft).toBeNull();

    await api.call('PUT', `/api/faqs/${String(faq.id)}/draft`, {
      token: admin,
      body: { ...changed.body, question: 'Drafted a third time?' },
    });
    const discarded = await api.call('DELETE', `/api/faqs/${String(faq.id)}/draft`, { token: admin });
    expect(discarded.status).toBe(204);
    expect((await publication(faqs, faq.id)).body.draft).toBeNull();
    expect(await audited(faqs, faq.id, 'discard_draft')).toHaveLength(1);
    expect((await api.call('DELETE', `/api/faqs/${String(faq.id)}/draft`, { token: admin })).status).toBe(404);
  });

  it('checks a draft as an update is checked, with the message next to the field', async () => {
    const reply = await api.call('PUT', `/api/faqs/${String(faq.id)}/draft`, {
      token: admin,
      body: { ...(await stored(faqs, faq.id)), question: '' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.question).toBe('Required');
    expect((await publication(faqs, faq.id)).body.draft).toBeNull();
  });
});

describe("a partner's edit of its live listing", () => {
  const insurers = resourceByName('insurers')!;
  let insurer: string;
  let bank: string;
  let org: Sample;

  beforeAll(async () => {
    insurer = await signIn(DEMO.insurer, 'de');
    bank = await signIn(DEMO.bank);
    const me = await userByEmail(api, DEMO.insurer);
    org = await stored(insurers, me.organization_id, insurer);
    expect(org.is_published, 'the demo insurer is listed').toBe(true);
  });

  it('waits for review: the live record and the public API keep the published version', async () => {
    const reply = await api.call<Sample>('PUT', `/api/insurers/${String(org.id)}`, {
      token: insurer,
      body: { ...org, description: '<p>Neu: rund um die Uhr erreichbar.</p>' },
    });
    expect(reply.status, reply.text).toBe(202);
    expect(reply.body.description).toEqual(org.description);
    expect((await stored(insurers, org.id)).version).toBe(org.version);
    expect(JSON.stringify((await publicOne(insurers, org.id)).body)).not.toContain('rund um die Uhr');
    const mine = (await publication(insurers, org.id, insurer)).body.draft!;
    expect(mine.status).toBe('in_review');
    expect(mine.changes.description.to).toBe('<p>Neu: rund um die Uhr erreichbar.</p>');
  });

  it("is in the admins' review queue with the difference per field, and no one else's to see", async () => {
    const queue = await api.call<{ reviews: Review[]; total: number }>('GET', '/api/reviews', { token: admin });
    expect(queue.status).toBe(200);
    const review = queue.body.reviews.find((r) => r.resource === 'insurers' && r.record_id === org.id)!;
    expect(review.title).toBe(org.name);
    expect(review.organization).toBe(org.name);
    expect(review.changes.description).toEqual({
      from: org.description ?? null,
      to: '<p>Neu: rund um die Uhr erreichbar.</p>',
    });
    expect((await api.call('GET', '/api/reviews', { token: insurer })).status).toBe(403);
    // A bank may not even open insurers: refused before any record is looked at.
    expect((await publication(insurers, org.id, bank)).status).toBe(403);
    expect((await api.call('DELETE', `/api/insurers/${String(org.id)}/draft`, { token: bank })).status).toBe(403);
    expect((await publication(insurers, org.id, insurer)).body.draft, 'still waiting').not.toBeNull();
    for (const action of ['publish', 'send-back'])
      expect(
        (
          await api.call('POST', `/api/insurers/${String(org.id)}/draft/${action}`, {
            token: insurer,
            body: { note: 'x' },
          })
        ).status,
        `a partner may not ${action} its own draft`,
      ).toBe(403);
  });

  it("goes back with a note, mailed in the partner's language; the partner's next edit waits again", async () => {
    const empty = await api.call('POST', `/api/insurers/${String(org.id)}/draft/send-back`, {
      token: admin,
      body: { note: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.note).toBe('Required');
    const reply = await api.call('POST', `/api/insurers/${String(org.id)}/draft/send-back`, {
      token: admin,
      body: { note: 'Bitte belegen Sie die Erreichbarkeit.' },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.draft.status).toBe('sent_back');
    const [mail] = await mailsTo(DEMO.insurer);
    expect(mail.subject).toBe(`Visapath: Ihre Änderungen an ${String(org.name)} wurden zurückgeschickt`);
    expect(mail.text).toContain('Bitte belegen Sie die Erreichbarkeit.');
    expect(mail.text).toContain(`https://console.visapath.test/insurers/${String(org.id)}/show`);
    const again = await api.call('POST', `/api/insurers/${String(org.id)}/draft/send-back`, {
      token: admin,
      body: { note: 'Noch einmal' },
    });
    expect(again.status, 'only a draft in review goes back').toBe(409);
    const sent = (await publication(insurers, org.id, insurer)).body.draft!;
    expect(sent.note).toBe('Bitte belegen Sie die Erreichbarkeit.');

    const resubmitted = await api.call('PUT', `/api/insurers/${String(org.id)}`, {
      token: insurer,
      body: { ...org, description: '<p>Neu: werktags von 8 bis 20 Uhr erreichbar.</p>' },
    });
    expect(resubmitted.status).toBe(202);
    expect((await publication(insurers, org.id, insurer)).body.draft!.status).toBe('in_review');
  });

  it('goes live on approval, in one audited edit, and the partner hears of it', async () => {
    // An admin's edit of another field meanwhile is no conflict; of a field the draft changes, it is.
    const live = await stored(insurers, org.id);
    const phone = await api.call<Sample>('PUT', `/api/insurers/${String(org.id)}`, {
      token: admin,
      body: { ...live, phone: '+49 30 1234567' },
    });
    expect(phone.status, phone.text).toBe(200);
    const described = await api.call<Sample>('PUT', `/api/insurers/${String(org.id)}`, {
      token: admin,
      body: { ...phone.body, description: '<p>Vom Team geändert.</p>' },
    });
    const refused = await api.call('POST', `/api/insurers/${String(org.id)}/draft/publish`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ description: 'Changed on the live record since this draft was made' });
    await api.call('PUT', `/api/insurers/${String(org.id)}`, {
      token: admin,
      body: { ...described.body, description: org.description },
    });
    const approved = await api.call<Sample>('POST', `/api/insurers/${String(org.id)}/draft/publish`, { token: admin });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.description).toBe('<p>Neu: werktags von 8 bis 20 Uhr erreichbar.</p>');
    expect(JSON.stringify((await publicOne(insurers, org.id)).body)).toContain('werktags von 8 bis 20 Uhr');
    const queue = await api.call<{ reviews: Review[] }>('GET', '/api/reviews', { token: admin });
    expect(queue.body.reviews.some((r) => r.resource === 'insurers' && r.record_id === org.id)).toBe(false);
    const mails = await mailsTo(DEMO.insurer);
    expect(mails.at(-1)!.subject).toBe(`Visapath: Ihre Änderungen an ${String(org.name)} sind online`);
  });
});

describe('scheduled publication', () => {
  const faqs = resourceByName('faqs')!;

  it('publishes a record (its draft with it) and unpublishes it at the set times, each once', async () => {
    const [first] = (await api.call<Sample[]>('GET', `${PUBLIC_API_BASE}/faqs?range=[0,0]`)).body;
    let faq = await stored(faqs, first.id);
    faq = (
      await api.call<Sample>('PUT', `/api/faqs/${String(faq.id)}`, {
        token: admin,
        body: { ...faq, is_published: false },
      })
    ).body;
    expect((await publicOne(faqs, faq.id)).status).toBe(404);
    await api.call('PUT', `/api/faqs/${String(faq.id)}/draft`, {
      token: admin,
      body: { ...faq, question: 'Published on schedule?' },
    });
    const past = await api.call('PUT', `/api/faqs/${String(faq.id)}/schedule`, {
      token: admin,
      body: { publish_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors.publish_at).toBe('Choose a time in the future');
    const soon = new Date(Date.now() + 1500).toISOString();
    const later = new Date(Date.now() + 60_000).toISOString();
    const set = await api.call('PUT', `/api/faqs/${String(faq.id)}/schedule`, {
      token: admin,
      body: { publish_at: soon, unpublish_at: later },
    });
    expect(set.status, set.text).toBe(200);
    expect((await publication(faqs, faq.id)).body.schedule).toEqual({ publish_at: soon, unpublish_at: later });
    expect(
      (
        await api.call('PUT', `/api/faqs/${String(faq.id)}/schedule`, {
          token: await signIn(DEMO.university),
          body: {},
        })
      ).status,
    ).toBe(403);

    expect(await runDuePublications(api.deps), 'nothing is due yet').toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await runDuePublications(api.deps)).toBe(1);
    expect(await runDuePublications(api.deps), 'once').toBe(0);
    const served = await publicOne(faqs, faq.id);
    expect(served.status).toBe(200);
    expect(served.body.question).toBe('Published on schedule?');
    expect((await publication(faqs, faq.id)).body).toEqual({
      draft: null,
      schedule: { publish_at: null, unpublish_at: later },
    });

    await api.db
      .update(publicationSchedules)
      .set({ unpublish_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(publicationSchedules.record_id, faq.id as number));
    expect(await runDuePublications(api.deps)).toBe(1);
    expect((await publicOne(faqs, faq.id)).status).toBe(404);
    expect((await publication(faqs, faq.id)).body.schedule).toBeNull();
    const restored = await stored(faqs, faq.id);
    await api.call('PUT', `/api/faqs/${String(faq.id)}`, {
      token: admin,
      body: { ...restored, is_published: true, question: faq.question },
    });
  });
});
