import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '@/server/infrastructure/context';
import { MESSAGES, errorJson } from '@/server/infrastructure/http';
import { defineRoute, errorAnswer, mountRoutes } from '@/server/infrastructure/openapi/route';

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

/** The page's own script: a file, as the Content-Security-Policy allows no inline script. */
const INIT_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
/** The files of swagger-ui-dist the page needs. */
const VENDOR_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

interface Asset {
  type: string;
  body: Buffer;
  gzipped?: Buffer;
}

function swaggerDir(): string {
  // Under jsdom (UI tests) import.meta.url is not a file URL; the project root is the working directory there.
  const from = import.meta.url.startsWith('file:') ? import.meta.url : resolve('package.json');
  return dirname(createRequire(from).resolve('swagger-ui-dist/package.json'));
}

/** The assets, read once on first use, under a path named by their content so that browsers may keep them. */
function loadAssets() {
  const dir = swaggerDir();
  const files = new Map<string, Asset>([['init.js', { type: TYPES.js, body: Buffer.from(INIT_SCRIPT) }]]);
  for (const name of VENDOR_FILES)
    files.set(name, { type: TYPES[name.split('.').pop()!], body: readFileSync(join(dir, name)) });
  const hash = createHash('sha256');
  for (const [name, { body }] of files) hash.update(name).update(body);
  const version = hash.digest('hex').slice(0, 12);
  const url = (name: string) => `${DOCS_PATH}/${version}/${name}`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visapath API reference</title>
<link rel="stylesheet" href="${url('swagger-ui.css')}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${url('swagger-ui-bundle.js')}"></script>
<script src="${url('init.js')}"></script>
</body>
</html>
`;
  return { version, files, html };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const getDescription = defineRoute({
  method: 'get',
  path: OPENAPI_PATH,
  tag: 'docs',
  operationId: 'getOpenapiJson',
  public: true,
  summary: 'This OpenAPI 3.1 description of the API',
  responses: { 200: { description: 'The description', schema: { type: 'object' } } },
});

const getReferencePage = defineRoute({
  method: 'get',
  path: DOCS_PATH,
  tag: 'docs',
  operationId: 'getDocs',
  public: true,
  summary: 'The browsable API reference (Swagger UI) over this description',
  responses: { 200: { description: 'The page', contentType: 'text/html', schema: { type: 'string' } } },
});

const getReferenceAsset = defineRoute({
  method: 'get',
  path: `${DOCS_PATH}/:version/:file`,
  tag: 'docs',
  operationId: 'getDocsByVersionByFile',
  public: true,
  summary: "The reference page's scripts and stylesheet (immutable)",
  responses: {
    200: { description: 'The file', contentType: 'text/javascript', schema: { type: 'string' } },
    404: errorAnswer('Not found'),
  },
});

/** The description and the reference page over it. */
export const docsRouteDeclarations = [getDescription, getReferencePage, getReferenceAsset];

/**
 * GET /api/openapi.json, the `description` (built once at start), and GET /api/docs: the browsable API reference
 * (Swagger UI from the swagger-ui-dist package, nothing from a CDN) over it. The page is revalidated on each
 * load; its scripts and stylesheet are immutable under a path named by their content, gzipped for clients that
 * accept it.
 */
export function docsRoutes(description: object) {
  const app = new Hono<AppEnv>();
  const mount = mountRoutes(app, '/api');
  let assets: ReturnType<typeof loadAssets> | undefined;
  const load = () => (assets ??= loadAssets());

  mount(getDescription, [], (c) => c.json(description));
  mount(getReferencePage, [], (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(load().html);
  });
  mount(getReferenceAsset, [], (c) => {
    const { version, files } = load();
    const asked = c.req.param();
    const file = asked.version === version ? files.get(asked.file) : undefined;
    if (!file) return errorJson(c, 404, MESSAGES.notFound);
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
    };
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      file.gzipped ??= gzipSync(file.body);
      return c.body(new Uint8Array(file.gzipped), 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(new Uint8Array(file.body), 200, headers);
  });
  return app;
}
