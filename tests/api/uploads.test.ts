import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles as storedFilesTable } from '@/server/infrastructure/db/schema';
import { approved, setUpTestApi } from '../support/api';
import { SAMPLE_FILES } from '../support/files';
import { DEMO } from '../support/demo';

const env = setUpTestApi();

const PDF = SAMPLE_FILES['application/pdf'];
const PNG = SAMPLE_FILES['image/png'];

async function upload(
  body: Uint8Array<ArrayBuffer> | string,
  type: string,
  query = 'resource=visa-forms&field=file',
  token = env.admin,
) {
  const res = await env.api.app.fetch(
    new Request(`http://visapath.test/api/uploads?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type, 'x-forwarded-for': '203.0.113.9' },
      body,
    }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { url?: string; message?: string; errors?: Record<string, string> },
  };
}

/** An image's decoded pixels and size: what a re-encoded copy keeps. */
const pixels = async (data: Uint8Array) => {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, raw: [...raw] };
};

describe('uploads', () => {
  it('stores a PDF for a visa form and serves it back with its content type', async () => {
    const reply = await upload(PDF, 'application/pdf');
    expect(reply.status).toBe(201);
    expect(reply.body.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.pdf$/);
    const res = await env.api.app.fetch(new Request(`http://visapath.test${reply.body.url}`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it('refuses another type, and a file that only claims to be a PDF', async () => {
    const png = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]), 'image/png');
    expect(png.status).toBe(400);
    expect(png.body.errors?.file).toBe('This type of file is not accepted here.');
    const fake = await upload('<html>not a pdf</html>', 'application/pdf');
    expect(fake.status).toBe(400);
  });

  it('refuses a file over the field limit with 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(PDF);
    expect((await upload(big, 'application/pdf')).status).toBe(413);
  });

  it('refuses fields that take no upload, and partners who may not create the resource', async () => {
    expect((await upload(PDF, 'application/pdf', 'resource=visa-forms&field=title')).status).toBe(400);
    expect((await upload(PDF, 'application/pdf', 'resource=nothing&field=file')).status).toBe(400);
    const partner = await env.api.login(DEMO.insurer);
    expect((await upload(PDF, 'application/pdf', undefined, partner)).status).toBe(403);
    const anonymous = await env.api.app.fetch(
      new Request('http://visapath.test/api/uploads?resource=visa-forms&field=file', {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: PDF,
      }),
    );
    expect(anonymous.status).toBe(401);
  });

  it('serves only names it generated', async () => {
    for (const path of [
      '/api/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/00000000-0000-0000-0000-000000000000.pdf',
      '/api/uploads/x.pdf',
    ]) {
      expect((await env.api.call('GET', path)).status).toBe(404);
    }
  });
});

interface Organization {
  id: number;
  name: string;
  logo: string | null;
  version: number;
}

/** The names of the files the server has stored so far. */
const storedFiles = async () =>
  (await env.api.db.select({ name: storedFilesTable.name }).from(storedFilesTable)).map((f) => f.name).sort();

/** The id of the first record of a resource, as the admin lists it (id order), other than `except`. */
async function firstId(resource: string, except?: number): Promise<number> {
  const query = new URLSearchParams({ sort: JSON.stringify(['id', 'ASC']), range: '[0,9]' });
  const rows = (await env.api.call<{ id: number }[]>('GET', `/api/${resource}?${query}`, { token: env.admin })).body;
  const row = rows.find((r) => r.id !== except);
  expect(row, `a record of ${resource}`).toBeTruthy();
  return row!.id;
}

describe('uploads for a record a partner edits', () => {
  it("lets an insurer upload its own organisation's logo and save it on its record", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const own = (await env.api.call<Organization>('GET', '/api/me/organization', { token: insurer })).body;
    const record = (await env.api.call<Organization>('GET', `/api/insurers/${own.id}`, { token: insurer })).body;

    const reply = await upload(PNG, 'image/png', `resource=insurers&field=logo&id=${own.id}`, insurer);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);

    // Its live listing: the change waits for an admin's approval.
    const member = `/api/insurers/${own.id}`;
    const sent = await env.api.call<Organization>('PUT', member, {
      token: insurer,
      body: { ...record, logo: reply.body.url },
    });
    expect(sent.status, sent.text).toBe(202);
    const saved = await approved(env.api, env.admin, member, sent);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.logo).toBe(reply.body.url);
    const served = await env.api.app.fetch(new Request(`http://visapath.test${reply.body.url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await pixels(new Uint8Array(await served.arrayBuffer()))).toEqual(await pixels(PNG));
  });

  it("refuses a partner's upload for another organisation's record or a resource it cannot write, storing nothing", async () => {
    const insurer = await env.api.login(DEMO.insurer);
    const consultant = await env.api.login(DEMO.consultant);
    const own = (await env.api.call<Organization>('GET', '/api/me/organization', { token: insurer })).body;
    const otherInsurer = await firstId('insurers', own.id);
    const university = await firstId('universities');
    const ownConsultancy = (await env.api.call<Organization>('GET', '/api/me/organization', { token: consultant }))
      .body;
    const staffQuery = new URLSearchParams({ filter: JSON.stringify({}), range: '[0,999]' });
    const allStaff = (
      await env.api.call<{ id: number; organization_id: number }[]>('GET', `/api/staff?${staffQuery}`, {
        token: env.admin,
      })
    ).body;
    const otherStaff = allStaff.find((s) => s.organization_id !== ownConsultancy.id);
    expect(otherStaff, "another organisation's staff member").toBeTruthy();
    const otherBefore = (await env.api.call<Organization>('GET', `/api/insurers/${otherInsurer}`, { token: env.admin }))
      .body;
    const before = await storedFiles();

    const attempts: [string, string][] = [
      // another insurer's record, and one that does not exist
      [`resource=insurers&field=logo&id=${otherInsurer}`, insurer],
      ['resource=insurers&field=logo&id=999999999', insurer],
      ['resource=insurers&field=logo&id=abc', insurer],
      // no record: that would be a new insurer, which partners may not create
      ['resource=insurers&field=logo', insurer],
      // a resource of another partner role, and the read-only view over every organisation
      [`resource=universities&field=logo&id=${university}`, insurer],
      [`resource=organizations&field=logo&id=${own.id}`, insurer],
      // a resource the partner may create records of, but the staff member is another organisation's
      [`resource=staff&field=photo&id=${otherStaff!.id}`, consultant],
    ];
    for (const [query, token] of attempts) {
      const reply = await upload(PNG, 'image/png', query, token);
      expect(reply.status, query).toBe(403);
      expect(reply.body.url, query).toBeUndefined();
    }
    expect(await storedFiles()).toEqual(before);
    const otherAfter = (await env.api.call<Organization>('GET', `/api/insurers/${otherInsurer}`, { token: env.admin }))
      .body;
    expect(otherAfter).toEqual(otherBefore);

    // The same partners may still upload for records that are theirs.
    expect((await upload(PNG, 'image/png', `resource=insurers&field=logo&id=${own.id}`, insurer)).status).toBe(201);
    expect((await upload(PNG, 'image/png', 'resource=staff&field=photo', consultant)).status).toBe(201);
    // An admin uploads for any organisation's record.
    expect((await upload(PNG, 'image/png', `resource=insurers&field=logo&id=${otherInsurer}`)).status).toBe(201);
  });
});

describe('uploads are checked whole, not by their first bytes', () => {
  const LOGO = 'resource=insurers&field=logo';
  const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
  const withHtml = (head: Uint8Array) => new Uint8Array([...head, ...new TextEncoder().encode(HTML)]);
  const served = async (url: string) => env.api.app.fetch(new Request(`http://visapath.test${url}`));

  it('refuses a PNG or PDF header followed by HTML, saying the file is damaged, in the request language', async () => {
    const png = await upload(withHtml(PNG.subarray(0, 8)), 'image/png', LOGO);
    expect(png.status).toBe(400);
    expect(png.body.errors?.logo).toBe('The file is damaged or is not what its type says.');
    const pdf = await upload(withHtml(new TextEncoder().encode('%PDF-1.4\n')), 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors?.file).toBe('The file is damaged or is not what its type says.');
    for (const [language, text] of [
      ['de', 'Die Datei ist beschädigt oder nicht vom angegebenen Typ.'],
      ['fr', 'Le fichier est endommagé ou ne correspond pas à son type.'],
    ]) {
      const res = await env.api.app.fetch(
        new Request(`http://visapath.test/api/uploads?${LOGO}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${env.admin}`, 'content-type': 'image/png', 'accept-language': language },
          body: withHtml(PNG.subarray(0, 8)),
        }),
      );
      expect(((await res.json()) as { errors: Record<string, string> }).errors.logo).toBe(text);
    }
  });

  it('serves an image re-encoded: no HTML appended to it and no metadata survive', async () => {
    const appended = await upload(withHtml(PNG), 'image/png', LOGO);
    expect(appended.status).toBe(201);
    const png = new Uint8Array(await (await served(appended.body.url!)).arrayBuffer());
    expect(Buffer.from(png).includes('<script')).toBe(false);
    expect(await pixels(png)).toEqual(await pixels(PNG));

    const tagged = await sharp(SAMPLE_FILES['image/jpeg'])
      .withExif({ IFD0: { Artist: 'Secret Location', ImageDescription: 'GPS of a home' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const jpeg = await upload(new Uint8Array(tagged), 'image/jpeg', LOGO);
    expect(jpeg.status).toBe(201);
    const stored = Buffer.from(await (await served(jpeg.body.url!)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('Secret Location')).toBe(false);
  });

  it('serves images inline and everything else as an attachment', async () => {
    const image = await served((await upload(PNG, 'image/png', LOGO)).body.url!);
    expect(image.headers.get('content-disposition')).toBe('inline');
    const pdf = await served((await upload(PDF, 'application/pdf')).body.url!);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment/);
  });
});
