import { describe, expect, it } from 'vitest';
import { setUpTestApi } from '../support/api';
import { DEMO } from '../support/demo';

const env = setUpTestApi();

const PDF: Uint8Array<ArrayBuffer> = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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
