import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inputFields, type FieldDef, type ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { contentRange, setUpTestApi, type Reply } from '../support/api';
import { DEMO } from '../support/demo';
import { createRecord, maxLength, pathOf, sampleRecord, type Sample } from '../support/samples';

/**
 * Malformed input, generated from the definitions: every writable resource, every field it takes, each
 * malformed value its kind can receive (wrong types, NUL bytes, lone surrogates, huge and fractional numbers,
 * impossible dates, over-long texts, foreign file values), unknown fields, bad JSON, wrong content types, and
 * malformed list parameters. Each is a 4xx with a message (naming the field or parameter), never a 500, and
 * leaves the table as it was.
 */
const env = setUpTestApi();

type Value = readonly [label: string, value: unknown];
const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const HUGE = [
  ['2^31', 2147483648],
  ['1e20', 1e20],
  ['-1e20', -1e20],
] as const;

/** Values no field of this kind may take. */
function malformed(field: FieldDef): Value[] {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'email':
    case 'url':
    case 'slug':
    case 'key':
    case 'file': {
      const values: Value[] = [
        ['number', 123],
        ['object', { a: 1 }],
        ['NUL', NUL],
        ['lone surrogate', SURROGATE],
        ['over-long', 'x'.repeat(maxLength(field) + 1)],
      ];
      if (field.kind === 'file')
        values.push(
          ['javascript: URL', 'javascript:alert(document.cookie)'],
          ['external URL', 'https://evil.example/logo.png'],
          ['path', '../../../../etc/passwd'],
        );
      if (field.kind === 'url') values.push(['javascript: URL', 'javascript:alert(1)']);
      return values;
    }
    case 'integer':
      return [['text', 'abc'], ['boolean', true], ['fraction', 1.5], ...HUGE];
    case 'decimal':
      return [['text', 'abc'], ['array', [1]], ['1e15', 1e15], ...HUGE];
    case 'boolean':
      return [
        ['text', 'yes'],
        ['number', 1],
        ['object', { a: 1 }],
      ];
    case 'date':
      return [
        ['impossible date', '2024-02-30'],
        ['not a date', 'notadate'],
        ['number', 20240101],
        ['NUL', '2024-01-01\u0000'],
      ];
    case 'datetime':
      return [
        ['impossible date', '2024-02-30T10:00:00Z'],
        ['not a date', 'notadate'],
        ['NUL', NUL],
      ];
    case 'enum':
      return field.numeric
        ? [
            ['fraction', 1.5],
            ['2^31', 2147483648],
            ['text', 'abc'],
          ]
        : [
            ['unknown choice', 'no-such-choice'],
            ['NUL', NUL],
            ['number', 7],
          ];
    case 'reference':
      return [['fraction', 1.5], ...HUGE, ['text', 'abc'], ['zero', 0]];
    case 'textList':
      return [
        ['text', 'x'],
        ['numbers', [1]],
        ['NUL', [NUL]],
        ['lone surrogate', [SURROGATE]],
        ['over-long', ['x'.repeat(maxLength(field) + 1)]],
      ];
    case 'referenceList':
      return [
        ['text', 'x'],
        ['fraction', [1.5]],
        ['2^31', [2147483648]],
        ['texts', ['a']],
      ];
    case 'json':
      return [];
  }
}

/** Filter values a filterable field of this kind must refuse. */
function malformedFilter(field: FieldDef): Value[] {
  switch (field.kind) {
    case 'integer':
    case 'reference':
    case 'referenceList':
      return [
        ['fraction', 1.5],
        ['2^31', 2147483648],
        ['1e20', 1e20],
      ];
    case 'decimal':
      return [
        ['1e20', 1e20],
        ['text', 'abc'],
      ];
    case 'boolean':
      return [['text', 'maybe']];
    case 'date':
      return [
        ['impossible date', '2024-02-30'],
        ['not a date', 'notadate'],
      ];
    case 'datetime':
      return [['not a date', 'notadate']];
    case 'enum':
      return [['unknown choice', 'no-such-choice']];
    case 'json':
      return [];
    default:
      return [
        ['NUL', NUL],
        ['lone surrogate', SURROGATE],
      ];
  }
}

/** What the server logs while it answers: a client's mistake is no error of the server's, so nothing. */
const logged = vi.spyOn(console, 'error');

let cases = 0;
let serverErrors = 0;
const started = Date.now();
afterAll(() =>
  console.info(
    `fuzz: ${cases} malformed requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${serverErrors} answered 500`,
  ),
);

/** Checks one answer: a 4xx with a message, and the field errors (or the message) naming `names` when given. */
function judge(problems: string[], what: string, reply: Reply, names: { field?: string; param?: string } = {}) {
  cases++;
  if (reply.status >= 500) serverErrors++;
  const body = reply.body as { message?: unknown; errors?: Record<string, unknown> } | null;
  if (reply.status < 400 || reply.status >= 500) problems.push(`${what}: ${reply.status} ${reply.text.slice(0, 200)}`);
  else if (typeof body?.message !== 'string' || !body.message)
    problems.push(`${what}: ${reply.status} without a message`);
  else if (
    names.field &&
    !Object.keys(body.errors ?? {}).some((k) => k === names.field || k.startsWith(`${names.field}.`))
  )
    problems.push(`${what}: ${reply.status} not naming ${names.field}: ${reply.text.slice(0, 200)}`);
  else if (names.param && !body.message.includes(names.param))
    problems.push(`${what}: ${reply.status} not naming ${names.param}: ${body.message}`);
}

const writable = RESOURCES.filter((def) => !def.readOnly);
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

async function total(def: ResourceDef, token = env.admin) {
  return contentRange(await env.api.call('GET', `${pathOf(def)}?range=[0,0]`, { token }), def.name).total;
}

describe('malformed writes never reach the table', () => {
  it.each(writable.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const { api, admin } = env;
    const path = pathOf(def);
    const record = await createRecord(api, admin, def, await sampleRecord(api, admin, def, 1));
    const fresh = await sampleRecord(api, admin, def, 2);
    const rows = await total(def);
    let stored = (await api.call<Sample>('GET', `${path}/${record.id}`, { token: admin })).body;
    const problems: string[] = [];
    const put = async (what: string, body: unknown, field?: string) => {
      const reply = await api.call('PUT', `${path}/${record.id}`, { token: admin, body });
      judge(problems, `PUT ${def.name} ${what}`, reply, { field });
      // An accepted value changed the record: carry on from what is stored now, so one defect is reported once.
      if (reply.status < 300) stored = (await api.call<Sample>('GET', `${path}/${record.id}`, { token: admin })).body;
    };
    const seenKinds = new Set<string>();
    for (const [name, field] of inputFields(def)) {
      const values = malformed(field);
      for (const [label, value] of values) await put(`${name}=${label}`, { ...stored, [name]: value }, name);
      // Creates too, once per kind of field of the resource.
      if (values.length && !seenKinds.has(field.kind)) {
        seenKinds.add(field.kind);
        const [label, value] = values[0];
        judge(
          problems,
          `POST ${def.name} ${name}=${label}`,
          await api.call('POST', path, { token: admin, body: { ...fresh, [name]: value } }),
          { field: name },
        );
      }
    }
    judge(
      problems,
      `POST ${def.name} unknown field`,
      await api.call('POST', path, { token: admin, body: { ...fresh, no_such_field: 1 } }),
      { field: 'no_such_field' },
    );
    await put('unknown field', { ...stored, colour_of_the_sky: 'blue' }, 'colour_of_the_sky');
    judge(problems, `POST ${def.name} bad JSON`, await api.call('POST', path, { token: admin, raw: '{"name": ' }));
    judge(
      problems,
      `POST ${def.name} text/plain`,
      await api.call('POST', path, {
        token: admin,
        raw: JSON.stringify(fresh),
        headers: { 'content-type': 'text/plain' },
      }),
    );
    judge(problems, `POST ${def.name} an array`, await api.call('POST', path, { token: admin, body: [fresh] }));
    judge(
      problems,
      `PUT ${def.name} null`,
      await api.call('PUT', `${path}/${record.id}`, { token: admin, raw: 'null' }),
    );

    expect(problems).toEqual([]);
    expect(await total(def), `${def.name} rows`).toBe(rows);
    expect(
      (await api.call<Sample>('GET', `${path}/${record.id}`, { token: admin })).body,
      `${def.name} record`,
    ).toEqual(stored);
  });

  it('a record sent back whole, with its id, version and timestamps, is accepted', async () => {
    const def = writable.find((d) => d.name === 'countries')!;
    const record = await createRecord(env.api, env.admin, def, await sampleRecord(env.api, env.admin, def, 3));
    const reply = await env.api.call('PUT', `${pathOf(def)}/${record.id}`, { token: env.admin, body: record });
    expect(reply.status, reply.text).toBe(200);
  });
});

describe('malformed list parameters are a 400 naming the parameter', () => {
  it.each(RESOURCES.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const path = pathOf(def);
    const problems: string[] = [];
    const list = async (what: string, params: Record<string, unknown>, param?: string) =>
      judge(
        problems,
        `GET ${def.name} ${what}`,
        await env.api.call('GET', `${path}?${q(params)}`, { token: env.admin }),
        { param },
      );
    for (const [label, value] of [
      ['fraction', 1.5],
      ['2^31', 2147483648],
      ['1e20', 1e20],
    ] as const) {
      await list(`id=${label}`, { filter: { id: value } }, 'id');
    }
    await list('range beyond 2^31', { range: [2147483648, 2147483650] });
    await list('range 1e20', { range: [1e20, 1e20] });
    await list('range of texts', { range: ['a', 'b'] });
    await list('sort unknown', { sort: ['no_such_field', 'ASC'] }, 'no_such_field');
    await list('filter not JSON', { filter: '{"id":' }, 'filter');
    await list('created_at_gte not a date', { filter: { created_at_gte: 'notadate' } }, 'created_at_gte');
    if (Object.values(def.fields).some((f) => f.search)) {
      await list('q with NUL', { filter: { q: '\u0000' } });
      await list('q with a lone surrogate', { filter: { q: SURROGATE } });
    }
    for (const [name, field] of Object.entries(def.fields).filter(([, f]) => f.filter)) {
      for (const [label, value] of malformedFilter(field)) {
        await list(`${name}=${label}`, { filter: { [name]: value } }, name);
        if (['integer', 'decimal', 'date', 'datetime'].includes(field.kind))
          await list(`${name}_gte=${label}`, { filter: { [`${name}_gte`]: value } }, `${name}_gte`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the reported examples', () => {
  const lists = [
    ['/api/visa/countries', { filter: { id: 1.5 } }, 'id'],
    ['/api/visa/countries', { filter: { id: 2147483648 } }, 'id'],
    ['/api/visa/countries', { filter: { id: 1e20 } }, 'id'],
    ['/api/visa/countries', { range: [2147483648, 2147483650] }, 'range'],
    ['/api/visa/countries', { range: [1e20, 1e20] }, 'range'],
    ['/api/enquiries', { filter: { created_at_gte: 'notadate' } }, 'created_at_gte'],
    ['/api/visa/visa-forms', { filter: { version_date: '2024-02-30' } }, 'version_date'],
    ['/api/visa/countries', { filter: { q: '\u0000' } }, 'q'],
  ] as const;
  it.each(lists)('GET %s %j', async (path, params, param) => {
    const problems: string[] = [];
    judge(problems, `GET ${path}`, await env.api.call('GET', `${path}?${q(params)}`, { token: env.admin }), {
      param: param === 'range' || param === 'q' ? undefined : param,
    });
    expect(problems).toEqual([]);
  });

  it('in the request language', async () => {
    const reply = await env.api.call<{ message: string }>(
      'GET',
      `/api/visa/visa-forms?${q({ filter: { version_date: '2024-02-30' } })}`,
      {
        token: env.admin,
        headers: { 'accept-language': 'de' },
      },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('version_date');
    expect(reply.body.message).toMatch(/Filter version_date (erwartet|hat)/);
  });

  it('writes: NUL, a lone surrogate, an impossible date', async () => {
    const def = RESOURCES.find((d) => d.name === 'visa-forms')!;
    const body = await sampleRecord(env.api, env.admin, def, 4);
    const problems: string[] = [];
    for (const [field, value] of [
      ['title', 'a\u0000b'],
      ['title', 'a\ud800b'],
      ['version_date', '2024-02-30'],
    ] as const) {
      judge(
        problems,
        `POST visa-forms ${field}=${JSON.stringify(value)}`,
        await env.api.call('POST', pathOf(def), { token: env.admin, body: { ...body, [field]: value } }),
        { field },
      );
    }
    expect(problems).toEqual([]);
  });

  it('without a token: a public enquiry and a registration with a NUL byte', async () => {
    const problems: string[] = [];
    const org = (
      await env.api.call<{ id: number }[]>(
        'GET',
        `/api/universities?${q({ filter: { is_published: true }, range: [0, 0] })}`,
        { token: env.admin },
      )
    ).body[0].id;
    judge(
      problems,
      'POST /api/public/enquiries',
      await env.api.call('POST', '/api/public/enquiries', {
        headers: { 'x-forwarded-for': '198.51.100.201' },
        body: {
          kind: 'university',
          organization_id: org,
          full_name: 'Ada',
          email: 'ada@example.com',
          message: 'hello\u0000world',
        },
      }),
      { field: 'message' },
    );
    judge(
      problems,
      'POST /api/register',
      await env.api.call('POST', '/api/register', {
        headers: { 'x-forwarded-for': '198.51.100.202' },
        body: {
          first_name: 'a\u0000',
          last_name: 'Lovelace',
          email: 'ada.register@example.com',
          organisation: 'Analytical',
          partner_type: 'insurer',
        },
      }),
      { field: 'first_name' },
    );
    expect(problems).toEqual([]);
  });
});

describe("a partner's malformed requests", () => {
  let insurer: string;
  let own: Sample;
  beforeAll(async () => {
    insurer = await env.api.login(DEMO.insurer);
    const org = (await env.api.call<{ id: number }>('GET', '/api/me/organization', { token: insurer })).body;
    own = (await env.api.call<Sample>('GET', `/api/insurers/${org.id}`, { token: insurer })).body;
  });

  it('its own logo takes only a file this server stored', async () => {
    const problems: string[] = [];
    for (const logo of [
      'javascript:alert(document.cookie)',
      'https://evil.example/logo.png',
      '../../../../etc/passwd',
      '/api/uploads/00000000-0000-0000-0000-000000000000.png',
    ]) {
      judge(
        problems,
        `PUT insurers logo=${logo}`,
        await env.api.call('PUT', `/api/insurers/${own.id}`, { token: insurer, body: { ...own, logo } }),
        { field: 'logo' },
      );
    }
    expect(problems).toEqual([]);
    expect((await env.api.call<Sample>('GET', `/api/insurers/${own.id}`, { token: insurer })).body).toEqual(own);
  });

  it('its malformed fields and list parameters', async () => {
    const problems: string[] = [];
    for (const [field, value] of [
      ['name', NUL],
      ['description', SURROGATE],
      ['phone', 'x'.repeat(41)],
      ['coverage_types', [NUL]],
    ] as const) {
      judge(
        problems,
        `PUT insurers ${field}`,
        await env.api.call('PUT', `/api/insurers/${own.id}`, { token: insurer, body: { ...own, [field]: value } }),
        { field },
      );
    }
    for (const params of [
      { filter: { id: 1e20 } },
      { range: [1e20, 1e20] },
      { filter: { created_at_gte: 'notadate' } },
    ]) {
      judge(
        problems,
        `GET insurance-covers ${JSON.stringify(params)}`,
        await env.api.call('GET', `/api/insurance-covers?${q(params)}`, { token: insurer }),
      );
    }
    expect(problems).toEqual([]);
    expect((await env.api.call<Sample>('GET', `/api/insurers/${own.id}`, { token: insurer })).body).toEqual(own);
  });
});

describe('the log', () => {
  it('holds no error (and no stack trace) for any of these requests', () => {
    expect(logged.mock.calls.map((call) => String(call[0]).slice(0, 200))).toEqual([]);
  });
});
