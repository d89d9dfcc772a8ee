import { describe, expect, it } from 'vitest';
import { resourceByName } from '@/domain/resources';
import { constraintError } from '@/server/engine/dbErrors';
import { approved, setUpTestApi } from '../support/api';
import { DEMO } from '../support/demo';
import { createRecord, pathOf, sampleRecord, uploadedFile, type Sample } from '../support/samples';

/**
 * What a record body may hold beyond valid values: unknown keys are named, file fields take only files this
 * server stored, and records come back with RFC 3339 timestamps.
 */
const env = setUpTestApi();
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const countries = resourceByName('countries')!;
const forms = resourceByName('visa-forms')!;

const TEXTS = {
  en: {
    unknown: 'Unknown field',
    file: 'Must be a file uploaded here',
    characters: 'Contains characters that cannot be stored (a NUL byte or a broken character)',
    filterDate: 'Filter version_date expects a date (YYYY-MM-DD)',
    filterInvalid: 'Filter id has an invalid value',
  },
  de: {
    unknown: 'Unbekanntes Feld',
    file: 'Muss eine hier hochgeladene Datei sein',
    characters: 'Enthält Zeichen, die nicht gespeichert werden können (ein NUL-Byte oder ein defektes Zeichen)',
    filterDate: 'Filter version_date erwartet ein Datum (JJJJ-MM-TT)',
    filterInvalid: 'Filter id hat einen ungültigen Wert',
  },
  fr: {
    unknown: 'Champ inconnu',
    file: 'Doit être un fichier téléversé ici',
    characters: 'Contient des caractères qui ne peuvent pas être enregistrés (un octet NUL ou un caractère invalide)',
    filterDate: 'Le filtre version_date attend une date (AAAA-MM-JJ)',
    filterInvalid: 'Le filtre id a une valeur invalide',
  },
} as const;

describe('unknown fields', () => {
  it('are a 400 naming each of them, with the fields own problems in the same answer', async () => {
    const body = { ...(await sampleRecord(env.api, env.admin, countries, 1)), colour: 'blue', nmae: 'typo', name: '' };
    const reply = await env.api.call<{ errors: Record<string, string> }>('POST', pathOf(countries), {
      token: env.admin,
      body,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ colour: TEXTS.en.unknown, nmae: TEXTS.en.unknown, name: 'Required' });
  });

  it("the record's own id, version, timestamps and authors are accepted back, and ignored", async () => {
    const record = await createRecord(
      env.api,
      env.admin,
      countries,
      await sampleRecord(env.api, env.admin, countries, 2),
    );
    const reply = await env.api.call<Sample>('PUT', `${pathOf(countries)}/${record.id}`, {
      token: env.admin,
      body: { ...record, name: 'Renamed', id: 999_999, created_at: '2000-01-01T00:00:00.000Z', created_by: 12345 },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({
      id: record.id,
      name: 'Renamed',
      created_at: record.created_at,
      created_by: record.created_by,
      version: 2,
    });
  });
});

describe('file fields', () => {
  it('take a file POST /api/uploads stored, and nothing else', async () => {
    const body = await sampleRecord(env.api, env.admin, forms, 3);
    const file = await uploadedFile(env.api, env.admin, forms, 'file');
    expect(file).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.pdf$/);
    const created = await env.api.call<Sample>('POST', pathOf(forms), { token: env.admin, body: { ...body, file } });
    expect(created.status, created.text).toBe(201);
    expect(created.body.file).toBe(file);
    for (const value of [
      'javascript:alert(document.cookie)',
      'https://example.com/form.pdf',
      '../../../../etc/passwd',
      '/api/uploads/00000000-0000-4000-8000-000000000000.pdf',
      file!.replace('.pdf', '.png'),
    ]) {
      const reply = await env.api.call<{ errors: Record<string, string> }>(
        'PUT',
        `${pathOf(forms)}/${created.body.id}`,
        { token: env.admin, body: { ...created.body, file: value } },
      );
      expect(reply.status, value).toBe(400);
      expect(reply.body.errors, value).toEqual({ file: TEXTS.en.file });
    }
  });

  it("an insurer's own logo: a stored image, never a script, an external address or a path", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const org = (await env.api.call<{ id: number }>('GET', '/api/me/organization', { token: insurer })).body;
    const own = (await env.api.call<Sample>('GET', `/api/insurers/${org.id}`, { token: insurer })).body;
    for (const logo of [
      'javascript:alert(document.cookie)',
      'https://evil.example/logo.png',
      '../../../../etc/passwd',
    ]) {
      const reply = await env.api.call<{ errors: Record<string, string> }>('PUT', `/api/insurers/${org.id}`, {
        token: insurer,
        body: { ...own, logo },
      });
      expect(reply.status, logo).toBe(400);
      expect(reply.body.errors, logo).toEqual({ logo: TEXTS.en.file });
    }
    const logo = await uploadedFile(env.api, env.admin, resourceByName('insurers')!, 'logo');
    // Its live listing: the change waits for an admin's approval.
    const member = `/api/insurers/${org.id}`;
    const sent = await env.api.call<Sample>('PUT', member, { token: insurer, body: { ...own, logo } });
    expect(sent.status, sent.text).toBe(202);
    const reply = await approved(env.api, env.admin, member, sent);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.logo).toBe(logo);
  });
});

describe.each(['en', 'de', 'fr'] as const)('messages in %s', (locale) => {
  const headers = { 'accept-language': locale };
  it('an unknown field, a foreign file, a NUL byte; an impossible date and an out-of-range id as filters', async () => {
    const body = {
      ...(await sampleRecord(env.api, env.admin, forms, 4)),
      title: 'a\u0000b',
      file: 'javascript:alert(1)',
      colour: 'blue',
    };
    const write = await env.api.call<{ errors: Record<string, string> }>('POST', pathOf(forms), {
      token: env.admin,
      headers,
      body,
    });
    expect(write.status).toBe(400);
    expect(write.body.errors).toEqual({
      title: TEXTS[locale].characters,
      file: TEXTS[locale].file,
      colour: TEXTS[locale].unknown,
    });
    const date = await env.api.call<{ message: string }>(
      'GET',
      `${pathOf(forms)}?filter=${encodeURIComponent('{"version_date":"2024-02-30"}')}`,
      { token: env.admin, headers },
    );
    expect([date.status, date.body.message]).toEqual([400, TEXTS[locale].filterDate]);
    const id = await env.api.call<{ message: string }>(
      'GET',
      `${pathOf(forms)}?filter=${encodeURIComponent('{"id":2147483648}')}`,
      { token: env.admin, headers },
    );
    expect([id.status, id.body.message]).toEqual([400, TEXTS[locale].filterInvalid]);
  });
});

describe('outside the generated routes', () => {
  const users = resourceByName('users')!;

  it("a user's own profile picture is a file stored here too", async () => {
    const token = await env.api.login(DEMO.insurer);
    for (const profile_pic of [
      'javascript:alert(document.cookie)',
      'https://evil.example/p.png',
      '../../../../etc/passwd',
      '/api/uploads/00000000-0000-4000-8000-000000000000.png',
    ]) {
      const reply = await env.api.call<{ errors: Record<string, string> }>('PUT', '/api/me', {
        token,
        body: { first_name: 'Ina', last_name: 'Surer', profile_pic },
      });
      expect(reply.status, profile_pic).toBe(400);
      expect(reply.body.errors).toEqual({ profile_pic: TEXTS.en.file });
    }
    const stored = await uploadedFile(env.api, token, users, 'profile_pic');
    const reply = await env.api.call<{ profile_pic: string }>('PUT', '/api/me', {
      token,
      body: { first_name: 'Ina', last_name: 'Surer', profile_pic: stored },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.profile_pic).toBe(stored);
  });

  it('a request for access with a NUL byte in its message is a 400 naming the message', async () => {
    const reply = await env.api.call<{ errors: Record<string, string> }>('POST', '/api/register', {
      body: {
        first_name: 'Nul',
        last_name: 'Byte',
        email: 'nul.byte@example.org',
        organisation: 'Nul Ltd',
        partner_type: 'insurer',
        message: 'hello\u0000world',
      },
    });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.errors).toEqual({ message: TEXTS.en.characters });
  });
});

describe('timestamps', () => {
  it('are RFC 3339 in UTC in lists, records and write answers', async () => {
    const created = await env.api.call<Sample>('POST', pathOf(countries), {
      token: env.admin,
      body: await sampleRecord(env.api, env.admin, countries, 5),
    });
    expect(created.status).toBe(201);
    const path = `${pathOf(countries)}/${created.body.id}`;
    const read = await env.api.call<Sample>('GET', path, { token: env.admin });
    const updated = await env.api.call<Sample>('PUT', path, {
      token: env.admin,
      body: { ...read.body, name: 'Timestamped' },
    });
    const list = await env.api.call<Sample[]>(
      'GET',
      `${pathOf(countries)}?filter=${encodeURIComponent(JSON.stringify({ id: [created.body.id] }))}`,
      { token: env.admin },
    );
    for (const [what, record] of [
      ['create', created.body],
      ['read', read.body],
      ['update', updated.body],
      ['list', list.body[0]],
    ] as const) {
      expect(record.created_at, what).toMatch(RFC3339);
      expect(record.updated_at, what).toMatch(RFC3339);
    }
    expect(list.body[0].updated_at).toBe(updated.body.updated_at);
    expect(read.body.created_at).toBe(created.body.created_at);
  });

  it('the datetime fields too (the audit log), and a filter takes them back', async () => {
    const list = await env.api.call<Sample[]>('GET', '/api/audit-log?range=[0,0]&sort=["id","DESC"]', {
      token: env.admin,
    });
    const at = list.body[0].at as string;
    expect(at).toMatch(RFC3339);
    const since = await env.api.call<Sample[]>(
      'GET',
      `/api/audit-log?range=[0,0]&sort=["id","DESC"]&filter=${encodeURIComponent(JSON.stringify({ at_gte: at }))}`,
      { token: env.admin },
    );
    expect(since.status).toBe(200);
    expect(since.body[0].id).toBe(list.body[0].id);
  });
});

describe('data exceptions the validation let through', () => {
  it('are a 400, never a 500', () => {
    for (const code of ['22P02', '22003', '22007', '22008', '22021', '22P05']) {
      expect(constraintError(countries, new Error('insert failed', { cause: { code } }))?.status, code).toBe(400);
    }
  });
});
