import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@/domain/resources';
import { openApiDocument } from '@/server/startup/openapi/document';
import { TestApi } from '../support/api';
import { OPENAPI_CONFIGURATIONS } from '../support/openapi-configurations';

/**
 * Redocly's recommended rules over the document the app serves. Every error fails, and so does every warning
 * except those turned off here, each with its reason beside it.
 */
const RULES: Record<string, 'off'> = {
  // A private API: there is no licence to state.
  'info-license': 'off',
};

/**
 * Single problems accepted where the rule's advice does not fit, by rule and operation (or component). A
 * problem that no longer occurs fails too, so that its entry is taken out.
 */
const ACCEPTED: { rule: string; at: RegExp; reason: string }[] = [
  {
    rule: 'operation-2xx-response',
    at: new RegExp(
      `^(${readOnly('post')}|${readOnly('put', '/{id}')}|${readOnly('delete', '/{id}')}|${readOnly('post', '/bulk-update')}|${readOnly('post', '/bulk-delete')})$`,
    ),
    reason: "a read-only resource's writes are served only to be refused: 401 or 403 is all they answer",
  },
  {
    rule: 'no-unused-components',
    at: new RegExp(`^components/schemas/(${names(RESOURCES.filter((d) => d.readOnly))})\\.input$`),
    reason: 'every resource has its input schema (what its records hold), read-only ones too, though no write takes it',
  },
  {
    rule: 'operation-4xx-response',
    at: /^(get \/api\/health|get \/api\/openapi\.json|get \/api\/docs|get \/api\/auth\/methods) responses$/,
    reason: 'public, taking no input: these answer no client error (only 200, or 503 while the database is away)',
  },
];

function names(defs: readonly { name: string }[]) {
  return defs.map((d) => d.name).join('|');
}

/** "post /api/audit-log responses" for each read-only resource. */
function readOnly(method: string, suffix = '') {
  const paths = RESOURCES.filter((d) => d.readOnly).map((d) =>
    `${d.base}/${d.name}${suffix}`.replace(/[{}.]/g, '\\$&'),
  );
  return `${method} (${paths.join('|')}) responses`;
}

/** A problem's place, readable: "get /api/health responses", "components/schemas/audit-log.input". */
function where(problem: NormalizedProblem): string {
  const pointer = (problem.location[0]?.pointer ?? '').replace(/^#\//, '');
  const parts = pointer.split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts[0] === 'paths' ? `${parts[2]} ${parts[1]} ${parts.slice(3).join('/')}`.trim() : parts.join('/');
}

async function lint(document: unknown) {
  const config = await createConfig({ extends: ['recommended'], rules: RULES });
  return lintFromString({ source: JSON.stringify(document), absoluteRef: '/api/openapi.json', config });
}

type Document = { paths: Record<string, Record<string, { operationId?: string }>> };

describe('the OpenAPI document the app serves', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  it("passes Redocly's recommended rules: no error, and no warning but those accepted with a reason", async () => {
    const reply = await api.call<Document>('GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    const problems = await lint(reply.body);
    const accepted = (p: NormalizedProblem) => ACCEPTED.some((a) => a.rule === p.ruleId && a.at.test(where(p)));
    expect(
      problems.filter((p) => !accepted(p)).map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${where(p)})`),
    ).toEqual([]);
    for (const allowance of ACCEPTED)
      expect(
        problems.some((p) => p.ruleId === allowance.rule && allowance.at.test(where(p))),
        `no longer needed: ${allowance.rule} (${allowance.reason})`,
      ).toBe(true);
  });
});

describe('operationId', () => {
  for (const [name, config] of Object.entries(OPENAPI_CONFIGURATIONS))
    it(`is on every operation and unique across the document ${name}`, () => {
      const { paths } = openApiDocument(config) as Document;
      const ids = Object.entries(paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({
          at: `${method} ${path}`,
          id: operation.operationId,
        })),
      );
      expect(ids.filter((o) => !o.id).map((o) => o.at)).toEqual([]);
      const seen = new Map<string, string>();
      const twice = ids.filter((o) => seen.has(o.id!) || !seen.set(o.id!, o.at));
      expect(twice.map((o) => `${o.id}: ${seen.get(o.id!)} and ${o.at}`)).toEqual([]);
    });

  it("of a resource's generic routes is named from the resource", () => {
    const { paths } = openApiDocument(OPENAPI_CONFIGURATIONS['outside production']) as Document;
    const countries = (suffix: string, method: string) => paths[`/api/visa/countries${suffix}`][method].operationId;
    expect([
      countries('', 'get'),
      countries('/{id}', 'get'),
      countries('', 'post'),
      countries('/{id}', 'put'),
      countries('/{id}', 'delete'),
      countries('/bulk-update', 'post'),
      countries('/undo', 'post'),
      countries('/import', 'post'),
    ]).toEqual([
      'listCountries',
      'getCountry',
      'createCountry',
      'updateCountry',
      'deleteCountry',
      'bulkUpdateCountries',
      'undoCountriesChanges',
      'importCountries',
    ]);
    expect(paths['/api/audit-log/{id}'].get.operationId).toBe('getAuditLog');
    expect(paths['/api/faqs'].get.operationId).toBe('listFaqs');
  });
});
