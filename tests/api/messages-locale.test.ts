import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../support/api';
import { DEMO, freshAddress, loginAs } from '../support/auth';

/** The API answers its messages in the language of the request's Accept-Language (English by default). */
const TEXTS = {
  en: {
    notFound: 'Not found',
    forbidden: 'You are not allowed to do this.',
    stale: 'This record was changed by someone else. Reload it and try again.',
    tooLarge: 'Request body too large',
    tokenMissing: 'Authorization token missing',
    resetSubject: 'Your Visapath password reset code',
    unknownFilter: 'Unknown filter field: colour',
    unknownSort: 'Unknown sort field: colour',
  },
  de: {
    notFound: 'Nicht gefunden',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    stale: 'Dieser Datensatz wurde von jemand anderem geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
    tooLarge: 'Der Anfrageinhalt ist zu groß',
    tokenMissing: 'Autorisierungstoken fehlt',
    resetSubject: 'Ihr Visapath-Code zum Zurücksetzen des Passworts',
    unknownFilter: 'Unbekanntes Filterfeld: colour',
    unknownSort: 'Unbekanntes Sortierfeld: colour',
  },
  fr: {
    notFound: 'Introuvable',
    forbidden: 'Vous n’êtes pas autorisé à faire cela.',
    stale: 'Cet enregistrement a été modifié par quelqu’un d’autre. Rechargez-le et réessayez.',
    tooLarge: 'Corps de la requête trop volumineux',
    tokenMissing: 'Jeton d’autorisation manquant',
    resetSubject: 'Votre code de réinitialisation du mot de passe Visapath',
    unknownFilter: 'Champ de filtre inconnu : colour',
    unknownSort: 'Champ de tri inconnu : colour',
  },
} as const;
const HEADERS = { en: 'en-US,en;q=0.9', de: 'de-DE,de;q=0.9,en;q=0.5', fr: 'fr-CH, fr;q=0.9' } as const;

let api: TestApi;
let small: TestApi;
let admin: string;
let partner: string;
beforeAll(async () => {
  api = await TestApi.start();
  small = await TestApi.start({ maxBodyBytes: 1024 });
  admin = await loginAs(api, DEMO.admin);
  partner = await loginAs(api, DEMO.bank);
});
afterAll(async () => {
  await small?.close();
  await api?.close();
});

describe.each(['en', 'de', 'fr'] as const)('API messages for Accept-Language %s', (locale) => {
  const text = TEXTS[locale];
  const headers = { 'accept-language': HEADERS[locale] };

  it('404: an unknown path and an unknown record', async () => {
    expect((await api.call('GET', '/api/nope', { headers })).body).toEqual({ message: text.notFound });
    const record = await api.call('GET', '/api/users/2147483000', { token: admin, headers });
    expect(record.status).toBe(404);
    expect(record.body).toEqual({ message: text.notFound });
  });

  it('401 and 403', async () => {
    const missing = await api.call('GET', '/api/me', { headers });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: text.tokenMissing });
    const forbidden = await api.call('GET', '/api/dev/outbox', { token: partner, headers });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: text.forbidden });
  });

  it('400: a list query naming a field the resource does not have (a saved filter can outlive its field)', async () => {
    const filter = await api.call('GET', `/api/enquiries?filter=${encodeURIComponent('{"colour":"red"}')}`, {
      token: admin,
      headers,
    });
    expect(filter.status).toBe(400);
    expect(filter.body).toEqual({ message: text.unknownFilter });
    const sort = await api.call('GET', `/api/enquiries?sort=${encodeURIComponent('["colour","ASC"]')}`, {
      token: admin,
      headers,
    });
    expect(sort.status).toBe(400);
    expect(sort.body).toEqual({ message: text.unknownSort });
  });

  it('409: a stale version', async () => {
    const list = await api.call<{ id: number; version: number }[]>('GET', '/api/users?range=[0,0]', { token: admin });
    const [row] = list.body;
    const reply = await api.call('PUT', `/api/users/${row.id}`, {
      token: admin,
      headers,
      body: { version: row.version - 1 },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: text.stale });
  });

  it('413: a body over the cap', async () => {
    const reply = await small.call('POST', '/api/login', {
      headers: { ...headers, 'x-forwarded-for': freshAddress() },
      body: { username: 'a', password: 'x'.repeat(1100) },
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: text.tooLarge });
  });

  it('field errors come in the same language as the message', async () => {
    const en = await api.call('POST', '/api/login', { body: {}, headers: { 'x-forwarded-for': freshAddress() } });
    const reply = await api.call('POST', '/api/login', {
      body: {},
      headers: { ...headers, 'x-forwarded-for': freshAddress() },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors)).toEqual(Object.keys(en.body.errors));
    if (locale !== 'en') {
      expect(reply.body.message).not.toBe(en.body.message);
      for (const key of Object.keys(en.body.errors)) expect(reply.body.errors[key]).not.toBe(en.body.errors[key]);
    }
  });

  it('the password reset mail is written in the language of the request', async () => {
    const reply = await api.call('POST', '/api/resetPassword-sent-otp', {
      headers: { ...headers, 'x-forwarded-for': freshAddress() },
      body: { email: DEMO.insurer },
    });
    expect(reply.status).toBe(200);
    const outbox = await api.call<{ to_address: string; subject: string; body: string }[]>('GET', '/api/dev/outbox', {
      token: admin,
    });
    const mail = outbox.body.find((m) => m.to_address === DEMO.insurer);
    expect(mail?.subject).toBe(text.resetSubject);
    expect(mail?.body).toMatch(/\d{6}/);
  });
});
